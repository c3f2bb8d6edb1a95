import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { instruments } from './market';

/**
 * Spot orders and currency conversion (docs/spot.md). Quantities are in the pair's base currency,
 * prices in its quote currency, money numeric(36,8) like the ledger. An order fills whole, once: its
 * fill (price, amounts, the quote that caused it and the ledger entry) is stored on the order.
 */

/**
 * Which instruments trade spot and at what fee: a row per symbol, edited by operators. A symbol
 * without a row cannot be traded spot. fee_rate is a fraction of the gross (0.001 = 0.1%), charged
 * in the quote currency. The migration seeds the catalogue's crypto and USD FX pairs.
 */
export const spotSettings = pgTable(
  'spot_settings',
  {
    symbol: text('symbol').primaryKey(),
    feeRate: numeric('fee_rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('spot_settings_fee_rate', sql`${t.feeRate} >= 0 and ${t.feeRate} < 1`)],
);

export const spotSides = ['buy', 'sell'] as const;
export const spotOrderTypes = ['market', 'limit'] as const;
export const spotOrderStatuses = ['pending', 'filled', 'cancelled'] as const;
/** What made a fill happen: the user's market order (or a limit already marketable), or the feed. */
export const spotFillCauses = ['user', 'limit'] as const;

const money = (name: string) => numeric(name, { precision: 36, scale: 8 });

export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    symbol: text('symbol')
      .notNull()
      .references(() => instruments.symbol),
    baseCurrency: text('base_currency').notNull(),
    quoteCurrency: text('quote_currency').notNull(),
    side: text('side', { enum: spotSides }).notNull(),
    type: text('type', { enum: spotOrderTypes }).notNull(),
    /** Base currency, > 0, at most 8 decimals. */
    quantity: money('quantity').notNull(),
    limitPrice: numeric('limit_price'),
    /** The fee rate at placement (settings may change later). */
    feeRate: numeric('fee_rate').notNull(),
    /** What a resting limit order locked in the coin account (0 for a market order). */
    reservedCurrency: text('reserved_currency'),
    reserved: money('reserved').notNull().default('0'),
    status: text('status', { enum: spotOrderStatuses }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The fill, once filled: price, amounts (quote currency) and the quote that caused it.
    fillCause: text('fill_cause', { enum: spotFillCauses }),
    fillPrice: numeric('fill_price'),
    gross: money('gross'),
    fee: money('fee'),
    net: money('net'),
    quoteBid: numeric('quote_bid'),
    quoteAsk: numeric('quote_ask'),
    quoteAt: timestamp('quote_at', { withTimezone: true }),
    quoteSeq: bigint('quote_seq', { mode: 'number' }),
    entryId: bigint('entry_id', { mode: 'number' }),
  },
  (t) => [
    index('spot_orders_user_idx').on(t.userId, t.id),
    index('spot_orders_pending_idx')
      .on(t.symbol)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('spot_orders_idempotency_uq')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('spot_orders_quantity', sql`${t.quantity} > 0`),
    check(
      'spot_orders_limit_price',
      sql`(${t.type} = 'limit') = (${t.limitPrice} is not null) and (${t.limitPrice} is null or ${t.limitPrice} > 0)`,
    ),
    check(
      'spot_orders_filled',
      sql`(${t.status} = 'filled') = (${t.fillPrice} is not null and ${t.entryId} is not null)`,
    ),
  ],
);
