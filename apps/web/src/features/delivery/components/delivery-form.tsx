import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryDirectionWire, DeliveryListsData, MarketItem } from '@waihui/contracts';
import { parseDecimal, winPayout } from '@waihui/core';
import { ChoiceField } from '@/components/form/choice-field';
import { ConfirmSheet } from '@/components/form/confirm-sheet';
import { AmountField } from '@/components/form/fields';
import { InstrumentPicker } from '@/components/instrument-picker';
import { useForm, type ServerFieldMap } from '@/components/form/use-form';
import {
  NotLiveNote,
  pausedPriceClass,
  PriceStatusBadge,
  useNotLiveReason,
} from '@/lib/quotes/price-status';
import { useTicker } from '@/lib/quotes/use-quotes';
import {
  liveMid,
  payoutOddsText,
  ratePercent,
  stakeProblem,
  winProfitText,
} from './delivery-values';
import { formatMoney } from '@/lib/format/numbers';
import { displaySymbol, formatPrice } from '@/lib/format/prices';

export interface DeliveryOrder {
  symbol: string;
  direction: DeliveryDirectionWire;
  seconds: number;
  stake: string;
}

type Field = 'stake';

/** A short balance is about the stake here; the other refusals sit where REASON_FIELDS say. */
const SERVER_FIELDS: ServerFieldMap<Field> = { INSUFFICIENT_BALANCE: 'stake' };

/** The ledger's scale: decimals the stake input accepts. */
const STAKE_SCALE = 8;

/**
 * The delivery ticket: instrument, up or down, period (its payout as a rate and as money for the
 * stake typed), stake; checked with core's rules before any request, then a confirmation sheet.
 * Only the periods the server offers on the instrument now are shown (one that would expire after
 * its market closes is not), and while its price may not be dealt the button is disabled, saying why.
 */
