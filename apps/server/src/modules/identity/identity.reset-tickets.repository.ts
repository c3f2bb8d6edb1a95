import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { passwordResetTickets } from '../../db/schema';

export async function insertResetTicket(
  db: DbOrTx,
  row: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTickets).values(row);
}

/** Marks a live ticket used and returns its user; null if unknown, used or expired. */
export async function spendResetTicket(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTickets.tokenHash, tokenHash),
        isNull(passwordResetTickets.usedAt),
        gt(passwordResetTickets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTickets.userId });
  return row?.userId ?? null;
}
