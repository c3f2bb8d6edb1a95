import { z } from 'zod';
import { CANDLE_INTERVALS, INSTRUMENT_STATES, NOT_LIVE_STATUS_REASONS } from '@waihui/core';
import { decimalString } from './decimal';
import { okEnvelope } from './envelope';

/*
 * Market data: instruments, tickers, candles and the watchlist (product.md §3.4 "market quote", §13 Market
 * and Defaults groups; product.md §10.1, §13.2). Prices are decimal strings with exactly the instrument's
 * `precision` decimals ("1.16000"); times are epoch milliseconds (UTC); change percentages are
 * decimal strings with 2 places ("-1.25" means −1.25%). Days (today's open, high, low, yesterday's
 * close) are UTC days.
 */

/** `data.reason` values of the market calls, besides the generic ones of reasons.ts. */
export const MARKET_REASONS = [
  'MARKET_UNKNOWN_SYMBOL',
  'MARKET_WATCHLIST_FULL',
  'PRICE_DELAYED',
  'MARKET_CLOSED',
] as const;

/**
 * What a deal (an order, a close, a conversion, a delivery contract) on an instrument that is not
 * live answers: `PRICE_DELAYED` while its latest quote is stale, `MARKET_CLOSED` outside its session.
 */
export const NOT_LIVE_REASONS = { stale: 'PRICE_DELAYED', closed: 'MARKET_CLOSED' } as const;

/** Most instruments one user may follow. */
export const WATCHLIST_MAX = 100;

export const instrumentCategorySchema = z
  .enum(['crypto', 'forex', 'etf', 'futures', 'commodity'])
  .describe('Instrument category; futures are index contracts.');
export type InstrumentCategory = z.infer<typeof instrumentCategorySchema>;

export const candleIntervalSchema = z.enum(CANDLE_INTERVALS);

export const tradeTypeSchema = z
  .enum(['contract', 'spot', 'delivery'])
  .describe(
    'contract = leveraged position; spot = buy/sell for the coin account; delivery = fixed-time.',
  );
export type TradeType = z.infer<typeof tradeTypeSchema>;

const symbolSchema = z
  .string()
  .regex(/^[A-Z0-9]{2,16}$/, 'an instrument symbol such as BTCUSD')
  .describe('Instrument symbol, e.g. BTCUSD, EURUSD, XAUUSD.');

/** Most decimal places of an instrument's prices (the database allows precision 0 to 10). */
export const PRICE_MAX_SCALE = 10;

const priceSchema = decimalString({ sign: 'nonnegative', maxScale: PRICE_MAX_SCALE }).describe(
  'Decimal string with exactly the instrument precision, e.g. "95000.12".',
);
/** A price difference (change = last − prev_close): signed. */
const priceChangeSchema = decimalString({ sign: 'any', maxScale: PRICE_MAX_SCALE });
const changePctSchema = decimalString({ sign: 'any', maxScale: 2 }).describe(
  'Change in percent, 2 decimals, e.g. "-1.25"; null without a previous close.',
);
const epochMsSchema = z.number().int().describe('Epoch milliseconds, UTC.');

/** Static settings of an instrument (product.md §3.3). */
export const instrumentSchema = z.object({
  symbol: symbolSchema,
  category: instrumentCategorySchema,
  name: z.string().describe('Display name in the request language.'),
  base_currency: z.string(),
  quote_currency: z.string().describe('Currency prices are quoted in.'),
  precision: z.number().int().describe('Decimal places of prices; one tick is 10^-precision.'),
  contract_size: decimalString({ sign: 'positive', maxScale: 8 }).describe(
    'Base units per lot: notional = lots × contract_size × price (decimal string).',
  ),
  fee_rate: decimalString({ sign: 'nonnegative', maxScale: 8 }).describe(
    'Fee as a fraction of notional on open and close, e.g. "0.0005".',
  ),
  spread: decimalString({ sign: 'nonnegative', maxScale: PRICE_MAX_SCALE }).describe(
    'Typical ask − bid of the simulated feed (decimal string).',
  ),
  max_leverage: z.number().int(),
  trade_types: z.array(tradeTypeSchema),
});
export type Instrument = z.infer<typeof instrumentSchema>;

