import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { depositNotices, withdrawalDestinations, withdrawals } from '../../db/schema';

/*
 * Funding's tables (db/schema/funding.ts). Every read of a user's row takes the user id, so another
 * user's id finds nothing. Status changes are guarded by the old status (`where status in (...)`):
 * of two reviewers acting at once, only one changes the row.
 */

export type DepositNoticeRow = typeof depositNotices.$inferSelect;
export type DestinationRow = typeof withdrawalDestinations.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

// ---------------------------------------------------------------- deposit notices

export async function insertDepositNotice(
  db: DbOrTx,
  values: typeof depositNotices.$inferInsert,
): Promise<DepositNoticeRow> {
  const [row] = await db.insert(depositNotices).values(values).returning();
  if (!row) throw new Error('deposit notice insert returned nothing');
  return row;
}

export async function listDepositNotices(
  db: DbOrTx,
  userId: string,
  page: { offset: number; limit: number },
): Promise<DepositNoticeRow[]> {
  return db
    .select()
    .from(depositNotices)
    .where(eq(depositNotices.userId, userId))
    .orderBy(desc(depositNotices.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function findDepositNotice(db: DbOrTx, id: number): Promise<DepositNoticeRow | null> {
  const [row] = await db.select().from(depositNotices).where(eq(depositNotices.id, id));
  return row ?? null;
}

/** The operators' queue: one status, pending oldest first (who waits longest), others newest first. */
export async function listDepositQueue(
  db: DbOrTx,
  status: DepositNoticeRow['status'],
  page: { offset: number; limit: number },
): Promise<DepositNoticeRow[]> {
  return db
    .select()
    .from(depositNotices)
    .where(eq(depositNotices.status, status))
    .orderBy(status === 'pending' ? asc(depositNotices.id) : desc(depositNotices.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Ids of pending notices filed at or before `filedBy`, oldest first (the demo's auto-confirm). */
export async function listPendingDepositIdsFiledBy(
  db: DbOrTx,
  filedBy: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: depositNotices.id })
    .from(depositNotices)
    .where(and(eq(depositNotices.status, 'pending'), lte(depositNotices.createdAt, filedBy)))
    .orderBy(asc(depositNotices.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Notices per status (statuses without any are absent). */
export async function countDepositsByStatus(
  db: DbOrTx,
): Promise<Partial<Record<DepositNoticeRow['status'], number>>> {
  const rows = await db
    .select({ status: depositNotices.status, n: count() })
    .from(depositNotices)
    .groupBy(depositNotices.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** Moves a pending notice on; null when it was not pending (any more). */
export async function reviewDepositNotice(
  db: DbOrTx,
  id: number,
  change: Pick<DepositNoticeRow, 'status' | 'reviewedAt'> &
    Partial<Pick<DepositNoticeRow, 'rejectReason' | 'ledgerEntryId'>>,
): Promise<DepositNoticeRow | null> {
  const [row] = await db
    .update(depositNotices)
    .set(change)
    .where(and(eq(depositNotices.id, id), eq(depositNotices.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function setDepositLedgerEntry(
  db: DbOrTx,
  id: number,
  entryId: number,
): Promise<void> {
  await db.update(depositNotices).set({ ledgerEntryId: entryId }).where(eq(depositNotices.id, id));
}

// ---------------------------------------------------------------- destinations

export async function listDestinations(
  db: DbOrTx,
  userId: string,
  kind: 'bank' | 'wallet',
): Promise<DestinationRow[]> {
  return db
    .select()
    .from(withdrawalDestinations)
    .where(
      and(
        eq(withdrawalDestinations.userId, userId),
        eq(withdrawalDestinations.kind, kind),
        isNull(withdrawalDestinations.removedAt),
      ),
    )
    .orderBy(withdrawalDestinations.id);
}

export async function findOwnDestination(
  db: DbOrTx,
  userId: string,
  id: number,
): Promise<DestinationRow | null> {
  const [row] = await db
    .select()
    .from(withdrawalDestinations)
    .where(
      and(
        eq(withdrawalDestinations.id, id),
        eq(withdrawalDestinations.userId, userId),
        isNull(withdrawalDestinations.removedAt),
      ),
    );
  return row ?? null;
}

/** Destinations by id, whoever's and removed or not (the back-office's queue reads them). */
export async function listDestinationsById(
  db: DbOrTx,
  ids: readonly number[],
): Promise<DestinationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(withdrawalDestinations)
    .where(inArray(withdrawalDestinations.id, [...ids]));
}

export async function insertDestination(
  db: DbOrTx,
  values: typeof withdrawalDestinations.$inferInsert,
): Promise<DestinationRow> {
  const [row] = await db.insert(withdrawalDestinations).values(values).returning();
  if (!row) throw new Error('destination insert returned nothing');
  return row;
}

export async function updateOwnDestination(
  db: DbOrTx,
  userId: string,
  id: number,
  change: Partial<typeof withdrawalDestinations.$inferInsert>,
): Promise<DestinationRow | null> {
  const [row] = await db
    .update(withdrawalDestinations)
    .set(change)
    .where(
      and(
        eq(withdrawalDestinations.id, id),
        eq(withdrawalDestinations.userId, userId),
        isNull(withdrawalDestinations.removedAt),
      ),
    )
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------- withdrawals

export async function insertWithdrawal(
  db: DbOrTx,
  values: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('withdrawal insert returned nothing');
  return row;
}

export async function findWithdrawalByKey(
  db: DbOrTx,
  userId: string,
  key: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
  return row ?? null;
}

export async function findWithdrawal(db: DbOrTx, id: number): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

export async function listWithdrawals(
  db: DbOrTx,
  userId: string,
  page: { offset: number; limit: number },
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** The operators' queue: one status; pending and approved oldest first, the others newest first. */
export async function listWithdrawalQueue(
  db: DbOrTx,
  status: WithdrawalRow['status'],
  page: { offset: number; limit: number },
): Promise<WithdrawalRow[]> {
  const waiting = status === 'pending' || status === 'approved';
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, status))
    .orderBy(waiting ? asc(withdrawals.id) : desc(withdrawals.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Withdrawals per status (statuses without any are absent). */
export async function countWithdrawalsByStatus(
  db: DbOrTx,
): Promise<Partial<Record<WithdrawalRow['status'], number>>> {
  const rows = await db
    .select({ status: withdrawals.status, n: count() })
    .from(withdrawals)
    .groupBy(withdrawals.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** Moves a withdrawal from one of `from` to `change.status`; null when it was in none of them. */
export async function moveWithdrawal(
  db: DbOrTx,
  id: number,
  from: readonly WithdrawalRow['status'][],
  change: Pick<WithdrawalRow, 'status' | 'updatedAt'> &
    Partial<Pick<WithdrawalRow, 'rejectReason' | 'externalRef'>>,
  userId?: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(withdrawals)
    .set(change)
    .where(
      and(
        eq(withdrawals.id, id),
        inArray(withdrawals.status, [...from]),
        userId === undefined ? sql`true` : eq(withdrawals.userId, userId),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Four-eyes, first of two approvals: records the operator on a pending withdrawal nobody approved
 * yet (it stays pending); null when it moved on or another operator was first.
 */
export async function recordFirstApproval(
  db: DbOrTx,
  id: number,
  operatorId: string,
  at: Date,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(withdrawals)
    .set({ firstApprovedBy: operatorId, firstApprovedAt: at, updatedAt: at })
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.status, 'pending'),
        isNull(withdrawals.firstApprovedBy),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The approval that completes: pending → approved, only while the first approver is still the one
 * the decision was made on (`firstApprovedBy`, null for none), so of two approvals at once one wins.
 */
export async function completeApproval(
  db: DbOrTx,
  id: number,
  firstApprovedBy: string | null,
  at: Date,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(withdrawals)
    .set({ status: 'approved', updatedAt: at })
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.status, 'pending'),
        firstApprovedBy === null
          ? isNull(withdrawals.firstApprovedBy)
          : eq(withdrawals.firstApprovedBy, firstApprovedBy),
      ),
    )
    .returning();
  return row ?? null;
}
