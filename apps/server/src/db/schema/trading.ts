import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigintNumber, identityId, instant, money } from './columns';
import { users } from './identity';
import { orderIndexesAndChecks, userInstrumentKeys, userRowsIndex } from './user-orders';

/**
 * Tables of contract trading (docs/trading.md). Prices are numeric at the instrument's precision;
 * money is numeric(36,8) like the ledger (every amount here also stands in a ledger posting, whose
 * entry id each row keeps). An order or position keeps the terms it was opened with (contract size,
 * fee rate, leverage), so a later settings change never alters it.
 */

export const tradeSides = ['long', 'short'] as const;
export const orderTypes = ['market', 'limit'] as const;
export const orderStatuses = ['pending', 'filled', 'cancelled', 'rejected'] as const;
export const positionStatuses = ['open', 'closed'] as const;
export const fillActions = ['open', 'close'] as const;
/** What made a fill happen; the history shows it beside the quote. */
export const fillCauses = ['user', 'limit', 'take_profit', 'stop_loss', 'stop_out'] as const;
export const cancelCauses = ['user', 'stop_out', 'insufficient_margin'] as const;

/** An order as the user placed it. A market order is filled in the same transaction; a limit rests. */
export const tradingOrders = pgTable(
  'trading_orders',
  {
    ...userInstrumentKeys(),
    side: text('side', { enum: tradeSides }).notNull(),
    type: text('type', { enum: orderTypes }).notNull(),
    /** Positive whole lots (product.md §5.5). */
    lots: integer('lots').notNull(),
    leverage: integer('leverage').notNull(),
    /** Limit price; null for a market order. */
    limitPrice: numeric('limit_price'),
    takeProfit: numeric('take_profit'),
    stopLoss: numeric('stop_loss'),
    /** Terms at placement (instrument settings may change later). */
    contractSize: numeric('contract_size').notNull(),
    feeRate: numeric('fee_rate').notNull(),
    /** Margin + open fee locked in the contract account while a limit order rests (USD). */
    reservedMargin: money('reserved_margin').notNull().default('0'),
    reservedFee: money('reserved_fee').notNull().default('0'),
    status: text('status', { enum: orderStatuses }).notNull(),
    cancelCause: text('cancel_cause', { enum: cancelCauses }),
    /** The position this order opened, once filled. */
    positionId: bigintNumber('position_id'),
    /** The client's key, scoped to the user: a retried submit answers the first order. */
    idempotencyKey: text('idempotency_key'),
    /** The request the key was first used for (lib/request-fingerprint.ts); a retry must match it. */
    requestFingerprint: text('request_fingerprint'),
    createdAt: instant('created_at').notNull(),
    /** When it was filled, cancelled or rejected. */
    endedAt: instant('ended_at'),
  },
  (t) => [
    ...orderIndexesAndChecks('trading_orders', t),
    check('trading_orders_lots', sql`${t.lots} > 0`),
    check('trading_orders_leverage', sql`${t.leverage} >= 1`),
    check('trading_orders_reserve', sql`${t.reservedMargin} >= 0 and ${t.reservedFee} >= 0`),
  ],
);

/**
 * An open or closed position. Closing is `update … where status = 'open'`: only one close wins. Its
 * terms never change (trigger of migration 0005), except that a partial close lowers lots, margin
 * and open fee together while it is open (migration 0021; the closed part is a row of its own).
 */
