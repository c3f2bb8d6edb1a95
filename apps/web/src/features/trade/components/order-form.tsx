import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarketItem,
  PreviewData,
  SubmitOrderData,
  Ticker,
  TradeSide,
  TradingSummary,
} from '@waihui/contracts';
import { openingPrice, parseDecimal, type OrderType } from '@waihui/core';
import { ChoiceField } from '@/components/form/choice-field';
import { AmountField } from '@/components/form/fields';
import { loginPathFor } from '@/components/login-required';
import { useForm } from '@/components/form/use-form';
import { ApiError } from '@/lib/http/client';
import { NotLiveNote, useNotLiveReason } from '@/lib/quotes/price-status';
import { useFundingStep } from '../api/funding-step';
import { getPreviewQueryOptions, useSubmitOrder } from '../api/trading';
import { OrderConfirmSheet } from './order-confirm-sheet';
import { ConsentSheet } from './consent-sheet';
import { defaultLeverage, leverageChoices, maxLeverageOf } from './contract-instruments';
import { LotsStepper } from './lots-stepper';
import { OrderPreview } from './order-preview';
import { OrderResult } from './order-result';
import {
  initialOrderValues,
  ORDER_FIELDS,
  orderIssues,
  previewBodyOf,
  submitBodyOf,
  type OrderConsent,
  type OrderValues,
} from './order-values';
import { useDebouncedValue } from './use-debounced-value';
import { displaySymbol } from '@/lib/format/prices';
import { formatMoney } from '@/lib/format/numbers';

/** The preview is asked for once the form has stayed unchanged this long (ms). */
export const PREVIEW_DEBOUNCE_MS = 300;
/**
 * The preview prices the order at the quote of the moment: it is read again this often (ms) while
 * the page is visible, so its fill price and margin follow the market (TanStack Query pauses in
 * the background). The confirm step always reads it afresh.
 */
export const PREVIEW_REFRESH_MS = 5_000;

/** The server's message of a refusal (envelope failure), or null for any other failure. */
function refusalMessage(failure: unknown): string | null {
  return failure instanceof ApiError && failure.kind === 'envelope' && failure.message !== ''
    ? failure.message
    : null;
}

/** What is on screen besides the form: the risk warning, the order summary, or the result. */
type Step = 'form' | 'consent' | 'confirm' | 'result';

/**
 * The order ticket of one instrument: direction, market or limit (with its price), lots,
 * leverage up to the instrument's maximum capped by the compliance profile, optional TP/SL checked
 * with core's rules before any request, the server's preview, then (on a first order) the risk
 * warning, the summary to confirm, and the result. One idempotency key per confirmed submit.
 * Without a session (token null) the ticket can be filled in but asks for nothing: its button
 * is the way to log in and come back here.
 */
