import { z } from 'zod';
import { TP_SL_ISSUE_CODES } from '@waihui/core';
import { decimalString, quoteSourceSchema } from './decimal';
import { idempotencyKeySchema } from './idempotency';

/*
 * Contract trading (product.md §3.5, §4.2, §5.5–§5.6, §7.4 Contract group; docs/trading.md). Prices are decimal strings at the
 * instrument's precision; money is USD with up to 8 decimals (the ledger's scale), signed where it
 * can be a loss. Lots and leverage may come as a number or a string: the rules (positive whole lots,
 * leverage within the instrument's or profile's maximum) answer with their own reasons.
 */

/** `data.reason` values of the trading calls, besides the generic ones. */
export const TRADING_REASONS = [
  'INSTRUMENT_NOT_TRADABLE',
  'QUOTE_UNAVAILABLE',
  'CONVERSION_UNAVAILABLE',
  'LIMIT_PRICE_REQUIRED',
  'PRICE_INVALID',
  'PRICE_NOT_POSITIVE',
  'PRICE_TOO_PRECISE',
  'LOTS_INVALID',
  'LOTS_NOT_POSITIVE_INTEGER',
  'LOTS_ABOVE_MAXIMUM',
  'LEVERAGE_INVALID',
  'LEVERAGE_ABOVE_MAXIMUM',
  ...TP_SL_ISSUE_CODES,
  'INSUFFICIENT_MARGIN',
  'RISK_CONSENT_REQUIRED',
  'APPROPRIATENESS_FAILED',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_PENDING',
  'POSITION_NOT_FOUND',
  'POSITION_NOT_OPEN',
  'LIMIT_PRICE_MARKETABLE',
  'POSITION_PART_TOO_SMALL',
] as const;

// ---------------------------------------------------------------- shared fields

const priceReasons = {
  invalid: 'PRICE_INVALID',
  negative: 'PRICE_NOT_POSITIVE',
  zero: 'PRICE_NOT_POSITIVE',
  scale: 'PRICE_TOO_PRECISE',
  too_large: 'PRICE_INVALID',
} as const;

/** A price the user types: > 0, at most 10 decimals here; the instrument's precision is the rule. */
const priceInput = decimalString({ sign: 'positive', maxScale: 10, reasons: priceReasons });
const price = decimalString({ sign: 'positive', maxScale: 10 });
const usd = decimalString({ sign: 'nonnegative', maxScale: 8, maxIntegerDigits: 28 });
const signedUsd = decimalString({ sign: 'any', maxScale: 8, maxIntegerDigits: 28 });
const wholeNumber = z.union([z.number(), z.string().max(20)]);

export const tradeSideSchema = z
  .enum(['long', 'short'])
  .describe('long opens at ask and closes at bid; short opens at bid and closes at ask.');
export type TradeSide = z.infer<typeof tradeSideSchema>;
export const orderTypeSchema = z
  .enum(['market', 'limit'])
  .describe('market fills now; limit rests until buy ask ≤ limit / sell bid ≥ limit.');
export const fillCauseSchema = z
  .enum(['user', 'limit', 'take_profit', 'stop_loss', 'stop_out'])
  .describe('What made the fill happen.');
export type FillCause = z.infer<typeof fillCauseSchema>;

/** The quote a fill used, so anyone can recompute its price (long opens at ask, closes at bid…). */
export const fillSchema = z.object({
  id: z.number().int(),
  position_id: z.number().int(),
  order_id: z.number().int().nullable(),
  action: z.enum(['open', 'close']),
  cause: fillCauseSchema,
  symbol: z.string(),
  side: tradeSideSchema,
  lots: z.number().int(),
  price,
  bid: price,
  ask: price,
  quoted_at: z.string().describe('Time of the quote (ISO UTC).'),
  quote_seq: z.number().int().describe('Feed sequence number of the quote.'),
  source: quoteSourceSchema,
  usd_pair: z
    .string()
    .nullable()
    .describe(
      'Pair converting the quote currency to USD (XXXUSD multiplies, USDXXX divides); null for USD.',
    ),
  usd_rate: price.describe('Mid of usd_pair at the fill; "1" for USD.'),
  fee: usd,
  realized_pnl: signedUsd.nullable().describe('Close fills: realised PnL in USD before the fee.'),
  house_cover: usd.describe('Negative-balance protection paid by the house on this close (USD).'),
  after_restart: z.boolean().describe('Filled by the first quote checked after a server start.'),
  after_pause: z
    .boolean()
    .describe(
      'A trigger that waited out a stale or closed price, filled by the first fresh quote.',
    ),
  created_at: z.string(),
});
export type Fill = z.infer<typeof fillSchema>;

