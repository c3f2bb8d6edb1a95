import { and, eq, sql } from 'drizzle-orm';
import { type Book, practiceUserIdOf } from '@waihui/core';
import type { DbOrTx } from '../../db/database';
import { sessions, users } from '../../db/schema';

/*
 * The practice holder beside each user (docs/decisions.md, "Practice and live"): a users row of its
 * own so that positions, orders, spot and delivery rows and ledger accounts are the practice book's
 * by their user id alone. It has no e-mail, phone or usable password, so it can never sign in;
 * only a session of its live user reaches it, through that session's book.
 */

/** Opens the user's practice holder if it is not there yet; returns its id. Safe to repeat. */
export async function ensurePracticeHolder(db: DbOrTx, liveUserId: string): Promise<string> {
  const practiceId = practiceUserIdOf(liveUserId);
  // Its password hash '!' is no hash of any password, and no login finds it (no e-mail or phone).
  await db.execute(sql`
    insert into ${users} (id, country, password_hash, invite_code, lang, practice_of)
    select ${practiceId}::uuid, country, '!', 'practice:' || invite_code, lang, id
    from ${users} where id = ${liveUserId}::uuid
    on conflict do nothing`);
  return practiceId;
}

/** Sets the active book of one of the user's own sessions; false when it is not theirs. */
export async function setSessionBook(
  db: DbOrTx,
  liveUserId: string,
  sessionId: string,
  book: Book,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ book })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, liveUserId)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}
