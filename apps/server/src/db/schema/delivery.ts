import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { bigintNumber, instant, money } from './columns';
import { idempotencyUnique, userInstrumentKeys, userRowsIndex } from './user-orders';

/*
 * Delivery (fixed-time) contracts (docs/delivery.md). The offer is settings in the database: which
 * instruments (instruments.allows_delivery), the periods with their payout rates (delivery_periods)
 * and the stake limits (app_settings key `delivery`, seeded by the migration). A contract keeps the
 * terms it was placed with and both quotes it was decided on, so its outcome can be recomputed.
 */

export const deliveryDirections = ['up', 'down'] as const;
export const deliveryStatuses = ['open', 'settled'] as const;
export const deliveryOutcomes = ['win', 'loss', 'tie'] as const;

/** A period offered: its length and the payout rate of a win (0.85 = stake × 1.85 paid back). */
export const deliveryPeriods = pgTable(
  'delivery_periods',
  {
    seconds: integer('seconds').primaryKey(),
    payoutRate: numeric('payout_rate').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('delivery_periods_seconds', sql`${t.seconds} > 0`),
    check('delivery_periods_rate', sql`${t.payoutRate} >= 0`),
  ],
);

export const deliveryContracts = pgTable(
  'delivery_contracts',
  {
    ...userInstrumentKeys(),
    direction: text('direction', { enum: deliveryDirections }).notNull(),
    seconds: integer('seconds').notNull(),
    /** The period's payout rate at placement (a later settings change never alters it). */
    payoutRate: numeric('payout_rate').notNull(),
    /** USD taken from the coin account at placement. */
    stake: money('stake').notNull(),
    status: text('status', { enum: deliveryStatuses }).notNull(),
    idempotencyKey: text('idempotency_key'),
    /** The request the key was first used for (lib/request-fingerprint.ts); a retry must match it. */
    requestFingerprint: text('request_fingerprint'),
    openedAt: instant('opened_at').notNull(),
    /** openedAt + seconds: the first quote at or after it settles the contract. */
    expiresAt: instant('expires_at').notNull(),
    /** The quote at placement: its mid is the open price. */
    openMid: numeric('open_mid').notNull(),
    openBid: numeric('open_bid').notNull(),
    openAsk: numeric('open_ask').notNull(),
    openQuotedAt: instant('open_quoted_at').notNull(),
    openQuoteSeq: bigintNumber('open_quote_seq').notNull(),
    /** The placement quote's origin (trading_fills.source_id …); null on contracts from before. */
    openSourceId: text('open_source_id'),
    openSourceBid: numeric('open_source_bid'),
    openSourceAsk: numeric('open_source_ask'),
    openMarkupBid: numeric('open_markup_bid'),
    openMarkupAsk: numeric('open_markup_ask'),
    /** The stake entry (set in the placement's transaction, right after the insert). */
    stakeEntryId: bigintNumber('stake_entry_id'),
    /** The quote that settled it: its mid is the settlement price. */
    settleMid: numeric('settle_mid'),
    settleBid: numeric('settle_bid'),
    settleAsk: numeric('settle_ask'),
    settleQuotedAt: instant('settle_quoted_at'),
    settleQuoteSeq: bigintNumber('settle_quote_seq'),
    /** The settling quote's origin, as for the placement. */
    settleSourceId: text('settle_source_id'),
    settleSourceBid: numeric('settle_source_bid'),
    settleSourceAsk: numeric('settle_source_ask'),
    settleMarkupBid: numeric('settle_markup_bid'),
    settleMarkupAsk: numeric('settle_markup_ask'),
    outcome: text('outcome', { enum: deliveryOutcomes }),
    /** What the settlement paid back (stake included): 0 for a loss. */
    payout: money('payout'),
    /** The payout or refund entry; null for a loss (no money moved). */
    settleEntryId: bigintNumber('settle_entry_id'),
    settledAt: instant('settled_at'),
    /** It expired while the server was down and the first quote after start settled it. */
    settledAfterRestart: boolean('settled_after_restart').notNull().default(false),
    /** It expired while its price was stale or closed and the first fresh quote settled it. */
    settledAfterPause: boolean('settled_after_pause').notNull().default(false),
  },
  (t) => [
    userRowsIndex('delivery_contracts', t),
    index('delivery_contracts_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    idempotencyUnique('delivery_contracts', t),
    check('delivery_contracts_stake', sql`${t.stake} > 0`),
    check(
      'delivery_contracts_settled',
      sql`(${t.status} = 'settled') = (${t.outcome} is not null and ${t.payout} is not null and ${t.settleMid} is not null and ${t.settledAt} is not null)`,
    ),
  ],
);
