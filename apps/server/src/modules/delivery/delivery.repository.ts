import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { deliveryContracts, deliveryPeriods } from '../../db/schema';
import type { QuoteOriginColumns } from '../../market-feed';

/*
 * SQL of the delivery module only: periods, contracts (the stake limits are the settings module's
 * app_settings row `delivery`). Decisions are in delivery.service.ts.
 */

export type ContractRow = typeof deliveryContracts.$inferSelect;
export type NewContract = typeof deliveryContracts.$inferInsert;

function only<T>(rows: T[], table: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${table}: no row returned`);
  return row;
}

/** Enabled periods, shortest first. */
export async function listPeriods(db: DbOrTx): Promise<{ seconds: number; payoutRate: string }[]> {
  return db
    .select({ seconds: deliveryPeriods.seconds, payoutRate: deliveryPeriods.payoutRate })
    .from(deliveryPeriods)
    .where(eq(deliveryPeriods.enabled, true))
    .orderBy(asc(deliveryPeriods.seconds));
}

/** Every period, enabled or not, shortest first (the back-office's settings page). */
export async function listAllPeriods(
  db: DbOrTx,
): Promise<{ seconds: number; payoutRate: string; enabled: boolean }[]> {
  return db.select().from(deliveryPeriods).orderBy(asc(deliveryPeriods.seconds));
}

/** Locks the periods and the stake limits until the transaction ends (one save at a time). */
export async function lockDeliverySettings(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('delivery:settings', 0))`);
}

/** Writes the given periods (new or changed) and disables every other one. */
export async function replacePeriods(
  tx: Tx,
  periods: readonly { seconds: number; payoutRate: string; enabled: boolean }[],
): Promise<void> {
  for (const period of periods) {
    await tx
      .insert(deliveryPeriods)
      .values(period)
      .onConflictDoUpdate({
        target: deliveryPeriods.seconds,
        set: { payoutRate: period.payoutRate, enabled: period.enabled },
      });
  }
  await tx
    .update(deliveryPeriods)
    .set({ enabled: false })
    .where(
      notInArray(
        deliveryPeriods.seconds,
        periods.map((p) => p.seconds),
      ),
    );
}

