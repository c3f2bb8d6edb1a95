import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigintNumber, instant } from './columns';
import { users } from './identity';

export const instrumentCategories = ['crypto', 'forex', 'etf', 'futures', 'commodity'] as const;
export type InstrumentCategoryColumn = (typeof instrumentCategories)[number];

/**
 * The instrument catalogue (product.md §3.3): what can be quoted and traded, with per-instrument settings.
 * Seeded at start-up from apps/server/src/market-feed/catalogue.ts with `on conflict do nothing`, so an
 * operator's later edits survive restarts.
 */
export const instruments = pgTable(
  'instruments',
  {
    /** Stable key used on the wire, e.g. BTCUSD, EURUSD, XAUUSD. */
    symbol: text('symbol').primaryKey(),
    category: text('category', { enum: instrumentCategories }).notNull(),
    /** English display name; `names` holds the other languages (language → name). */
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    baseCurrency: text('base_currency').notNull(),
    /** Currency the price is quoted in (PnL currency; converted to USD at mid by trading). */
    quoteCurrency: text('quote_currency').notNull(),
    /** Decimal places of bid/ask/last; one tick = 10^-precision. */
    pricePrecision: integer('price_precision').notNull(),
    /** Units of the base per lot: notional = lots × contract size × price. */
    contractSize: numeric('contract_size').notNull(),
    /** Fee as a fraction of notional, charged on open and on close (0.0005 = 0.05%). */
    feeRate: numeric('fee_rate').notNull(),
    /** Ask − bid in price units, applied around the simulated mid. */
    spread: numeric('spread').notNull(),
    maxLeverage: integer('max_leverage').notNull(),
    /** Most lots one contract order may have (product.md §5.5: positive whole lots up to a maximum). */
    maxLots: integer('max_lots').notNull().default(100),
    allowsContract: boolean('allows_contract').notNull(),
    allowsSpot: boolean('allows_spot').notNull(),
    allowsDelivery: boolean('allows_delivery').notNull(),
    /** Price the simulated feed mean-reverts to and starts from on a fresh database. */
    referencePrice: numeric('reference_price').notNull(),
    /** Annualised volatility of the simulated feed as a fraction (0.55 = 55%). */
    annualVolatility: numeric('annual_volatility').notNull(),
    sortOrder: integer('sort_order').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('instruments_precision_range', sql`${t.pricePrecision} between 0 and 10`),
    check('instruments_positive', sql`${t.contractSize} > 0 and ${t.spread} >= 0`),
    check('instruments_leverage', sql`${t.maxLeverage} >= 1`),
    check('instruments_max_lots', sql`${t.maxLots} >= 1`),
  ],
);

export const candleIntervalValues = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;

/**
 * OHLC candles of the mid price, one row per (symbol, interval, bucket). Built from ticks, and
 * backfilled by the simulator on a fresh start; the bucket still forming is rewritten periodically.
 */
export const marketCandles = pgTable(
  'market_candles',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => instruments.symbol, { onDelete: 'cascade' }),
    interval: text('interval', { enum: candleIntervalValues }).notNull(),
    /** Bucket start (UTC); weeks start on Monday 00:00 UTC. */
    openTime: instant('open_time').notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.interval, t.openTime] })],
);

/** The latest quote per instrument, written every few seconds so a restart continues from it. */
export const marketLastQuotes = pgTable('market_last_quotes', {
  symbol: text('symbol')
    .primaryKey()
    .references(() => instruments.symbol, { onDelete: 'cascade' }),
  bid: numeric('bid').notNull(),
  ask: numeric('ask').notNull(),
  quotedAt: instant('quoted_at').notNull(),
  /** Feed sequence number of this quote. */
  seq: bigintNumber('seq').notNull(),
});

/**
 * Feed sequence numbers handed out in blocks: the next block is reserved here before any number of
 * it is used, so a crash never reuses a sequence number that a fill may have recorded.
 */
export const marketFeedState = pgTable('market_feed_state', {
  id: integer('id').primaryKey(),
  /** First sequence number not yet reserved. */
  seqReservedUntil: bigintNumber('seq_reserved_until').notNull(),
});

/** A user's watchlist ("follow", product.md §13.7). */
export const marketWatchlist = pgTable(
  'market_watchlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol')
      .notNull()
      .references(() => instruments.symbol, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.symbol] })],
);

export const feedEventKinds = ['switch', 'outage', 'recovery', 'drift', 'drift_cleared'] as const;
export type FeedEventKind = (typeof feedEventKinds)[number];

/**
 * What happened to the price sources, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE),
 * written by the leading process only: every failover `switch` (details: from, to, reason), every
 * `outage` and `recovery` of one source for one instrument (details: state, reason), every `drift`
 * alert and its end (details: the two mids and the limit). Prices in details are decimal strings.
 */
export const feedEvents = pgTable(
  'feed_events',
  {
    id: bigintNumber('id').primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    kind: text('kind', { enum: feedEventKinds }).notNull(),
    instrument: text('instrument').notNull(),
    /** The source concerned: the one down or back, the one switched to, the secondary drifting. */
    sourceId: text('source_id').notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull(),
  },
  (t) => [
    index('feed_events_at_idx').on(t.at),
    index('feed_events_instrument_idx').on(t.instrument, t.at),
  ],
);

/**
 * Exchange holidays of the trading-session calendars (packages/core market/sessions): on `date`
 * (local to the calendar's zone) the calendar is closed all day, or from `closed_from` and/or until
 * `closed_until` (local 'HH:MM'). Seeded by the migration; operators edit them (audited).
 */
export const marketHolidays = pgTable(
  'market_holidays',
  {
    calendar: text('calendar').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    closedFrom: text('closed_from'),
    closedUntil: text('closed_until'),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.calendar, t.date] }),
    check(
      'market_holidays_clock',
      sql`(${t.closedFrom} is null or ${t.closedFrom} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and (${t.closedUntil} is null or ${t.closedUntil} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$')`,
    ),
  ],
);