export const positionSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  side: tradeSideSchema,
  lots: z.number().int(),
  leverage: z.number().int(),
  contract_size: decimalString({ sign: 'positive', maxScale: 10 }),
  quote_currency: z.string(),
  open_price: price,
  margin: usd.describe('Initial margin, USD, fixed at the fill.'),
  open_fee: usd,
  take_profit: price.nullable(),
  stop_loss: price.nullable(),
  status: z.enum(['open', 'closed']),
  opened_at: z.string(),
  current_price: price
    .nullable()
    .describe('Open positions: the closing side now (a long’s bid, a short’s ask).'),
  floating_pnl: signedUsd
    .nullable()
    .describe('Open positions: PnL in USD if closed now, before the close fee.'),
  profit_rate: decimalString({ sign: 'any', maxScale: 2, maxIntegerDigits: 12 })
    .nullable()
    .describe('PnL / margin × 100 (%, 2 decimals): floating while open, realised when closed.'),
  estimated_stop_out_price: price.nullable(),
  close_price: price.nullable(),
  close_cause: fillCauseSchema.nullable(),
  close_fee: usd.nullable(),
  realized_pnl: signedUsd.nullable(),
  closed_at: z.string().nullable(),
  fills: z.array(fillSchema),
});
export type Position = z.infer<typeof positionSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  side: tradeSideSchema,
  type: orderTypeSchema,
  lots: z.number().int(),
  leverage: z.number().int(),
  limit_price: price.nullable(),
  take_profit: price.nullable(),
  stop_loss: price.nullable(),
  reserved_margin: usd,
  reserved_fee: usd,
  status: z.enum(['pending', 'filled', 'cancelled', 'rejected']),
  cancel_cause: z.enum(['user', 'stop_out', 'insufficient_margin']).nullable(),
  position_id: z.number().int().nullable(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

// ---------------------------------------------------------------- requests

const orderFields = {
  symbol: z.string().min(1).max(20),
  side: tradeSideSchema,
  type: orderTypeSchema,
  lots: wholeNumber.describe('Positive whole lots (product.md §5.5), e.g. 1 or "1".'),
  leverage: wholeNumber.describe(
    '1 … the instrument’s maximum (capped by the compliance profile).',
  ),
  limit_price: priceInput.nullish().describe('Required for limit orders.'),
};

export const previewBodySchema = z.object(orderFields);
export type PreviewBody = z.infer<typeof previewBodySchema>;

export const consentSchema = z.object({
  accepted: z.boolean().describe('The user read the risk warning and accepts it.'),
  answers: z
    .record(z.string().max(40), z.string().max(40))
    .describe('Appropriateness check: question id → answer id.'),
});

export const submitOrderBodySchema = z.object({
  ...orderFields,
  take_profit: priceInput.nullish(),
  stop_loss: priceInput.nullish(),
  idempotency_key: idempotencyKeySchema.optional(),
  consent: consentSchema
    .optional()
    .describe('Needed with the first leveraged order (RISK_CONSENT_REQUIRED otherwise).'),
});
export type SubmitOrderBody = z.infer<typeof submitOrderBodySchema>;

export const closePositionBodySchema = z.object({
  position_id: z.number().int().positive(),
  lots: wholeNumber
    .optional()
    .describe(
      'Close this many whole lots (1 … the lots open, product.md §10.16); absent closes the whole position.',
    ),
});
export type ClosePositionBody = z.infer<typeof closePositionBodySchema>;
export const cancelOrderBodySchema = z.object({ order_id: z.number().int().positive() });
/** A resting limit order's new terms (product.md §10.16): each field is the value it will have. */
export const modifyOrderBodySchema = z.object({
  order_id: z.number().int().positive(),
  lots: wholeNumber.describe('Positive whole lots (product.md §5.5).'),
  limit_price: priceInput.describe('The new limit; one the quote already crosses is refused.'),
  take_profit: priceInput.nullable().describe('null removes the take-profit.'),
  stop_loss: priceInput.nullable().describe('null removes the stop-loss.'),
});
export type ModifyOrderBody = z.infer<typeof modifyOrderBodySchema>;

export const setStopsBodySchema = z.object({
  position_id: z.number().int().positive(),
  take_profit: priceInput.nullable().describe('null removes the take-profit.'),
  stop_loss: priceInput.nullable().describe('null removes the stop-loss.'),
});
export type SetStopsBody = z.infer<typeof setStopsBodySchema>;

export const tradeHistoryBodySchema = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  before_id: z.number().int().positive().optional(),
});

// ---------------------------------------------------------------- responses