/** Serialises one user's placements (idempotency key check, then insert) until the transaction ends. */
export async function lockUserForPlacement(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'delivery:' + userId}, 0))`);
}

export async function findContractByIdempotencyKey(
  db: DbOrTx,
  userId: string,
  key: string,
): Promise<ContractRow | null> {
  const rows = await db
    .select()
    .from(deliveryContracts)
    .where(and(eq(deliveryContracts.userId, userId), eq(deliveryContracts.idempotencyKey, key)));
  return rows[0] ?? null;
}

export async function insertContract(db: DbOrTx, values: NewContract): Promise<ContractRow> {
  return only(await db.insert(deliveryContracts).values(values).returning(), 'delivery_contracts');
}

export async function setStakeEntry(db: DbOrTx, id: number, entryId: number): Promise<ContractRow> {
  return only(
    await db
      .update(deliveryContracts)
      .set({ stakeEntryId: entryId })
      .where(eq(deliveryContracts.id, id))
      .returning(),
    'delivery_contracts',
  );
}

/** What the settlement worker keeps of an open contract. */
export type OpenContractTerms = Pick<
  ContractRow,
  | 'id'
  | 'userId'
  | 'symbol'
  | 'direction'
  | 'expiresAt'
  | 'openMid'
  | 'stake'
  | 'payoutRate'
  | 'status'
>;

/** The columns of OpenContractTerms. */
const openTermsColumns = {
  id: deliveryContracts.id,
  userId: deliveryContracts.userId,
  symbol: deliveryContracts.symbol,
  direction: deliveryContracts.direction,
  expiresAt: deliveryContracts.expiresAt,
  openMid: deliveryContracts.openMid,
  stake: deliveryContracts.stake,
  payoutRate: deliveryContracts.payoutRate,
  status: deliveryContracts.status,
};

/** Every open contract's terms (only the columns the worker needs: a start may load many). */
export async function listOpenContracts(db: DbOrTx): Promise<OpenContractTerms[]> {
  return db
    .select(openTermsColumns)
    .from(deliveryContracts)
    .where(eq(deliveryContracts.status, 'open'))
    .orderBy(asc(deliveryContracts.expiresAt));
}

/** One contract's terms while it is open; null once settled (or unknown). */
export async function findOpenContract(db: DbOrTx, id: number): Promise<OpenContractTerms | null> {
  const rows = await db
    .select(openTermsColumns)
    .from(deliveryContracts)
    .where(and(eq(deliveryContracts.id, id), eq(deliveryContracts.status, 'open')));
  return rows[0] ?? null;
}

/** One settlement decided in memory, to be written if the contract is still open. */
export interface Settlement {
  id: number;
  mid: string;
  bid: string;
  ask: string;
  quotedAt: Date;
  seq: number;
  outcome: 'win' | 'loss' | 'tie';
  payout: string;
  settledAt: Date;
  /** Where the settling quote came from (source, raw bid/ask, markup). */
  origin: QuoteOriginColumns;
  afterRestart: boolean;
  /** The settling quote was the first after a pause (the contract waited out a stale or closed price). */
  afterPause: boolean;
}

/**
 * Marks the contracts settled in one statement, each only while still open (a second run settles
 * nothing twice); returns the ids it changed. The rows travel as one JSON parameter (decimals as
 * strings, read by numeric's own input), not 16 parameters a row: binding thousands of parameters
 * cost more than the update itself.
 */
export async function markSettled(
  db: DbOrTx,
  settlements: readonly Settlement[],
): Promise<number[]> {
  if (settlements.length === 0) return [];
  const rows = JSON.stringify(
    settlements.map((s) => ({
      id: s.id,
      mid: s.mid,
      bid: s.bid,
      ask: s.ask,
      quoted_at: s.quotedAt.toISOString(),
      seq: s.seq,
      source_id: s.origin.sourceId,
      source_bid: s.origin.sourceBid,
      source_ask: s.origin.sourceAsk,
      markup_bid: s.origin.markupBid,
      markup_ask: s.origin.markupAsk,
      outcome: s.outcome,
      payout: s.payout,
      settled_at: s.settledAt.toISOString(),
      after_restart: s.afterRestart,
      after_pause: s.afterPause,
    })),
  );
  const result = await db.execute(sql`
    update delivery_contracts c set
      status = 'settled', settle_mid = v.mid, settle_bid = v.bid, settle_ask = v.ask,
      settle_quoted_at = v.quoted_at, settle_quote_seq = v.seq, settle_source_id = v.source_id,
      settle_source_bid = v.source_bid, settle_source_ask = v.source_ask,
      settle_markup_bid = v.markup_bid, settle_markup_ask = v.markup_ask, outcome = v.outcome,
      payout = v.payout, settled_at = v.settled_at, settled_after_restart = v.after_restart,
      settled_after_pause = v.after_pause
    from jsonb_to_recordset(${rows}::jsonb) as v(id bigint, mid numeric, bid numeric, ask numeric,
      quoted_at timestamptz, seq bigint, source_id text, source_bid numeric, source_ask numeric,
      markup_bid numeric, markup_ask numeric, outcome text, payout numeric, settled_at timestamptz,
      after_restart boolean, after_pause boolean)
    where c.id = v.id and c.status = 'open'
    returning c.id`);
  return (result as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
}

/** Records the payout or refund entry of settled contracts (id → entry id), in one statement. */
export async function setSettleEntries(
  db: DbOrTx,
  entries: readonly { id: number; entryId: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows = JSON.stringify(entries.map((e) => ({ id: e.id, entry_id: e.entryId })));
  await db.execute(sql`
    update delivery_contracts c set settle_entry_id = v.entry_id
    from jsonb_to_recordset(${rows}::jsonb) as v(id bigint, entry_id bigint) where c.id = v.id`);
}

/** A page of the user's contracts, newest first; one more than `limit` tells whether more exist. */
export async function listContractsOfUser(
  db: DbOrTx,
  userId: string,
  page: { offset: number; limit: number; beforeId?: number; status?: 'open' | 'settled' },
): Promise<ContractRow[]> {
  const conditions = [eq(deliveryContracts.userId, userId)];
  if (page.beforeId !== undefined) conditions.push(lt(deliveryContracts.id, page.beforeId));
  if (page.status !== undefined) conditions.push(eq(deliveryContracts.status, page.status));
  return db
    .select()
    .from(deliveryContracts)
    .where(and(...conditions))
    .orderBy(desc(deliveryContracts.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}