/** The live market quote of product.md §3.4 ("currency, latest price, change, high, low, today's open, yesterday's close"). */
export const tickerSchema = z.object({
  symbol: symbolSchema,
  bid: priceSchema,
  ask: priceSchema,
  last: priceSchema.describe(
    'Mid of bid and ask, rounded half-even to the precision (product.md §10.1).',
  ),
  change: priceChangeSchema
    .nullable()
    .describe('last − prev_close; null without a previous close.'),
  change_pct: changePctSchema.nullable(),
  high: priceSchema.describe("Today's high (UTC day) of last."),
  low: priceSchema.describe("Today's low (UTC day) of last."),
  open: priceSchema.describe("Today's open (UTC day)."),
  prev_close: priceSchema.nullable().describe("Yesterday's close."),
  ts: epochMsSchema.describe('Time of the tick.'),
  seq: z.number().int().describe('Feed sequence number of the tick (increases; gaps allowed).'),
  status: z
    .enum(INSTRUMENT_STATES)
    .optional()
    .describe(
      'Whether this price may be dealt now: stale (price delayed) or closed (out of session); absent = live.',
    ),
  status_reason: z
    .enum(NOT_LIVE_STATUS_REASONS)
    .optional()
    .describe(
      'Why it is stale or closed (with `status`): awaiting_first_quote, quote_too_old, sources_unavailable, leader_silent (stale); provider_closed, weekend, daily_break, outside_hours, holiday (closed).',
    ),
  opens_at: epochMsSchema
    .optional()
    .describe('While closed by its trading session: when the session next opens.'),
});
export type Ticker = z.infer<typeof tickerSchema>;

/** One row of the markets list: the instrument, its ticker (null before the first tick) and whether the caller follows it. */
export const marketItemSchema = instrumentSchema.extend({
  ticker: tickerSchema.nullable(),
  followed: z.boolean().describe('True when a valid token was sent and the user follows it.'),
});
export type MarketItem = z.infer<typeof marketItemSchema>;

export const candleSchema = z.object({
  time: epochMsSchema.describe('Bucket start; weeks start Monday 00:00 UTC.'),
  open: priceSchema,
  high: priceSchema,
  low: priceSchema,
  close: priceSchema,
});
export type Candle = z.infer<typeof candleSchema>;

// ---------------------------------------------------------------- GET /api/market/currency_matches

export const currencyMatchesQuerySchema = z.object({
  category: instrumentCategorySchema.optional().describe('Only this category.'),
  symbol: symbolSchema.optional().describe('Only this instrument (e.g. the chart page header).'),
});
export type CurrencyMatchesQuery = z.infer<typeof currencyMatchesQuerySchema>;

export const marketCategoryGroupSchema = z.object({
  category: instrumentCategorySchema,
  items: z.array(marketItemSchema),
});
export const currencyMatchesDataSchema = z.object({
  categories: z
    .array(marketCategoryGroupSchema)
    .describe('Categories in display order: crypto, forex, etf, futures, commodity.'),
});
export type CurrencyMatchesData = z.infer<typeof currencyMatchesDataSchema>;
export const currencyMatchesResponseSchema = okEnvelope(currencyMatchesDataSchema);

// ---------------------------------------------------------------- GET /api/market/currency_matches/top