export const previewDataSchema = z.object({
  fills_now: z.boolean(),
  fill_price_now: price.nullable(),
  priced_at: price.describe('Price margin and fee are computed at.'),
  bid: price,
  ask: price,
  notional_usd: usd,
  margin: usd,
  fee: usd,
  required: usd.describe('margin + fee.'),
  spendable: usd.describe('min(available, free margin) now.'),
  sufficient: z.boolean(),
  free_margin_before: signedUsd,
  free_margin_after: signedUsd,
  estimated_stop_out_price: price.nullable(),
  max_lots: z.number().int(),
  max_leverage: z.number().int(),
});
export type PreviewData = z.infer<typeof previewDataSchema>;

export const submitOrderDataSchema = z.object({
  order: orderSchema,
  position: positionSchema.nullable(),
  replayed: z.boolean(),
});
export type SubmitOrderData = z.infer<typeof submitOrderDataSchema>;

export const tradingSummarySchema = z.object({
  currency: z.literal('USD'),
  balance: usd.describe('available + locked.'),
  available: usd,
  locked: usd,
  floating_pnl: signedUsd,
  equity: signedUsd,
  used_margin: usd,
  pending_reserved: usd,
  free_margin: signedUsd,
  margin_level: decimalString({ sign: 'any', maxScale: 8, maxIntegerDigits: 20 })
    .nullable()
    .describe('equity / used margin × 100; null without positions.'),
  margin_state: z.enum(['no_positions', 'healthy', 'margin_call', 'stop_out']),
  margin_call_level: decimalString({ sign: 'positive', maxScale: 2 }),
  stop_out_level: decimalString({ sign: 'positive', maxScale: 2 }),
  profile: z.enum(['standard', 'strict']),
  consent_required: z.boolean().describe('The next order must carry `consent`.'),
});
export type TradingSummary = z.infer<typeof tradingSummarySchema>;

export const openTradesDataSchema = z.object({
  positions: z.array(positionSchema),
  orders: z.array(orderSchema),
  summary: tradingSummarySchema,
});
export type OpenTradesData = z.infer<typeof openTradesDataSchema>;

export const tradeHistoryDataSchema = z.object({
  list: z.array(positionSchema),
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
});
export type TradeHistoryData = z.infer<typeof tradeHistoryDataSchema>;

export const positionDataSchema = z.object({ position: positionSchema });
export const orderDataSchema = z.object({ order: orderSchema });

// ---------------------------------------------------------------- live channel (/ws)

/**
 * The caller's own trading, live: send the session token once per connection. The server answers
 * `subscribed` (or `error` with reason UNAUTHENTICATED) and then pushes `account` and `valuation`
 * messages for that user only, until `unsubscribe`, the socket closes or the session ends.
 */
export const wsAccountSubscribeSchema = z.object({
  op: z.literal('subscribe'),
  channel: z.literal('account'),
  token: z.string().min(1).max(200),
});
export const wsAccountUnsubscribeSchema = z.object({
  op: z.literal('unsubscribe'),
  channel: z.literal('account'),
});

export const wsAccountSubscribedMessageSchema = z.object({
  op: z.literal('subscribed'),
  channel: z.literal('account'),
});

/** What changed, after its transaction committed. */
export const accountEventSchema = z.enum([
  'order_placed',
  'order_ended',
  'position_opened',
  'position_closed',
  'stops_changed',
  'order_modified',
  'position_reduced',
]);

/**
 * One committed change of the user's trading: the order and/or position it touched (as the HTTP
 * calls return them, fills and quotes included) and the account summary after it.
 */
export const wsAccountMessageSchema = z.object({
  op: z.literal('account'),
  event: accountEventSchema,
  order: orderSchema.nullable(),
  position: positionSchema.nullable(),
  summary: tradingSummarySchema,
});
export type WsAccountMessage = z.infer<typeof wsAccountMessageSchema>;

/** Live figures of one open position (the rest of it changes only with an `account` message). */
export const positionValuationSchema = positionSchema.pick({
  id: true,
  current_price: true,
  floating_pnl: true,
  profit_rate: true,
  estimated_stop_out_price: true,
});
export type PositionValuation = z.infer<typeof positionValuationSchema>;

/**
 * The account revalued at the latest quotes: at most one per second per connection, and only when a
 * quote of an instrument the user holds moved since the last one.
 */
export const wsValuationMessageSchema = z.object({
  op: z.literal('valuation'),
  ts: z.number().int().describe('Time the figures were computed (epoch ms).'),
  summary: tradingSummarySchema,
  positions: z.array(positionValuationSchema),
});
export type WsValuationMessage = z.infer<typeof wsValuationMessageSchema>;
