import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { parseDecimal, type SpotSide } from '@waihui/core';
import type { SpotMarket } from '@waihui/contracts';
import { useMessageText } from '@/lib/i18n/messages';
import { useTicker } from '@/lib/quotes/use-quotes';
import { showToast } from '@/lib/toast/toast';
import { coinBalancesQueryOptions, useSubmitSpot } from '../api/spot';
import { Choice } from './choice';
import { availableByCurrency, previewSpotOrder, type SpotFormIssue } from './order-values';
import { PreviewList, formatAmount } from './preview-list';

/** The market's quote, replaced by the live ticker once the quote stream has one. */
export function useLiveMarket(market: SpotMarket): SpotMarket {
  const ticker = useTicker(market.symbol);
  return ticker === undefined ? market : { ...market, bid: ticker.bid, ask: ticker.ask };
}

/** Issues shown under the fields (an empty amount just keeps the button disabled). */
const SHOWN_ISSUES: Partial<Record<SpotFormIssue, 'amount' | 'limit'>> = {
  AMOUNT_INVALID: 'amount',
  SPOT_AMOUNT_TOO_SMALL: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  PRICE_INVALID: 'limit',
};

/**
 * The spot order ticket of one pair: buy / sell, market / limit (with its price), amount in the
 * base currency; the fill price, value, fee and totals from core before confirm; then the order.
 */
export function SpotOrderForm({ market: listed, token }: { market: SpotMarket; token: string }) {
  const { t } = useTranslation('spot');
  const { t: tc } = useTranslation();
  const message = useMessageText();
  const market = useLiveMarket(listed);
  const [side, setSide] = useState<SpotSide>('buy');
  const [type, setType] = useState<'market' | 'limit'>('market');
  const [amount, setAmount] = useState('');
  const [limitPrice, setLimitPrice] = useState('');
  const balances = useQuery(coinBalancesQueryOptions(token));
  const available = availableByCurrency(balances.data?.coin.balance_arr);
  const submit = useSubmitSpot();
  const result = previewSpotOrder({ market, side, type, amount, limitPrice, available });
  const issueField = result.ok ? undefined : SHOWN_ISSUES[result.issue];
  const issueText = result.ok
    ? ''
    : message({ code: result.issue === 'AMOUNT_REQUIRED' ? 'AMOUNT_INVALID' : result.issue });
  const payCurrency = side === 'buy' ? market.quote_currency : market.base_currency;

  async function onConfirm() {
    if (!result.ok) return;
    const p = result.preview;
    const { Dialog } = await import('@/lib/antd-mobile');
    const confirmed = await Dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.text', {
        side: t(`side.${side}`),
        amount: amount.trim(),
        base: market.base_currency,
        price: p.price.toFixed(market.precision),
        quote: market.quote_currency,
        fee: formatAmount(p.fee),
        pay: formatAmount(p.pay),
        payCurrency: p.payCurrency,
        receive: formatAmount(p.receive),
        receiveCurrency: p.receiveCurrency,
      }),
      confirmText: tc('actions.confirm'),
      cancelText: tc('actions.cancel'),
    });
    if (!confirmed) return;
    try {
      const { order } = await submit.mutateAsync({
        symbol: market.symbol,
        side,
        type,
        amount: amount.trim(),
        ...(type === 'limit' ? { limit_price: limitPrice.trim() } : {}),
        idempotency_key: crypto.randomUUID(),
      });
      setAmount('');
      showToast(
        order.fill === null ? t('result.placed') : t('result.filled', { price: order.fill.price }),
        { icon: 'success' },
      );
    } catch {
      // The client already showed the server's message (a refusal) or the connection problem.
    }
  }

  return (
    <form
      className="wh-spot-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onConfirm();
      }}
    >
      <QuoteLine market={market} />
      <Choice
        name="spot-side"
        legend={t('side.label')}
        value={side}
        onChange={setSide}
        options={[
          { value: 'buy', label: t('side.buy'), tone: 'rise' },
          { value: 'sell', label: t('side.sell'), tone: 'fall' },
        ]}
      />
      <Choice
        name="spot-type"
        legend={t('type.label')}
        value={type}
        onChange={setType}
        options={[
          { value: 'market', label: t('type.market') },
          { value: 'limit', label: t('type.limit') },
        ]}
      />
      {type === 'limit' && (
        <DecimalInput
          id="spot-limit"
          label={t('limitPrice', { currency: market.quote_currency })}
          value={limitPrice}
          onChange={setLimitPrice}
          error={issueField === 'limit' ? issueText : null}
        />
      )}
      <DecimalInput
        id="spot-amount"
        label={t('amount', { currency: market.base_currency })}
        value={amount}
        onChange={setAmount}
        error={issueField === 'amount' && amount.trim() !== '' ? issueText : null}
      />
      <p className="wh-spot-available" data-testid="spot-available">
        {t('available', {
          amount: formatAmount(available.get(payCurrency) ?? '0'),
          currency: payCurrency,
        })}
      </p>
      {result.ok && (
        <PreviewList
          preview={result.preview}
          quoteCurrency={market.quote_currency}
          precision={market.precision}
          feeRate={parseDecimal(market.fee_rate)}
        />
      )}
      {result.ok && type === 'limit' && <p className="wh-spot-note">{t('preview.limitNote')}</p>}
      <button
        type="submit"
        className={`wh-button wh-spot-submit wh-spot-submit--${side}`}
        disabled={!result.ok || submit.isPending}
      >
        {t(`submit.${side}`, { base: market.base_currency })}
      </button>
    </form>
  );
}

function QuoteLine({ market }: { market: SpotMarket }) {
  const { t } = useTranslation('spot');
  if (market.bid === null || market.ask === null)
    return <p className="wh-spot-quote">{t('quote.none')}</p>;
  return (
    <p className="wh-spot-quote" aria-label={t('quote.label')} data-testid="spot-quote">
      <span>
        {t('quote.bid')} <strong className="wh-fall">{market.bid}</strong>
      </span>
      <span>
        {t('quote.ask')} <strong className="wh-rise">{market.ask}</strong>
      </span>
    </p>
  );
}

/** A labelled decimal input with its message under it. */
export function DecimalInput({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <div className="wh-spot-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="wh-spot-input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error !== null || undefined}
        aria-describedby={error === null ? undefined : `${id}-error`}
        onChange={(event) => {
          const typed = event.target.value.replace(',', '.');
          if (/^\d*\.?\d*$/.test(typed)) onChange(typed);
        }}
      />
      {error !== null && (
        <p id={`${id}-error`} className="wh-spot-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
