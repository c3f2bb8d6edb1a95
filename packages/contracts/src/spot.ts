import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency';
import { decimalString, quoteSourceSchema } from './decimal';

/*
 * Spot orders and currency conversion (product.md §7.4 Spot group, /api/biaddress/get_huilvinfo;
 * docs/spot.md). Quantities are in the pair's base currency, prices and money in its quote currency,
 * decimal strings on the wire. A conversion is a spot market order on an FX pair.
 */

/** Refusals of the spot routes (data.reason), worded in messages/<lang>.json. */
export const SPOT_REASONS = ['SPOT_NOT_TRADABLE', 'SPOT_AMOUNT_TOO_SMALL'] as const;

const price = decimalString({ sign: 'positive', maxScale: 10 });
const money = decimalString({ sign: 'nonnegative', maxScale: 8, maxIntegerDigits: 28 });
const rate = decimalString({ sign: 'nonnegative', maxScale: 10 });

export const spotSideSchema = z
  .enum(['buy', 'sell'])
  .describe(
    'buy: receive the base currency, pay the quote (at the ask); sell: the reverse (at the bid).',
  );
export const spotOrderTypeSchema = z
  .enum(['market', 'limit'])
  .describe(
    'market fills now; limit rests (funds locked) until buy ask ≤ limit / sell bid ≥ limit.',
  );

// ---------------------------------------------------------------- requests

export const spotSubmitBodySchema = z.object({
  symbol: z.string().min(1).max(20),
  side: spotSideSchema,
  type: spotOrderTypeSchema,
  amount: decimalString({
    sign: 'positive',
    maxScale: 8,
    maxIntegerDigits: 20,
    reasons: {
      invalid: 'AMOUNT_INVALID',
      negative: 'AMOUNT_INVALID',
      zero: 'AMOUNT_INVALID',
      scale: 'AMOUNT_INVALID',
      too_large: 'AMOUNT_INVALID',
    },
  }).describe('Quantity of the base currency (BTC of BTCUSD, EUR of EURUSD, USD of USDJPY).'),
  limit_price: decimalString({
    sign: 'positive',
    maxScale: 10,
    reasons: {
      invalid: 'PRICE_INVALID',
      negative: 'PRICE_NOT_POSITIVE',
      zero: 'PRICE_NOT_POSITIVE',
      scale: 'PRICE_TOO_PRECISE',
      too_large: 'PRICE_INVALID',
    },
  })
    .nullish()
    .describe('Required for a limit order, at the instrument precision.'),
  idempotency_key: idempotencyKeySchema.optional(),
});
export type SpotSubmitBody = z.infer<typeof spotSubmitBodySchema>;

export const spotHistoryBodySchema = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  before_id: z.number().int().positive().optional(),
  status: z
    .enum(['open', 'done'])
    .optional()
    .describe('open: resting limit orders; done: filled or cancelled; absent: all.'),
});

export const spotCancelBodySchema = z.object({ order_id: z.number().int().positive() });

/** A resting limit order's new amount and limit price (product.md §10.16); the side stays. */
export const spotModifyBodySchema = z.object({
  order_id: z.number().int().positive(),
  amount: spotSubmitBodySchema.shape.amount,
  limit_price: spotSubmitBodySchema.shape.limit_price.unwrap().unwrap(),
});
export type SpotModifyBody = z.infer<typeof spotModifyBodySchema>;

// ---------------------------------------------------------------- responses

export const spotFillSchema = z.object({
  cause: z.enum(['user', 'limit']).describe('user: filled at submit; limit: by a later quote.'),
  price: price.describe('Fill price: the ask for a buy, the bid for a sell.'),
  gross: money.describe('amount × price, quote currency, rounded half-even to 8 places.'),
  fee: money.describe('gross × fee rate, quote currency, rounded half-even to 8 places.'),
  net: money.describe(
    'What the quote balance moved: a buy paid gross + fee, a sell received gross − fee.',
  ),
  bid: price,
  ask: price,
  quote_at: z.string().describe('ISO 8601 UTC time of the quote that filled it.'),
  quote_seq: z.number().int(),
  source: quoteSourceSchema,
  after_pause: z
    .boolean()
    .describe(
      'A limit order that waited out a stale or closed price, filled by the first fresh quote.',
    ),
  entry_id: z.number().int().describe('The ledger entry; its postings are in the money log.'),
});

export const spotOrderSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  base_currency: z.string(),
  quote_currency: z.string(),
  side: spotSideSchema,
  type: spotOrderTypeSchema,
  amount: money,
  limit_price: price.nullable(),
  fee_rate: rate,
  reserved_currency: z.string().nullable(),
  reserved: money.describe(
    'Locked while a limit order rests (quote currency for a buy, base for a sell).',
  ),
  status: z.enum(['pending', 'filled', 'cancelled']),
  created_at: z.string(),
  ended_at: z.string().nullable(),
  fill: spotFillSchema.nullable(),
});
export type SpotOrder = z.infer<typeof spotOrderSchema>;

export const spotSubmitDataSchema = z.object({ order: spotOrderSchema, replayed: z.boolean() });
export type SpotSubmitData = z.infer<typeof spotSubmitDataSchema>;

export const spotHistoryDataSchema = z.object({
  list: z.array(spotOrderSchema).describe('Newest first.'),
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
});
export type SpotHistoryData = z.infer<typeof spotHistoryDataSchema>;

export const spotOrderDataSchema = z.object({ order: spotOrderSchema });

/** A pair that trades spot, with its fee setting and the live quote (null before the first tick). */
export const spotMarketSchema = z.object({
  symbol: z.string(),
  category: z.string(),
  base_currency: z.string(),
  quote_currency: z.string(),
  precision: z.number().int(),
  fee_rate: rate.describe('Fraction of the gross, charged in the quote currency.'),
  bid: price.nullable(),
  ask: price.nullable(),
  mid: price.nullable(),
  quote_at: z.string().nullable(),
});
export type SpotMarket = z.infer<typeof spotMarketSchema>;

export const spotMarketsDataSchema = z.object({ list: z.array(spotMarketSchema) });
export type SpotMarketsData = z.infer<typeof spotMarketsDataSchema>;

/** get_huilvinfo: the FX pairs against USD, the currency bought or sold being `currency`. */
export const fxRateSchema = spotMarketSchema.extend({
  currency: z.string().describe('The non-USD currency of the pair.'),
});
export type FxRate = z.infer<typeof fxRateSchema>;
export const fxRatesDataSchema = z.object({ list: z.array(fxRateSchema) });
export type FxRatesData = z.infer<typeof fxRatesDataSchema>;
