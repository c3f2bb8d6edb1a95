import type { PreviewBody, SubmitOrderBody, TradeSide } from '@waihui/contracts';
import {
  closingPrice,
  limitOrderFills,
  openingPrice,
  parseDecimal,
  parseOrderPrice,
  validateLots,
  validateTakeProfitStopLoss,
  type Decimal,
  type OrderType,
} from '@waihui/core';
import type { FieldIssue } from '@/components/form/use-form';
import { formatPriceAt } from '@/lib/format/numbers';

/*
 * The trade form's values and the rules they meet before any request: lots (product.md §5.5: a positive
 * integer), the limit price and TP/SL (product.md §5.6, against the open price and the current price),
 * all with core's validators, so the page says what the server would say, only sooner.
 */

/** What the user chose, as typed: prices and lots are decimal strings, never floats. */
export interface OrderValues {
  side: TradeSide;
  type: OrderType;
  /** Whole lots as typed (digits only); validated with core's validateLots. */
  lots: string;
  /** Integer leverage, 1 … the instrument's (or profile's) maximum: chosen from chips, always valid. */
  leverage: number;
  /** Limit orders only: the price in the instrument's quote currency. */
  limitPrice: string;
  /** TP/SL fields shown; when hidden, neither is sent. */
  withStops: boolean;
  takeProfit: string;
  stopLoss: string;
}

export type OrderField = 'limitPrice' | 'lots' | 'takeProfit' | 'stopLoss';
/** The fields in screen order: a submit focuses the first invalid one. */
export const ORDER_FIELDS: readonly OrderField[] = ['limitPrice', 'lots', 'takeProfit', 'stopLoss'];

/** The smallest order (product.md §5.5 "numeric stepper default: min 1"). */
export const MIN_LOTS = 1;

export function initialOrderValues(side: TradeSide, leverage: number): OrderValues {
  return {
    side,
    type: 'market',
    lots: String(MIN_LOTS),
    leverage,
    limitPrice: '',
    withStops: false,
    takeProfit: '',
    stopLoss: '',
  };
}

/** A two-sided quote as the wire carries it (decimal strings at the instrument's precision). */
export interface WireQuote {
  bid: string;
  ask: string;
}

/**
 * The instrument's own maximum lots is not on the wire (the preview answers it, and refuses above
 * it): before a request, lots only have to be a positive whole number.
 */
const NO_CLIENT_LOTS_CAP = Number.MAX_SAFE_INTEGER;

function issueOf(error: { code: string; details?: Record<string, string> }): FieldIssue {
  const code = error.code as Extract<FieldIssue, string>;
  return error.details === undefined ? code : { code, params: error.details };
}

/** Optional price field: blank = none; otherwise core's price rule at the instrument's precision. */
function optionalPrice(
  value: string,
  precision: number,
): { price: Decimal | null; issue: FieldIssue | null } {
  if (value.trim() === '') return { price: null, issue: null };
  const parsed = parseOrderPrice(value, precision);
  return parsed.ok
    ? { price: parsed.value, issue: null }
    : { price: null, issue: issueOf(parsed.issues[0]) };
}

function limitPriceOf(values: OrderValues, precision: number) {
  if (values.type !== 'limit') return { price: null, issue: null };
  if (values.limitPrice.trim() === '')
    return { price: null, issue: 'LIMIT_PRICE_REQUIRED' as FieldIssue };
  return optionalPrice(values.limitPrice, precision);
}

/**
 * The price the order would open at, as the server decides it at submit: the opening side of the
 * quote (long at ask, short at bid) for a market order or a limit order marketable now, else the
 * limit price.
 */
export function openPriceOf(
  side: TradeSide,
  limitPrice: Decimal | null,
  quote: WireQuote,
): Decimal {
  const q = { bid: parseDecimal(quote.bid), ask: parseDecimal(quote.ask) };
  const market = openingPrice(side, q);
  if (limitPrice === null) return market;
  return limitOrderFills(side, limitPrice, q) ? market : limitPrice;
}

/**
 * Every field's problem now (null = fine). TP/SL are checked against the open price and the
 * closing side of `quote` (a long's bid, a short's ask) with core's validateTakeProfitStopLoss;
 * without a quote yet only their format is checked (the server checks the rest).
 */
export function orderIssues(
  values: OrderValues,
  precision: number,
  quote: WireQuote | null,
): Record<OrderField, FieldIssue | null> {
  const lots = validateLots(values.lots, NO_CLIENT_LOTS_CAP);
  const limit = limitPriceOf(values, precision);
  const issues: Record<OrderField, FieldIssue | null> = {
    lots: lots.ok ? null : issueOf(lots.issues[0]),
    limitPrice: limit.issue,
    takeProfit: null,
    stopLoss: null,
  };
  if (!values.withStops) return issues;
  const takeProfit = optionalPrice(values.takeProfit, precision);
  const stopLoss = optionalPrice(values.stopLoss, precision);
  issues.takeProfit = takeProfit.issue;
  issues.stopLoss = stopLoss.issue;
  if (takeProfit.issue !== null || stopLoss.issue !== null || limit.issue !== null) return issues;
  if (quote === null || (takeProfit.price === null && stopLoss.price === null)) return issues;
  const checked = validateTakeProfitStopLoss({
    side: values.side,
    openPrice: openPriceOf(values.side, limit.price, quote),
    currentPrice: closingPrice(values.side, {
      bid: parseDecimal(quote.bid),
      ask: parseDecimal(quote.ask),
    }),
    takeProfit: takeProfit.price,
    stopLoss: stopLoss.price,
  });
  if (!checked.ok) {
    const { code, details } = checked.issues[0];
    const field = code.startsWith('TAKE_PROFIT') ? 'takeProfit' : 'stopLoss';
    // The price it was compared with, shown as prices are: at the instrument's precision.
    issues[field] = { code, params: { price: formatPriceAt(details?.price, precision) } };
  }
  return issues;
}

/** The preview request for the form as it stands, or null while lots or the limit price are not valid. */
export function previewBodyOf(
  values: OrderValues,
  symbol: string,
  precision: number,
): PreviewBody | null {
  const issues = orderIssues({ ...values, withStops: false }, precision, null);
  if (issues.lots !== null || issues.limitPrice !== null) return null;
  return orderOf(values, symbol);
}

/** The order as the preview and the submit both send it: the limit price only on a limit order. */
function orderOf(values: OrderValues, symbol: string): PreviewBody {
  return {
    symbol,
    side: values.side,
    type: values.type,
    lots: Number(values.lots.trim()),
    leverage: values.leverage,
    limit_price: values.type === 'limit' ? values.limitPrice.trim() : null,
  };
}

/** The consent the server expects with a user's first leveraged order (trading.service.ts). */
export interface OrderConsent {
  accepted: true;
  answers: Record<string, string>;
}

/**
 * The submit request: exactly what the user confirmed. Prices go as typed (decimal strings); TP/SL
 * only when the section is open and the field is filled; `consent` only with the first order.
 */
export function submitBodyOf(
  values: OrderValues,
  symbol: string,
  idempotencyKey: string,
  consent: OrderConsent | null,
): SubmitOrderBody {
  const stop = (value: string) => (values.withStops && value.trim() !== '' ? value.trim() : null);
  return {
    ...orderOf(values, symbol),
    take_profit: stop(values.takeProfit),
    stop_loss: stop(values.stopLoss),
    idempotency_key: idempotencyKey,
    ...(consent === null ? {} : { consent }),
  };
}
