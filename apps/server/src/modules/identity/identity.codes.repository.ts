import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { verificationCodes, type CodePurpose } from '../../db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;

/**
 * Serialises code sending per destination until the transaction ends, so two simultaneous requests
 * cannot both pass the 60-second check. The first key namespaces identity's advisory locks.
 */
export async function lockDestination(tx: Tx, destination: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7001, hashtext(${destination}))`);
}

/** When the newest code to a destination was sent (any purpose), or null. */
export async function lastCodeSentAt(db: DbOrTx, destination: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.destination, destination))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Codes sent to a destination strictly after `since`. */
export async function countCodesSentSince(
  db: DbOrTx,
  destination: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.destination, destination), gt(verificationCodes.createdAt, since)),
    );
  return row?.n ?? 0;
}

/** A newer code replaces older ones: they stop working. */
export async function retireLiveCodes(
  tx: Tx,
  purpose: CodePurpose,
  destination: string,
  now: Date,
): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.destination, destination),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(tx: Tx, row: typeof verificationCodes.$inferInsert) {
  await tx.insert(verificationCodes).values(row);
}

export async function deleteCode(db: DbOrTx, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** Which code an attempt is checked against: by destination, or by user (logged-in purposes). */
export type CodeLookup =
  { purpose: CodePurpose; destination: string } | { purpose: CodePurpose; userId: string };

/** The newest unused code for the lookup, locked until the transaction ends. */
export async function lockNewestLiveCode(tx: Tx, lookup: CodeLookup): Promise<CodeRow | null> {
  const target =
    'destination' in lookup
      ? eq(verificationCodes.destination, lookup.destination)
      : eq(verificationCodes.userId, lookup.userId);
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, lookup.purpose),
        target,
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordCodeAttempt(
  tx: Tx,
  id: string,
  patch: { attempts?: number; consumedAt?: Date },
): Promise<void> {
  await tx.update(verificationCodes).set(patch).where(eq(verificationCodes.id, id));
}
