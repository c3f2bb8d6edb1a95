import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryDirectionWire, DeliveryListsData } from '@waihui/contracts';
import { formatMoney, parseDecimal, winPayout } from '@waihui/core';
import { useMessageText } from '@/lib/i18n/messages';
import { formatPrice } from '@/lib/quotes/format';
import { useTicker } from '@/lib/quotes/use-quotes';
import { liveMid, ratePercent, stakeProblem, winProfitText } from './delivery-values';
import { Sheet } from '@/components/sheet';

export interface DeliveryOrder {
  symbol: string;
  direction: DeliveryDirectionWire;
  seconds: number;
  stake: string;
}

/**
 * The delivery ticket: instrument, up or down, period (its payout as a rate and as money for the
 * stake typed), stake; checked with core's rules before any request, then a confirmation sheet.
 */
export function DeliveryForm({
  offer,
  symbol,
  onSymbolChange,
  submitting,
  onPlace,
}: {
  offer: DeliveryListsData;
  symbol: string;
  onSymbolChange: (symbol: string) => void;
  submitting: boolean;
  /** Sends the order; resolves true when placed (the form clears its stake). */
  onPlace: (order: DeliveryOrder) => Promise<boolean>;
}) {
  const { t } = useTranslation('delivery');
  const messageText = useMessageText();
  const ids = useId();
  const [direction, setDirection] = useState<DeliveryDirectionWire>('up');
  const [seconds, setSeconds] = useState(offer.periods[0]?.seconds ?? 60);
  const [stake, setStake] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const instrument = offer.instruments.find((i) => i.symbol === symbol);
  const ticker = useTicker(symbol);
  const mid = ticker === undefined ? (instrument?.mid ?? null) : liveMid(ticker.bid, ticker.ask);
  const period = offer.periods.find((p) => p.seconds === seconds) ?? offer.periods[0];

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    const found = stakeProblem(stake, {
      min: offer.min_stake,
      max: offer.max_stake,
      available: offer.available,
    });
    if (found !== null) {
      setProblem(messageText(found));
      return;
    }
    setProblem(null);
    setConfirming(true);
  }

  async function confirm(): Promise<void> {
    if (period === undefined) return;
    const placed = await onPlace({
      symbol,
      direction,
      seconds: period.seconds,
      stake: stake.trim(),
    });
    setConfirming(false);
    if (placed) setStake('');
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
        <div className="wh-delivery-field">
          <label htmlFor={`${ids}-symbol`}>{t('form.instrument')}</label>
          <select
            id={`${ids}-symbol`}
            className="wh-delivery-select"
            value={symbol}
            onChange={(event) => onSymbolChange(event.target.value)}
          >
            {offer.instruments.map((item) => (
              <option key={item.symbol} value={item.symbol}>
                {item.symbol}
              </option>
            ))}
          </select>
          <p className="wh-delivery-hint" data-field="open-price">
            {mid === null ? t('form.noPrice') : t('form.openPrice', { price: formatPrice(mid) })}
          </p>
        </div>

        <fieldset className="wh-delivery-field">
          <legend>{t('form.direction')}</legend>
          <div className="wh-delivery-choices wh-delivery-choices--direction">
            {(['up', 'down'] as const).map((value) => (
              <label
                key={value}
                className={`wh-delivery-choice wh-delivery-choice--${value}${direction === value ? ' is-checked' : ''}`}
              >
                <input
                  type="radio"
                  name={`${ids}-direction`}
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                />
                {value === 'up' ? t('form.up') : t('form.down')}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="wh-delivery-field">
          <legend>{t('form.period')}</legend>
          <div className="wh-delivery-choices wh-delivery-choices--period">
            {offer.periods.map((p) => {
              const profit = winProfitText(stake, p.payout_rate);
              return (
                <label
                  key={p.seconds}
                  className={`wh-delivery-choice${seconds === p.seconds ? ' is-checked' : ''}`}
                  data-testid={`period-${p.seconds}`}
                >
                  <input
                    type="radio"
                    name={`${ids}-period`}
                    value={p.seconds}
                    checked={seconds === p.seconds}
                    onChange={() => setSeconds(p.seconds)}
                  />
                  <span className="wh-delivery-choice__main">
                    {t('form.seconds', { seconds: p.seconds })}
                  </span>
                  <span className="wh-delivery-choice__sub" data-field="rate">
                    {t('form.payout', { rate: ratePercent(p.payout_rate) })}
                  </span>
                  {profit !== null && (
                    <span className="wh-delivery-choice__sub" data-field="profit">
                      {t('form.profit', { profit })}
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="wh-delivery-field">
          <label htmlFor={`${ids}-stake`}>{t('form.stake')}</label>
          <input
            id={`${ids}-stake`}
            className="wh-delivery-input"
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            aria-invalid={problem !== null}
            aria-describedby={`${ids}-stake-hint${problem === null ? '' : ` ${ids}-stake-error`}`}
            onChange={(event) => setStake(event.target.value)}
          />
          <p id={`${ids}-stake-hint`} className="wh-delivery-hint">
            {t('form.stakeHint', {
              min: formatMoney(offer.min_stake),
              max: formatMoney(offer.max_stake),
              available: formatMoney(offer.available),
            })}
          </p>
          {problem !== null && (
            <p id={`${ids}-stake-error`} className="wh-delivery-error" role="alert">
              {problem}
            </p>
          )}
        </div>

        <button
          type="submit"
          className={`wh-delivery-submit wh-delivery-submit--${direction}`}
          disabled={submitting || instrument === undefined || period === undefined}
        >
          {t('form.place')}
        </button>
      </form>

      {confirming && period !== undefined && (
        <Sheet
          title={t('confirm.title')}
          onClose={() => setConfirming(false)}
          closeLabel={t('confirm.cancel')}
          footer={
            <div className="wh-delivery-sheet__actions">
              <button
                type="button"
                className="wh-delivery-button wh-delivery-button--ghost"
                onClick={() => setConfirming(false)}
              >
                {t('confirm.cancel')}
              </button>
              <button
                type="button"
                className="wh-delivery-button"
                disabled={submitting}
                onClick={() => void confirm()}
              >
                {t('confirm.confirm')}
              </button>
            </div>
          }
        >
          <dl className="wh-delivery-facts">
            <div>
              <dt>{t('confirm.instrument')}</dt>
              <dd>{symbol}</dd>
            </div>
            <div>
              <dt>{t('confirm.direction')}</dt>
              <dd>{directionLabel}</dd>
            </div>
            <div>
              <dt>{t('confirm.period')}</dt>
              <dd>{t('form.seconds', { seconds: period.seconds })}</dd>
            </div>
            <div>
              <dt>{t('confirm.stake')}</dt>
              <dd>{`${formatMoney(stake.trim())} USD`}</dd>
            </div>
            <div>
              <dt>{t('confirm.payoutRate')}</dt>
              <dd>{ratePercent(period.payout_rate)}</dd>
            </div>
            <div>
              <dt>{t('confirm.ifWin')}</dt>
              <dd data-field="if-win">
                {`${formatMoney(winPayout(parseDecimal(stake.trim()), parseDecimal(period.payout_rate)).toFixed())} USD`}
              </dd>
            </div>
          </dl>
          <p className="wh-delivery-hint">{t('confirm.note')}</p>
        </Sheet>
      )}
    </>
  );
}
