import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

/** `last_used_at` is written at most this often (ms): the idle limit counts days, not requests. */
export const LAST_USED_RESOLUTION_MS = 5 * 60_000;

/**
 * The live session for a token hash: not revoked, not expired at `now`, used after `idleSince`.
 * A use more than LAST_USED_RESOLUTION_MS after the recorded one moves `last_used_at` to `now`.
 */
export async function findLiveSession(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      userId: sessions.userId,
      sessionId: sessions.id,
      lang: users.lang,
      book: sessions.book,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, idleSince),
      ),
    )
    .limit(1);
  if (row === undefined) return null;
  const { lastUsedAt, ...session } = row;
  if (now.getTime() - lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastUsedAt, now)));
  }
  return session;
}

export async function insertSession(
  db: DbOrTx,
  values: {
    userId: string;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, lastUsedAt: values.createdAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

export interface LiveSessionRow {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** A user's live sessions (as findLiveSession counts them), most recently used first. */
export async function listLiveSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  idleSince: Date,
): Promise<LiveSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(100);
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes one session of this user only; false when it is not theirs or already ended. */
export async function revokeOwnSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length === 1;
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
