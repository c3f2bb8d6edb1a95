import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { identityVerifications, idPhotos } from '../../db/schema';

/** What the verification module reads and writes: ID photo rows and form submissions. */

export type PhotoRow = typeof idPhotos.$inferSelect;
export type VerificationRow = typeof identityVerifications.$inferSelect;
export type NewVerificationRow = typeof identityVerifications.$inferInsert;

export async function insertPhoto(db: DbOrTx, row: PhotoRow): Promise<void> {
  await db.insert(idPhotos).values(row);
}

export async function findPhoto(db: DbOrTx, id: string): Promise<PhotoRow | null> {
  const [row] = await db.select().from(idPhotos).where(eq(idPhotos.id, id)).limit(1);
  return row ?? null;
}

/** Those of `ids` that belong to the user. */
export async function findOwnPhotos(
  db: DbOrTx,
  userId: string,
  ids: readonly string[],
): Promise<PhotoRow[]> {
  return db
    .select()
    .from(idPhotos)
    .where(and(eq(idPhotos.userId, userId), inArray(idPhotos.id, [...ids])));
}

/** The first submission that matches, in `order`; null if none does. */
async function firstVerification(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[] = [],
): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(where)
    .orderBy(...order)
    .limit(1);
  return row ?? null;
}

/** The user's latest submission (their current status), or null if they never submitted. */
export function findLatestVerification(
  db: DbOrTx,
  userId: string,
): Promise<VerificationRow | null> {
  return firstVerification(db, eq(identityVerifications.userId, userId), [
    desc(identityVerifications.submittedAt),
    desc(identityVerifications.id),
  ]);
}

export async function insertVerification(
  db: DbOrTx,
  row: NewVerificationRow,
): Promise<VerificationRow> {
  const [inserted] = await db.insert(identityVerifications).values(row).returning();
  if (!inserted) throw new Error('insert into identity_verifications returned no row');
  return inserted;
}

export function findVerification(db: DbOrTx, id: string): Promise<VerificationRow | null> {
  return firstVerification(db, eq(identityVerifications.id, id));
}

/** The user's pending submission, or null. */
export function findPendingOfUser(db: DbOrTx, userId: string): Promise<VerificationRow | null> {
  return firstVerification(
    db,
    and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'pending')),
  );
}

/** Pending submissions, oldest first (the review queue), from `offset`. */
export async function listPending(
  db: DbOrTx,
  limit: number,
  offset = 0,
): Promise<VerificationRow[]> {
  return db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.status, 'pending'))
    .orderBy(asc(identityVerifications.submittedAt), asc(identityVerifications.id))
    .offset(offset)
    .limit(limit);
}

export async function countPending(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identityVerifications)
    .where(eq(identityVerifications.status, 'pending'));
  return row?.n ?? 0;
}

/**
 * Records a decision, only if the row is still pending (two operators deciding at once: the
 * second changes nothing). Answers the updated row, or null when it was no longer pending.
 */
export async function decidePending(
  db: DbOrTx,
  id: string,
  decision: {
    status: 'verified' | 'rejected';
    rejectionReason: string | null;
    reviewedAt: Date;
    /** null: the browser-test helper, no operator. */
    reviewedBy: string | null;
  },
): Promise<VerificationRow | null> {
  const [row] = await db
    .update(identityVerifications)
    .set(decision)
    .where(and(eq(identityVerifications.id, id), eq(identityVerifications.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function hasVerifiedIdentity(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(
      and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'verified')),
    )
    .limit(1);
  return row !== undefined;
}
