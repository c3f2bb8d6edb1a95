import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

/** The live session for a token hash: not revoked, not expired at `now`. */
export async function findLiveSession(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<SessionUser | null> {
  const rows = await db
    .select({ userId: sessions.userId, sessionId: sessions.id, role: users.role, lang: users.lang })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt?: Date },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every unrevoked session of a user except `keepSessionId`; returns how many live ones ended. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    )
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return rows.filter((row) => row.expiresAt > now).length;
}
