import { eq } from 'drizzle-orm';
import type { LoginFailures } from '@waihui/core';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { loginFailures } from '../../db/schema';

/**
 * The wrong-try record of a counter (an account as typed, existing or not, or a known device:
 * identity.sign-in-guesses.ts), or null.
 */
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
 * Replaces the record by what `next` makes of the stored one (null: deletes it), under the row lock,
 * so parallel tries all count. `next` may throw to change nothing (the back-off's refusal).
 */
export async function changeLoginFailures<R extends LoginFailures | null>(
  db: DbOrTx,
  accountKey: string,
  next: (current: LoginFailures | null) => R,
): Promise<R> {
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
    if (updated === null) {
      await tx.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
    } else {
      await tx
        .update(loginFailures)
        .set({ failures: updated.failures, lastFailedAt: new Date(updated.lastFailedAtMs) })
        .where(eq(loginFailures.accountKey, accountKey));
    }
    return updated;
  });
}

/** A right password, a code login or a reset: the count starts again. */
export async function clearLoginFailures(db: DbOrTx, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}
