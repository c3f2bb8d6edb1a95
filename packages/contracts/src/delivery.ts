import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency';
import { decimalString, quoteSourceSchema } from './decimal';

/*
 * Delivery (fixed-time) contracts (docs/delivery.md): stake on up or down over a period; settled at
 * the mid of the first quote at or after expiry. Money is USD from the coin account, decimal strings.
 */

/** Reasons the delivery endpoints answer (worded in messages/<lang>.json). */
export const DELIVERY_REASONS = [
  'DELIVERY_DISABLED',
  'DELIVERY_INSTRUMENT_UNAVAILABLE',
  'DELIVERY_PERIOD_UNAVAILABLE',
  'DELIVERY_STAKE_INVALID',
  'DELIVERY_STAKE_BELOW_MINIMUM',
  'DELIVERY_STAKE_ABOVE_MAXIMUM',
] as const;

const usd = decimalString({ sign: 'nonnegative', maxScale: 8, maxIntegerDigits: 28 });
const price = decimalString({ sign: 'positive', maxScale: 12 });
const rate = decimalString({ sign: 'nonnegative', maxScale: 8 });

const stakeReasons = {
  invalid: 'DELIVERY_STAKE_INVALID',
  negative: 'DELIVERY_STAKE_INVALID',
  zero: 'DELIVERY_STAKE_INVALID',
  scale: 'DELIVERY_STAKE_INVALID',
  too_large: 'DELIVERY_STAKE_INVALID',
} as const;

export const deliveryDirectionSchema = z
  .enum(['up', 'down'])
  .describe('up wins when the settlement mid is above the open mid, down when below.');
export type DeliveryDirectionWire = z.infer<typeof deliveryDirectionSchema>;
export const deliveryOutcomeSchema = z
  .enum(['win', 'loss', 'tie'])
  .describe('win pays stake × (1 + payout rate), loss pays 0, tie refunds the stake.');

export const deliveryPeriodSchema = z.object({
  seconds: z.number().int().positive(),
  payout_rate: rate.describe('A win pays stake × (1 + payout_rate); 0.85 = 85%.'),
});

export const deliveryInstrumentSchema = z.object({
  symbol: z.string(),
  precision: z.number().int(),
  bid: price.nullable(),
  ask: price.nullable(),
  mid: price.nullable().describe('(bid + ask) / 2 now: what a contract placed now opens at.'),
  period_seconds: z
    .array(z.number().int().positive())
    .describe(
      'The periods offered on it now: a period that would expire outside its trading session is left out (submit answers MARKET_CLOSED).',
    ),
});

export const deliveryListsDataSchema = z.object({
  enabled: z
    .boolean()
    .describe('false under the strict compliance profile: submit answers DELIVERY_DISABLED.'),
  currency: z.literal('USD'),
  account: z.literal('coin').describe('The stake comes from the coin (spot) account.'),
  min_stake: usd,
  max_stake: usd,
  available: usd.describe('The caller’s coin USD available balance (0 without a session).'),
  periods: z.array(deliveryPeriodSchema),
  instruments: z.array(deliveryInstrumentSchema),
});
export type DeliveryListsData = z.infer<typeof deliveryListsDataSchema>;

export const deliverySubmitBodySchema = z.object({
  symbol: z.string().min(1).max(20),
  direction: deliveryDirectionSchema,
  seconds: z.number().int().positive().describe('One of the periods of /api/microtrade/lists.'),
  stake: decimalString({ sign: 'positive', maxScale: 8, reasons: stakeReasons }).describe(
    'USD from the coin account.',
  ),
  idempotency_key: idempotencyKeySchema.optional(),
});
export type DeliverySubmitBody = z.infer<typeof deliverySubmitBodySchema>;

export const deliveryQuoteSchema = z.object({
  mid: price,
  bid: price,
  ask: price,
  quoted_at: z.string().describe('Time of the quote (ISO UTC).'),
  quote_seq: z.number().int().describe('Feed sequence number of the quote.'),
  source: quoteSourceSchema,
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const deliveryContractSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  direction: deliveryDirectionSchema,
  seconds: z.number().int(),
  payout_rate: rate,
  stake: usd,
  status: z.enum(['open', 'settled']),
  opened_at: z.string(),
  expires_at: z.string().describe('Settlement time: the first quote at or after it settles.'),
  open: deliveryQuoteSchema.describe('The quote at placement; its mid is the open price.'),
  settlement: deliveryQuoteSchema
    .nullable()
    .describe('The quote that settled it (its mid is the settlement price); null while open.'),
  outcome: deliveryOutcomeSchema.nullable(),
  payout: usd
    .nullable()
    .describe('What the settlement paid back (stake included); null while open.'),
  settled_at: z.string().nullable(),
  settled_after_restart: z
    .boolean()
    .describe('Expired while the server was down: settled by the first quote after start.'),
  settled_after_pause: z
    .boolean()
    .describe('Expired while its price was stale or closed: settled by the first fresh quote.'),
});
export type DeliveryContract = z.infer<typeof deliveryContractSchema>;

export const deliverySubmitDataSchema = z.object({
  contract: deliveryContractSchema,
  replayed: z.boolean(),
});
export type DeliverySubmitData = z.infer<typeof deliverySubmitDataSchema>;

export const deliveryRecordsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['open', 'settled']).optional(),
  before_id: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('Only records older than this id (pass the first page’s top id + 1).'),
});

export const deliveryRecordsDataSchema = z.object({
  list: z.array(deliveryContractSchema),
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
});
export type DeliveryRecordsData = z.infer<typeof deliveryRecordsDataSchema>;