export function DeliveryForm({
  offer,
  items,
  symbol,
  onSymbolChange,
  submitting,
  onPlace,
}: {
  offer: DeliveryListsData;
  /** The offered instruments as the picker lists them. */
  items: readonly MarketItem[];
  symbol: string;
  onSymbolChange: (symbol: string) => void;
  submitting: boolean;
  /** Sends the order; rejects when it was not placed (the client has said why). */
  onPlace: (order: DeliveryOrder) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('delivery');
  const [direction, setDirection] = useState<DeliveryDirectionWire>('up');
  const [seconds, setSeconds] = useState(offer.periods[0]?.seconds ?? 60);
  const [stake, setStake] = useState('');
  const [confirming, setConfirming] = useState(false);

  const instrument = offer.instruments.find((i) => i.symbol === symbol);
  const item = items.find((i) => i.symbol === symbol);
  const ticker = useTicker(symbol);
  const mid = ticker === undefined ? (instrument?.mid ?? null) : liveMid(ticker.bid, ticker.ask);
  const notLiveReason = useNotLiveReason(ticker);
  const periods = offer.periods.filter((p) => instrument?.period_seconds.includes(p.seconds));
  const period = periods.find((p) => p.seconds === seconds) ?? periods[0];
  const form = useForm(
    { name: 'delivery', fields: ['stake'], server: SERVER_FIELDS },
    {
      stake: stakeProblem(stake, {
        min: offer.min_stake,
        max: offer.max_stake,
        available: offer.available,
      }),
    },
  );

  const onSubmit = form.onSubmit(() => {
    setConfirming(true);
    return Promise.resolve();
  });

  async function confirm(): Promise<void> {
    if (period === undefined) return;
    try {
      await onPlace({ symbol, direction, seconds: period.seconds, stake: stake.trim() });
      setStake('');
      form.reset();
    } catch (failure) {
      form.showServerError(failure);
    } finally {
      setConfirming(false);
    }
  }

  const directionLabel = direction === 'up' ? t('form.up') : t('form.down');
  return (
    <>
      <form
        className="wh-delivery-form"
        noValidate
        aria-label={t('form.title')}
        onSubmit={onSubmit}
      >
        {item !== undefined && (
          <InstrumentPicker instruments={items} current={item} onChoose={onSymbolChange} />
        )}
        <p className="wh-delivery-hint">
          <span data-field="open-price" className={pausedPriceClass(ticker)}>
            {mid === null ? t('form.noPrice') : t('form.openPrice', { price: formatPrice(mid) })}
            <PriceStatusBadge ticker={ticker} />
          </span>
        </p>
        <ChoiceField
          legend={t('form.direction')}
          value={direction}
          onChange={setDirection}
          choices={[
            { value: 'up', label: t('form.up'), tone: 'rise' },
            { value: 'down', label: t('form.down'), tone: 'fall' },
          ]}
        />
        <ChoiceField
          legend={t('form.period')}
          look="tiles"
          value={period?.seconds ?? seconds}
          onChange={setSeconds}
          choices={periods.map((p) => {
            const profit = winProfitText(stake, p.payout_rate);
            return {
              value: p.seconds,
              label: (
                <span className="wh-delivery-period" data-testid={`period-${p.seconds}`}>
                  <span>{t('form.seconds', { seconds: p.seconds })}</span>
                  <span className="wh-choice__sub" data-field="rate">
                    {t('form.payout', { rate: ratePercent(p.payout_rate) })}
                  </span>
                  {profit !== null && (
                    <span className="wh-choice__sub" data-field="profit">
                      {t('form.profit', { profit })}
                    </span>
                  )}
                </span>
              ),
            };
          })}
        />
        {period !== undefined && <PayoutOddsNote rate={period.payout_rate} lang={i18n.language} />}
        <AmountField
          field={form.field('stake')}
          label={t('form.stake')}
          currency="USD"
          scale={STAKE_SCALE}
          value={stake}
          onChange={setStake}
          note={t('form.stakeHint', {
            min: formatMoney(offer.min_stake),
            max: formatMoney(offer.max_stake),
            available: formatMoney(offer.available),
          })}
        />
        <NotLiveNote id="delivery-not-live" reason={notLiveReason} />
        <button
          type="submit"
          className={`wh-delivery-submit wh-delivery-submit--${direction}`}
          disabled={
            form.submitting ||
            instrument === undefined ||
            period === undefined ||
            notLiveReason !== null
          }
          aria-describedby={notLiveReason === null ? undefined : 'delivery-not-live'}
        >
          {t('form.place')}
        </button>
      </form>

      {confirming && period !== undefined && (
        <ConfirmSheet
          title={t('confirm.title')}
          confirmLabel={t('confirm.confirm')}
          cancelLabel={t('confirm.cancel')}
          busy={submitting}
          tone={direction === 'up' ? 'rise' : 'fall'}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
          facts={[
            {
              id: 'instrument',
              label: t('confirm.instrument'),
              value: item === undefined ? symbol : `${displaySymbol(item)} · ${item.name}`,
            },
            { id: 'direction', label: t('confirm.direction'), value: directionLabel },
            {
              id: 'period',
              label: t('confirm.period'),
              value: t('form.seconds', { seconds: period.seconds }),
            },
            { id: 'stake', label: t('confirm.stake'), value: `${formatMoney(stake.trim())} USD` },
            {
              id: 'payout-rate',
              label: t('confirm.payoutRate'),
              value: ratePercent(period.payout_rate),
            },
            {
              id: 'if-win',
              label: t('confirm.ifWin'),
              value: `${formatMoney(winPayout(parseDecimal(stake.trim()), parseDecimal(period.payout_rate)).toFixed())} USD`,
            },
          ]}
          note={t('confirm.note')}
        />
      )}
    </>
  );
}

/** What the chosen period's payout means for the user on average (core's payoutOdds). */
function PayoutOddsNote({ rate, lang }: { rate: string; lang: string }) {
  const { t } = useTranslation('delivery');
  const odds = payoutOddsText(rate, lang);
  return (
    <p className="wh-delivery-hint" data-testid="payout-odds">
      {t(odds.loses ? 'form.oddsLoss' : 'form.oddsGain', {
        rate: ratePercent(rate),
        winsNeeded: odds.winsNeeded,
        evenOdds: odds.evenOdds,
      })}
    </p>
  );
}
