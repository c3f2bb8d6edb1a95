import { eq } from 'drizzle-orm';
import type { LoginFailures } from '@waihui/core';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { loginFailures } from '../../db/schema';

/** The wrong-password record of an account as typed (existing or not), or null. */
export async function findLoginFailures(
  db: DbOrTx,
  accountKey: string,
): Promise<LoginFailures | null> {
  const [row] = await db
    .select({ failures: loginFailures.failures, lastFailedAt: loginFailures.lastFailedAt })
    .from(loginFailures)
    .where(eq(loginFailures.accountKey, accountKey))
    .limit(1);
  return row ? { failures: row.failures, lastFailedAtMs: row.lastFailedAt.getTime() } : null;
}

/**
 * Stores the record after one more wrong password, computed by `next` from the stored one under the
 * row lock, so parallel wrong passwords all count.
 */
export async function recordLoginFailure(
  db: DbOrTx,
  accountKey: string,
  next: (current: LoginFailures | null) => LoginFailures,
): Promise<LoginFailures> {
  return inTransaction(db, async (tx) => {
    // Insert-or-nothing first, so the row exists to lock (two first failures cannot both insert).
    await tx
      .insert(loginFailures)
      .values({ accountKey, failures: 0, lastFailedAt: new Date(0) })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.accountKey, accountKey))
      .for('update');
    const current =
      row && row.failures > 0
        ? { failures: row.failures, lastFailedAtMs: row.lastFailedAt.getTime() }
        : null;
    const updated = next(current);
    await tx
      .update(loginFailures)
      .set({ failures: updated.failures, lastFailedAt: new Date(updated.lastFailedAtMs) })
      .where(eq(loginFailures.accountKey, accountKey));
    return updated;
  });
}

/** A right password, a code login or a reset: the count starts again. */
export async function clearLoginFailures(db: DbOrTx, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}