export const topMoversQuerySchema = z.object({
  category: instrumentCategorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TopMoversQuery = z.infer<typeof topMoversQuerySchema>;
export const topMoversDataSchema = z.object({
  gainers: z.array(marketItemSchema).describe('Highest change_pct first; only change_pct > 0.'),
  losers: z.array(marketItemSchema).describe('Lowest change_pct first; only change_pct < 0.'),
});
export type TopMoversData = z.infer<typeof topMoversDataSchema>;
export const topMoversResponseSchema = okEnvelope(topMoversDataSchema);

// ---------------------------------------------------------------- GET /api/market/deal

export const dealQuerySchema = z.object({
  symbol: symbolSchema,
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type DealQuery = z.infer<typeof dealQuerySchema>;
export const dealItemSchema = z.object({
  bid: priceSchema,
  ask: priceSchema,
  last: priceSchema,
  direction: z.enum(['up', 'down', 'flat']).describe('last against the tick before it.'),
  ts: epochMsSchema,
  seq: z.number().int(),
});
export type DealItem = z.infer<typeof dealItemSchema>;
export const dealDataSchema = z.object({
  symbol: symbolSchema,
  precision: z.number().int(),
  items: z
    .array(dealItemSchema)
    .describe('Latest ticks, newest first (kept in memory: since start).'),
});
export type DealData = z.infer<typeof dealDataSchema>;
export const dealResponseSchema = okEnvelope(dealDataSchema);

// ---------------------------------------------------------------- GET /api/market/ETF/hot_map

export const hotMapDataSchema = z.object({
  categories: z.array(
    z.object({
      category: instrumentCategorySchema,
      change_pct: changePctSchema
        .nullable()
        .describe('Plain average of the members’ change_pct, 2 decimals.'),
      items: z.array(
        z.object({
          symbol: symbolSchema,
          name: z.string(),
          last: priceSchema.nullable(),
          change_pct: changePctSchema.nullable(),
        }),
      ),
    }),
  ),
});
export type HotMapData = z.infer<typeof hotMapDataSchema>;
export const hotMapResponseSchema = okEnvelope(hotMapDataSchema);

// ---------------------------------------------------------------- GET /api/market/index

export const marketIndexDataSchema = z.object({
  headline: z.array(marketItemSchema).describe('The home screen cards: BTCUSD, ETHUSD, XAUUSD.'),
  hot: z
    .array(marketItemSchema)
    .describe('Up to 8 instruments moving most today (by |change_pct|).'),
  gainers: z.array(marketItemSchema).describe('Top 5 gainers.'),
  losers: z.array(marketItemSchema).describe('Top 5 losers.'),
  categories: z.array(
    z.object({
      category: instrumentCategorySchema,
      count: z.number().int(),
      change_pct: changePctSchema.nullable(),
    }),
  ),
});
export type MarketIndexData = z.infer<typeof marketIndexDataSchema>;
export const marketIndexResponseSchema = okEnvelope(marketIndexDataSchema);

// ---------------------------------------------------------------- watchlist

export const followBodySchema = z.object({
  symbol: symbolSchema,
  follow: z.boolean().optional().describe('true = follow, false = unfollow; omitted = toggle.'),
});
export type FollowBody = z.infer<typeof followBodySchema>;
export const followDataSchema = z.object({ symbol: symbolSchema, followed: z.boolean() });
export type FollowData = z.infer<typeof followDataSchema>;

export const watchlistDataSchema = z.object({
  items: z.array(marketItemSchema).describe('Followed instruments, oldest follow first.'),
});
export type WatchlistData = z.infer<typeof watchlistDataSchema>;
export const watchlistResponseSchema = okEnvelope(watchlistDataSchema);

// ---------------------------------------------------------------- GET /api/default/history_kline2

export const historyKlineQuerySchema = z.object({
  symbol: symbolSchema,
  interval: candleIntervalSchema.default('1m'),
  before: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      'Only candles whose time is before this (epoch ms); omitted = up to now, forming candle included.',
    ),
  limit: z.coerce.number().int().min(1).max(1000).default(300),
});
export type HistoryKlineQuery = z.infer<typeof historyKlineQuerySchema>;
export const historyKlineDataSchema = z.object({
  symbol: symbolSchema,
  interval: candleIntervalSchema,
  precision: z.number().int(),
  items: z.array(candleSchema).describe('Oldest first; the last one may still be forming.'),
});
export type HistoryKlineData = z.infer<typeof historyKlineDataSchema>;
export const historyKlineResponseSchema = okEnvelope(historyKlineDataSchema);

// ---------------------------------------------------------------- WebSocket /ws (see ws.ts)

export const wsTickersSubscribeSchema = z.object({
  op: z.literal('subscribe'),
  channel: z.literal('tickers'),
  symbols: z
    .array(symbolSchema)
    .max(100)
    .optional()
    .describe('Instruments to add; omitted = all instruments.'),
});
export const wsCandlesSubscribeSchema = z.object({
  op: z.literal('subscribe'),
  channel: z.literal('candles'),
  symbol: symbolSchema,
  interval: candleIntervalSchema.describe('Replaces any earlier candles subscription.'),
});
export const wsTickersUnsubscribeSchema = z.object({
  op: z.literal('unsubscribe'),
  channel: z.literal('tickers'),
  symbols: z.array(symbolSchema).max(100).optional().describe('Omitted = all tickers.'),
});
export const wsCandlesUnsubscribeSchema = z.object({
  op: z.literal('unsubscribe'),
  channel: z.literal('candles'),
});

/** Reply to a tickers subscription: the current ticker of every subscribed instrument. */
export const wsTickersMessageSchema = z.object({
  op: z.literal('tickers'),
  ts: epochMsSchema,
  data: z.array(tickerSchema),
});
/** Reply to a candles subscription: the previous and the forming candle. */
export const wsCandlesMessageSchema = z.object({
  op: z.literal('candles'),
  ts: epochMsSchema,
  symbol: symbolSchema,
  interval: candleIntervalSchema,
  data: z.array(candleSchema),
});
/**
 * Batched changes, at most one frame per 250 ms per connection: tickers that ticked since the last
 * frame (whole tickers, merge by symbol) and the changed candles of the candles subscription (merge
 * by time; a candle that just closed comes once more in its final state). `seq` counts the server's
 * flushes: a gap means nothing changed for you, or you were too slow and frames were skipped; after
 * a skip the next frame has `snapshot: true` and carries every subscribed ticker.
 */
export const wsUpdateMessageSchema = z.object({
  op: z.literal('update'),
  seq: z.number().int(),
  ts: epochMsSchema.describe('Time the frame was built.'),
  snapshot: z.boolean(),
  tickers: z.array(tickerSchema),
  candles: z
    .object({ symbol: symbolSchema, interval: candleIntervalSchema, data: z.array(candleSchema) })
    .nullable(),
});
export const wsUnsubscribedMessageSchema = z.object({
  op: z.literal('unsubscribed'),
  channel: z.enum(['tickers', 'candles', 'account']),
});