export function OrderForm({
  token,
  item,
  ticker,
  summary,
  initialSide,
  onSideChange,
}: {
  token: string | null;
  item: MarketItem;
  ticker: Ticker | null;
  /** The contract account; null without a session (then the instrument's own maximum leverage). */
  summary: TradingSummary | null;
  initialSide: TradeSide;
  onSideChange: (side: TradeSide) => void;
}) {
  const { t } = useTranslation('trade');
  const { pathname, search } = useLocation();
  const maxLeverage = maxLeverageOf(item, summary?.profile ?? 'standard');
  const [values, setValues] = useState<OrderValues>(() =>
    initialOrderValues(initialSide, defaultLeverage(maxLeverage)),
  );
  const [step, setStep] = useState<Step>('form');
  /** The consent given on this page, sent with the order until one is accepted by the server. */
  const [consent, setConsent] = useState<OrderConsent | null>(null);
  const [consentRefusal, setConsentRefusal] = useState<string | null>(null);
  /** The preview read afresh when the user asked to place the order: what the summary shows. */
  const [confirmPreview, setConfirmPreview] = useState<PreviewData | null>(null);
  const [result, setResult] = useState<SubmitOrderData | null>(null);
  const submit = useSubmitOrder();
  const queryClient = useQueryClient();

  /** Why no order may be placed on it now (stale or closed price); null while live. */
  const notLiveReason = useNotLiveReason(ticker);
  const issues = orderIssues(values, item.precision, ticker);
  const form = useForm({ name: 'trade', fields: ORDER_FIELDS }, issues);

  const previewBody = previewBodyOf(values, item.symbol, item.precision);
  const settledBody = useDebouncedValue(previewBody, PREVIEW_DEBOUNCE_MS);
  const previewQuery = useQuery({
    ...getPreviewQueryOptions(token, settledBody),
    placeholderData: keepPreviousData,
    refetchInterval: PREVIEW_REFRESH_MS,
  });
  const settled = JSON.stringify(previewBody) === JSON.stringify(settledBody);
  const preview = previewBody === null ? undefined : previewQuery.data;
  // A refusal says why in the user's language (the server's message); anything else, that it failed.
  const fundingStep = useFundingStep(token, preview?.sufficient === false);
  const previewFailure =
    previewBody === null || !settled || !previewQuery.isError
      ? null
      : (refusalMessage(previewQuery.error) ?? t('preview.failed'));

  function change(next: Partial<OrderValues>): void {
    setValues((before) => ({ ...before, ...next }));
  }

  function chooseSide(side: TradeSide): void {
    change({ side });
    onSideChange(side);
  }

  function chooseType(type: OrderType): void {
    // A new limit order starts at the price it would open at now (long at ask, short at bid).
    const start =
      type === 'limit' && values.limitPrice === '' && ticker !== null
        ? openingPrice(values.side, {
            bid: parseDecimal(ticker.bid),
            ask: parseDecimal(ticker.ask),
          }).toFixed(item.precision)
        : values.limitPrice;
    change({ type, limitPrice: start });
  }

  const onSubmit = form.onSubmit(async () => {
    if (previewBody === null) return;
    // The order as it stands now, priced now (the debounced preview may be a keystroke behind).
    const fresh = await queryClient.fetchQuery({
      ...getPreviewQueryOptions(token, previewBody),
      staleTime: 0,
    });
    // Not enough margin: the preview says so on the page, with the way to transfer money in.
    if (!fresh.sufficient) return;
    setConfirmPreview(fresh);
    setStep(summary?.consent_required === true && consent === null ? 'consent' : 'confirm');
  });

  async function confirm(): Promise<void> {
    // One key per confirmed submit: a retry of this request never opens twice.
    const body = submitBodyOf(values, item.symbol, crypto.randomUUID(), consent);
    try {
      const data = await submit.mutateAsync(body);
      setConsent(null);
      setResult(data);
      setStep('result');
    } catch (failure) {
      const reason = failure instanceof ApiError ? failure.details.reason : undefined;
      if (reason === 'RISK_CONSENT_REQUIRED' || reason === 'APPROPRIATENESS_FAILED') {
        setConsent(null);
        setConsentRefusal(reason === 'APPROPRIATENESS_FAILED' ? refusalMessage(failure) : null);
        setStep('consent');
        return;
      }
      setStep('form');
      form.showServerError(failure);
    }
  }

  function tradeAgain(): void {
    setValues(initialOrderValues(values.side, values.leverage));
    setResult(null);
    setStep('form');
    form.reset();
  }

  const symbol = displaySymbol(item);
  const stopsHint = values.side === 'long' ? t('form.stopsHintLong') : t('form.stopsHintShort');
  return (
    <>
      <form className="wh-trade-form" noValidate aria-label={t('form.title')} onSubmit={onSubmit}>
        <ChoiceField
          legend={t('form.side')}
          hideLegend
          choices={[
            { value: 'long', label: t('form.long'), tone: 'rise' },
            { value: 'short', label: t('form.short'), tone: 'fall' },
          ]}
          value={values.side}
          onChange={chooseSide}
        />
        <ChoiceField
          legend={t('form.type')}
          hideLegend
          choices={[
            { value: 'market', label: t('form.market') },
            { value: 'limit', label: t('form.limit') },
          ]}
          value={values.type}
          onChange={chooseType}
        />
        {values.type === 'limit' && (
          <>
            <AmountField
              field={form.field('limitPrice')}
              label={t('form.limitPrice')}
              currency={item.quote_currency}
              scale={item.precision}
              value={values.limitPrice}
              onChange={(limitPrice) => change({ limitPrice })}
            />
            <p className="wh-trade-field-note">
              {values.side === 'long' ? t('form.limitHintLong') : t('form.limitHintShort')}
            </p>
          </>
        )}
        <LotsStepper
          field={form.field('lots')}
          value={values.lots}
          onChange={(lots) => change({ lots })}
          max={preview?.max_lots ?? null}
          hint={[
            t('form.lotSize', {
              size: formatMoney(item.contract_size, item.base_currency),
              base: item.base_currency,
            }),
            ...(preview === undefined ? [] : [t('form.maxLots', { count: preview.max_lots })]),
          ].join(' · ')}
        />
        <ChoiceField
          legend={t('form.leverage')}
          look="chips"
          choices={leverageChoices(maxLeverage).map((value) => ({
            value,
            label: t('form.leverageValue', { value }),
          }))}
          value={values.leverage}
          onChange={(leverage) => change({ leverage })}
        />
        <p className="wh-trade-field-note">{t('form.leverageMax', { value: maxLeverage })}</p>
        <div className="wh-trade-toggle">
          <input
            id="trade-with-stops"
            type="checkbox"
            className="wh-checkbox"
            checked={values.withStops}
            aria-expanded={values.withStops}
            aria-controls="trade-stops"
            onChange={(event) => change({ withStops: event.target.checked })}
          />
          <label htmlFor="trade-with-stops">
            {t('form.stops')} <span className="wh-trade-optional">({t('form.optional')})</span>
          </label>
        </div>
        <div id="trade-stops" hidden={!values.withStops}>
          {values.withStops && (
            <>
              <p className="wh-trade-field-note">{stopsHint}</p>
              <AmountField
                field={form.field('takeProfit')}
                label={t('form.takeProfit')}
                scale={item.precision}
                value={values.takeProfit}
                onChange={(takeProfit) => change({ takeProfit })}
              />
              <AmountField
                field={form.field('stopLoss')}
                label={t('form.stopLoss')}
                scale={item.precision}
                value={values.stopLoss}
                onChange={(stopLoss) => change({ stopLoss })}
              />
            </>
          )}
        </div>
        <OrderPreview
          preview={preview}
          side={values.side}
          precision={item.precision}
          pending={previewBody !== null && (!settled || previewQuery.isFetching)}
          failure={previewFailure}
          fundingStep={fundingStep}
        />
        <NotLiveNote id="trade-not-live" reason={notLiveReason} />
        {token === null ? (
          <Link
            className={`wh-trade-submit wh-trade-submit--${values.side}`}
            to={loginPathFor(`${pathname}${search}`)}
          >
            {t('form.loginToTrade')}
          </Link>
        ) : (
          <button
            type="submit"
            className={`wh-trade-submit wh-trade-submit--${values.side}`}
            disabled={form.submitting || notLiveReason !== null}
            aria-describedby={notLiveReason === null ? undefined : 'trade-not-live'}
          >
            {values.side === 'long'
              ? t('form.submitLong', { symbol })
              : t('form.submitShort', { symbol })}
          </button>
        )}
      </form>
      {step === 'consent' && summary !== null && (
        <ConsentSheet
          stopOutLevel={summary.stop_out_level}
          serverMessage={consentRefusal}
          onCancel={() => setStep('form')}
          onAccept={(given) => {
            setConsent(given);
            setConsentRefusal(null);
            setStep('confirm');
          }}
        />
      )}
      {step === 'confirm' && confirmPreview !== null && (
        <OrderConfirmSheet
          item={item}
          values={values}
          preview={confirmPreview}
          submitting={submit.isPending}
          onCancel={() => setStep('form')}
          onConfirm={() => void confirm()}
        />
      )}
      {step === 'result' && result !== null && (
        <OrderResult item={item} result={result} onTradeAgain={tradeAgain} />
      )}
    </>
  );
}
