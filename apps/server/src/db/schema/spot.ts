import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { bigintNumber, instant, money } from './columns';
import { orderIndexesAndChecks, userInstrumentKeys } from './user-orders';

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
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('spot_settings_fee_rate', sql`${t.feeRate} >= 0 and ${t.feeRate} < 1`)],
);

export const spotSides = ['buy', 'sell'] as const;
export const spotOrderTypes = ['market', 'limit'] as const;
export const spotOrderStatuses = ['pending', 'filled', 'cancelled'] as const;
/** What made a fill happen: the user's market order (or a limit already marketable), or the feed. */
export const spotFillCauses = ['user', 'limit'] as const;

export const spotOrders = pgTable(
  'spot_orders',
  {
    ...userInstrumentKeys(),
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
    /** The request the key was first used for (lib/request-fingerprint.ts); a retry must match it. */
    requestFingerprint: text('request_fingerprint'),
    createdAt: instant('created_at').notNull(),
    endedAt: instant('ended_at'),
    // The fill, once filled: price, amounts (quote currency) and the quote that caused it.
    fillCause: text('fill_cause', { enum: spotFillCauses }),
    fillPrice: numeric('fill_price'),
    gross: money('gross'),
    fee: money('fee'),
    net: money('net'),
    quoteBid: numeric('quote_bid'),
    quoteAsk: numeric('quote_ask'),
    quoteAt: instant('quote_at'),
    quoteSeq: bigintNumber('quote_seq'),
    /** The fill quote's origin (trading_fills.source_id …); null before a fill or on rows from before. */
    sourceId: text('source_id'),
    sourceBid: numeric('source_bid'),
    sourceAsk: numeric('source_ask'),
    markupBid: numeric('markup_bid'),
    markupAsk: numeric('markup_ask'),
    /** A limit order that waited out a stale or closed price and filled on the first fresh quote. */
    filledAfterPause: boolean('filled_after_pause').notNull().default(false),
    entryId: bigintNumber('entry_id'),
  },
  (t) => [
    ...orderIndexesAndChecks('spot_orders', t),
    check('spot_orders_quantity', sql`${t.quantity} > 0`),
    check(
      'spot_orders_filled',
      sql`(${t.status} = 'filled') = (${t.fillPrice} is not null and ${t.entryId} is not null)`,
    ),
  ],
);
