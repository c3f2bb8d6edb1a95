import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { conversionOrder, parseDecimal, tryParseDecimal } from '@waihui/core';
import type { FxRate, SpotOrder } from '@waihui/contracts';
import { BookSwitch } from '@/components/book-switch';
import { AmountField, SelectField } from '@/components/form/fields';
import { ChoiceField } from '@/components/form/choice-field';
import { useForm, type ServerFieldMap } from '@/components/form/use-form';
import { LoadState } from '@/components/load-state';
import { LoginRequired } from '@/components/login-required';
import { NavBar } from '@/components/nav-bar';
import { confirmDialog } from '@/lib/confirm-dialog';
import { PATHS } from '@/lib/paths';
import { QuotesScope } from '@/lib/quotes/quotes-scope';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { coinBalancesQueryOptions, fxRatesQueryOptions, useSubmitSpot } from '../api/spot';
import { availableByCurrency, previewSpotOrder } from '../components/order-values';
import { PreviewList, previewTextValues } from '../components/preview-list';
import { formatMoney } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/prices';
import '../components/spot.css';

/**
 * Buy foreign exchange (maiwaihui, product.md §2.4; docs/spot.md): the live rates of the FX pairs against
 * USD, and a conversion USD ⇄ a currency, which is a spot market order on its pair (buy at the ask,
 * sell at the bid, fee in the quote currency) with the fee and result shown before confirm. The
 * question is the same on every pair: what you pay, in the currency you pay (core's conversionOrder
 * turns it into the pair's base quantity); the preview shows what you get. Standard
 * header with an empty title, so the page names itself in its body.
 */
export default function FxBuyPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  const rates = useQuery(fxRatesQueryOptions());
  return (
    <>
      <NavBar />
      <BookSwitch />
      <h1 className="wh-assets-page-title wh-spot-title">{t('titles.fxBuy')}</h1>
      <QuotesScope className="wh-spot">
        {rates.data === undefined ? (
          <LoadState
            ns="spot"
            className="wh-spot-empty"
            failed={rates.isError}
            onRetry={() => void rates.refetch()}
          />
        ) : (
          <>
            <RatesTable rates={rates.data.list} />
            {token === null ? (
              <LoginRequired />
            ) : (
              <ConvertForm rates={rates.data.list} token={token} />
            )}
          </>
        )}
      </QuotesScope>
    </>
  );
}