export const tradingPositions = pgTable(
  'trading_positions',
  {
    ...userInstrumentKeys(),
    side: text('side', { enum: tradeSides }).notNull(),
    lots: integer('lots').notNull(),
    leverage: integer('leverage').notNull(),
    contractSize: numeric('contract_size').notNull(),
    feeRate: numeric('fee_rate').notNull(),
    /** Currency the price is quoted in; PnL converts to USD at the current mid when it is not USD. */
    quoteCurrency: text('quote_currency').notNull(),
    openPrice: numeric('open_price').notNull(),
    /** Initial margin in USD, fixed at the fill and locked in the contract account. */
    margin: money('margin').notNull(),
    openFee: money('open_fee').notNull(),
    takeProfit: numeric('take_profit'),
    stopLoss: numeric('stop_loss'),
    status: text('status', { enum: positionStatuses }).notNull(),
    openedAt: instant('opened_at').notNull(),
    closedAt: instant('closed_at'),
    closePrice: numeric('close_price'),
    closeCause: text('close_cause', { enum: fillCauses }),
    closeFee: money('close_fee'),
    /** Realised PnL in USD before fees; positive is profit. */
    realizedPnl: money('realized_pnl'),
    /**
     * A part closed on its own (product.md §10.16): the position it was split from, which keeps the
     * open fill and the lots still open; null for a position opened by a fill.
     */
    partOf: bigintNumber('part_of').references((): AnyPgColumn => tradingPositions.id),
  },
  (t) => [
    userRowsIndex('trading_positions', t),
    index('trading_positions_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    check('trading_positions_lots', sql`${t.lots} > 0`),
    check('trading_positions_margin', sql`${t.margin} > 0 and ${t.openFee} >= 0`),
    check(
      'trading_positions_closed',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null) and (${t.status} = 'closed') = (${t.closePrice} is not null)`,
    ),
  ],
);

/**
 * Every fill, with the quote that caused it (product.md §1.3, honest by construction): bid, ask, quote time
 * and feed sequence, and the cause. The fill price is recomputable: long opens at ask, closes at bid;
 * short the reverse. `afterRestart` marks a fill made by the first quote checked after a start.
 */
export const tradingFills = pgTable(
  'trading_fills',
  {
    id: identityId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    positionId: bigintNumber('position_id')
      .notNull()
      .references(() => tradingPositions.id),
    orderId: bigintNumber('order_id').references(() => tradingOrders.id),
    action: text('action', { enum: fillActions }).notNull(),
    cause: text('cause', { enum: fillCauses }).notNull(),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: tradeSides }).notNull(),
    lots: integer('lots').notNull(),
    price: numeric('price').notNull(),
    bid: numeric('bid').notNull(),
    ask: numeric('ask').notNull(),
    quotedAt: instant('quoted_at').notNull(),
    quoteSeq: bigintNumber('quote_seq').notNull(),
    /**
     * Where the dealt quote came from (market-feed QuoteOrigin): the source (sources-file id,
     * 'simulated' or 'replay'), its raw bid/ask and the markup per side, so that
     * source_bid − markup_bid = bid and source_ask + markup_ask = ask. Null on fills from before.
     */
    sourceId: text('source_id'),
    sourceBid: numeric('source_bid'),
    sourceAsk: numeric('source_ask'),
    markupBid: numeric('markup_bid'),
    markupAsk: numeric('markup_ask'),
    /**
     * Quote currency → USD at this fill: the mid of `usdPair` (XXXUSD multiplies, USDXXX divides), or
     * 1 with no pair for USD-quoted instruments. With bid/ask it makes every amount recomputable.
     */
    usdPair: text('usd_pair'),
    usdRate: numeric('usd_rate').notNull(),
    fee: money('fee').notNull(),
    /** Close fills: realised PnL in USD before the fee; null on open fills. */
    realizedPnl: money('realized_pnl'),
    /** Negative-balance protection: what the house covered (USD), zero when nothing. */
    houseCover: money('house_cover').notNull().default('0'),
    afterRestart: boolean('after_restart').notNull().default(false),
    /** A trigger that waited out a stale or closed price and fired on the first fresh quote. */
    afterPause: boolean('after_pause').notNull().default(false),
    ledgerEntryId: bigintNumber('ledger_entry_id').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    userRowsIndex('trading_fills', t),
    index('trading_fills_position_idx').on(t.positionId),
    uniqueIndex('trading_fills_one_close_uq')
      .on(t.positionId)
      .where(sql`${t.action} = 'close'`),
  ],
);

/** Risk warning and appropriateness check before a user's first leveraged order, with its time. */
export const tradingConsents = pgTable('trading_consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Answers of the short appropriateness check, question id → answer id. */
  answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  acceptedAt: instant('accepted_at').notNull(),
  /** Terms version the user read. */
  version: integer('version').notNull(),
});
