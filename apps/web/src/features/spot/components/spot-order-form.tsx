import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { SpotSide } from '@waihui/core';
import { reasonField, type SpotMarket } from '@waihui/contracts';
import { ChoiceField } from '@/components/form/choice-field';
import { AmountField } from '@/components/form/fields';
import { useForm, type ServerFieldMap } from '@/components/form/use-form';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useTicker } from '@/lib/quotes/use-quotes';
import { showToast } from '@/lib/toast/toast';
import { coinBalancesQueryOptions, useSubmitSpot } from '../api/spot';
import { availableByCurrency, previewSpotOrder } from './order-values';
import { PreviewList, previewTextValues } from './preview-list';
import { formatMoney } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/prices';

/** The market's quote, replaced by the live ticker once the quote stream has one. */
export function useLiveMarket(market: SpotMarket): SpotMarket {
  const ticker = useTicker(market.symbol);
  return ticker === undefined ? market : { ...market, bid: ticker.bid, ask: ticker.ask };
}

type Field = 'limitPrice' | 'amount';

/**
 * A short balance is about the amount here; the other issues, the client's and the server's alike,
 * sit where contracts' REASON_FIELDS say (an empty limit price just keeps the button disabled; a
 * missing quote says so above the form).
 */
const SERVER_FIELDS: ServerFieldMap<Field> = { INSUFFICIENT_BALANCE: 'amount' };

/**
 * The spot order ticket of one pair: buy / sell, market / limit (with its price), amount in the
 * base currency; the fill price, value, fee and totals from core before confirm; then the order.
 */
export function SpotOrderForm({ market: listed, token }: { market: SpotMarket; token: string }) {
  const { t } = useTranslation('spot');
  const market = useLiveMarket(listed);
  const [side, setSide] = useState<SpotSide>('buy');
  const [type, setType] = useState<'market' | 'limit'>('market');
  const [amount, setAmount] = useState('');
  const [limitPrice, setLimitPrice] = useState('');
  const balances = useQuery(coinBalancesQueryOptions(token));
  const available = availableByCurrency(balances.data?.coin.balance_arr);
  const submit = useSubmitSpot();
  const result = previewSpotOrder({ market, side, type, amount, limitPrice, available });
  // An empty amount is no message: the button just stays disabled.
  const issue = result.ok || result.issue === 'AMOUNT_REQUIRED' ? null : result.issue;
  const issueField = issue === null ? undefined : (SERVER_FIELDS[issue] ?? reasonField(issue));
  const form = useForm(
    {
      name: 'spot',
      fields: ['limitPrice', 'amount'],
      server: SERVER_FIELDS,
      showIssues: 'onEdit',
    },
    issue === null || issueField === undefined ? {} : { [issueField]: issue },
  );
  const payCurrency = side === 'buy' ? market.quote_currency : market.base_currency;

  const onSubmit = form.onSubmit(async () => {
    if (!result.ok) return;
    const confirmed = await confirmDialog({
      title: t('confirm.title'),
      content: t('confirm.text', {
        side: t(`side.${side}`),
        amount: formatMoney(amount.trim(), market.base_currency),
        base: market.base_currency,
        quote: market.quote_currency,
        ...previewTextValues(result.preview, market.precision, market.quote_currency),
      }),
    });
    if (!confirmed) return;
    const { order } = await submit.mutateAsync({
      symbol: market.symbol,
      side,
      type,
      amount: amount.trim(),
      ...(type === 'limit' ? { limit_price: limitPrice.trim() } : {}),
      idempotency_key: crypto.randomUUID(),
    });
    setAmount('');
    form.reset();
    showToast(
      order.fill === null
        ? t('result.placed')
        : t('result.filled', { price: formatPrice(order.fill.price) }),
      { icon: 'success' },
    );
  });

  return (
    <form className="wh-spot-form" noValidate onSubmit={onSubmit}>
      <QuoteLine market={market} />
      <ChoiceField
        legend={t('side.label')}
        value={side}
        onChange={setSide}
        choices={[
          { value: 'buy', label: t('side.buy'), tone: 'rise' },
          { value: 'sell', label: t('side.sell'), tone: 'fall' },
        ]}
      />
      <ChoiceField
        legend={t('type.label')}
        value={type}
        onChange={setType}
        choices={[
          { value: 'market', label: t('type.market') },
          { value: 'limit', label: t('type.limit') },
        ]}
      />
      {type === 'limit' && (
        <AmountField
          field={form.field('limitPrice')}
          label={t('limitPrice')}
          currency={market.quote_currency}
          value={limitPrice}
          onChange={setLimitPrice}
        />
      )}
      <AmountField
        field={form.field('amount')}
        label={t('amount')}
        currency={market.base_currency}
        value={amount}
        onChange={setAmount}
        note={
          <span data-testid="spot-available">
            {t('available', {
              amount: formatMoney(available.get(payCurrency) ?? '0', payCurrency),
              currency: payCurrency,
            })}
          </span>
        }
      />
      {result.ok && <PreviewList preview={result.preview} pair={market} />}
      {result.ok && type === 'limit' && <p className="wh-spot-note">{t('preview.limitNote')}</p>}
      <button
        type="submit"
        className="wh-button wh-button--primary wh-spot-submit"
        data-tone={side === 'buy' ? 'rise' : 'fall'}
        disabled={!result.ok || form.submitting}
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
        {t('quote.bid')} <strong className="wh-fall">{formatPrice(market.bid)}</strong>
      </span>
      <span>
        {t('quote.ask')} <strong className="wh-rise">{formatPrice(market.ask)}</strong>
      </span>
    </p>
  );
}