function RatesTable({ rates }: { rates: readonly FxRate[] }) {
  const { t } = useTranslation('spot');
  return (
    <table className="wh-spot-rates">
      <caption className="wh-spot-section-title">{t('fx.rates')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fx.currency')}</th>
          <th scope="col">{t('quote.bid')}</th>
          <th scope="col">{t('quote.ask')}</th>
          <th scope="col">{t('quote.mid')}</th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.symbol} data-testid={`rate-${rate.symbol}`}>
            <th scope="row">{`${rate.currency} (${rate.base_currency}/${rate.quote_currency})`}</th>
            <td>{formatPrice(rate.bid)}</td>
            <td>{formatPrice(rate.ask)}</td>
            <td>{formatPrice(rate.mid)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Direction = 'toForeign' | 'fromForeign';

/**
 * A short balance is about the amount here; the other refusals of a conversion sit where
 * contracts' REASON_FIELDS say (or stay a toast).
 */
const SERVER_FIELDS: ServerFieldMap<'currency' | 'amount'> = { INSUFFICIENT_BALANCE: 'amount' };

function ConvertForm({ rates, token }: { rates: readonly FxRate[]; token: string }) {
  const [symbol, setSymbol] = useState(rates[0]?.symbol ?? '');
  const rate = rates.find((r) => r.symbol === symbol) ?? rates[0];
  if (rate === undefined) return null;
  return <Conversion rates={rates} rate={rate} onRateChange={setSymbol} token={token} />;
}

/** USD ⇄ the currency of `rate`: a market order on its pair, previewed, confirmed, then sent. */
function Conversion({
  rates,
  rate,
  onRateChange,
  token,
}: {
  rates: readonly FxRate[];
  rate: FxRate;
  onRateChange: (symbol: string) => void;
  token: string;
}) {
  const { t } = useTranslation('spot');
  const [direction, setDirection] = useState<Direction>('toForeign');
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<SpotOrder | null>(null);
  const balances = useQuery(coinBalancesQueryOptions(token));
  const submit = useSubmitSpot();

  const pair = { symbol: rate.symbol, base: rate.base_currency, quote: rate.quote_currency };
  const [from, to] = direction === 'toForeign' ? ['USD', rate.currency] : [rate.currency, 'USD'];
  const order = conversionOf(rate, pair, from, to, amount);
  const available = availableByCurrency(balances.data?.coin.balance_arr);
  const result = previewSpotOrder({
    market: rate,
    side: order.side,
    type: 'market',
    amount: order.amount,
    limitPrice: '',
    available,
  });
  // Every problem is the amount's (an empty one just keeps the button disabled).
  const form = useForm(
    { name: 'fx', fields: ['currency', 'amount'], server: SERVER_FIELDS, showIssues: 'onEdit' },
    { amount: result.ok || result.issue === 'AMOUNT_REQUIRED' ? null : result.issue },
  );

  const onSubmit = form.onSubmit(async () => {
    if (!result.ok) return;
    const confirmed = await confirmDialog({
      title: t('fx.confirmTitle'),
      content: t('fx.confirmText', {
        ...previewTextValues(result.preview, rate.precision, rate.quote_currency),
        feeCurrency: rate.quote_currency,
      }),
    });
    if (!confirmed) return;
    const { order: placed } = await submit.mutateAsync({
      symbol: rate.symbol,
      side: order.side,
      type: 'market',
      amount: order.amount,
      idempotency_key: crypto.randomUUID(),
    });
    setAmount('');
    form.reset();
    setDone(placed);
    const received = placed.side === 'buy' ? placed.amount : (placed.fill?.net ?? '0');
    const receivedCurrency = placed.side === 'buy' ? placed.base_currency : placed.quote_currency;
    showToast(
      t('fx.done', {
        receive: formatMoney(received, receivedCurrency),
        receiveCurrency: receivedCurrency,
      }),
      {
        icon: 'success',
      },
    );
  });

  return (
    <form className="wh-spot-form" noValidate onSubmit={onSubmit}>
      <SelectField
        field={form.field('currency')}
        label={t('fx.currency')}
        value={rate.symbol}
        options={rates.map((r) => ({ value: r.symbol, label: r.currency }))}
        onChange={onRateChange}
      />
      <ChoiceField
        legend={t('fx.direction')}
        value={direction}
        onChange={setDirection}
        choices={[
          { value: 'toForeign', label: t('fx.toForeign', { currency: rate.currency }) },
          { value: 'fromForeign', label: t('fx.fromForeign', { currency: rate.currency }) },
        ]}
      />
      <AmountField
        field={form.field('amount')}
        label={t('fx.pay')}
        currency={from}
        value={amount}
        onChange={setAmount}
        note={
          <span data-testid="fx-available">
            {t('available', {
              amount: formatMoney(available.get(from) ?? '0', from),
              currency: from,
            })}
          </span>
        }
      />
      <p className="wh-spot-note">{t('fx.payNote', { from, to, quote: rate.quote_currency })}</p>
      {result.ok && <PreviewList preview={result.preview} pair={rate} />}
      <button
        type="submit"
        className="wh-button wh-button--primary wh-spot-submit"
        disabled={!result.ok || form.submitting}
      >
        {t('fx.convert')}
      </button>
      {done !== null && (
        <p className="wh-spot-links" data-testid="fx-result">
          <span>
            {t('order.fill', {
              price: done.fill?.price ?? '',
              bid: done.fill?.bid ?? '',
              ask: done.fill?.ask ?? '',
              time: (done.fill?.quote_at ?? '').replace('T', ' ').slice(0, 19),
            })}
          </span>
          <Link to={PATHS.moneyLog}>{t('fx.moneyLog')}</Link>
        </p>
      )}
    </form>
  );
}

/**
 * The spot order of "you pay `typed` of `from`, you get `to`": core's conversionOrder at the rate's
 * quote, its base quantity as the order's amount. While the typed text is not a payable amount (or
 * there is no quote), the text itself goes to the preview, which then says what is wrong with it.
 */
function conversionOf(
  rate: FxRate,
  pair: { symbol: string; base: string; quote: string },
  from: string,
  to: string,
  typed: string,
): { side: 'buy' | 'sell'; amount: string } {
  const side = from === pair.base ? 'sell' : 'buy';
  const pay = tryParseDecimal(typed.trim());
  if (pay === null || rate.bid === null || rate.ask === null) return { side, amount: typed };
  const order = conversionOrder({
    pair,
    from,
    to,
    pay,
    quote: { bid: parseDecimal(rate.bid), ask: parseDecimal(rate.ask) },
    feeRate: parseDecimal(rate.fee_rate),
  });
  return order === null ? { side, amount: typed } : { side, amount: order.quantity.toFixed() };
}
