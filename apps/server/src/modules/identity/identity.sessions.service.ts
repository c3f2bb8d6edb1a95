import type { SessionListData } from '@waihui/contracts';
import type { DbOrTx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import type { IdentityDeps, RequestContext } from './identity.deps';
import { hashSessionToken, newSessionToken } from './identity.session-tokens';
import type { SessionUser } from '../../plugins/auth';
import {
  findLiveSession,
  insertSession,
  listLiveSessions,
  revokeOwnSession,
  revokeSession,
} from './identity.sessions.repository';

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

/** Characters of the User-Agent a session keeps: enough to name a browser and system. */
export const USER_AGENT_MAX_LENGTH = 256;

/** Where a session was opened from, as the sessions list shows it. */
export type SessionOrigin = Pick<RequestContext, 'ip' | 'userAgent'>;

/**
 * A new bearer session for the user, valid SESSION_TTL_HOURS (and ended sooner after
 * SESSION_IDLE_HOURS unused); only the token's hash is stored, with the login's address and device.
 */
export async function openSession(
  db: DbOrTx,
  deps: Pick<IdentityDeps, 'now' | 'config'>,
  userId: string,
  origin: SessionOrigin,
): Promise<OpenedSession> {
  const now = deps.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + deps.config.SESSION_TTL_HOURS * 3_600_000);
  await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt,
    createdAt: now,
    ip: origin.ip,
    userAgent: origin.userAgent === null ? null : origin.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
  });
  return { token, expiresAt };
}

/** Sessions last used before this moment have ended (idle limit). */
export function idleSince(now: Date, idleHours: number): Date {
  return new Date(now.getTime() - idleHours * 3_600_000);
}

/** POST /api/user/logout: the session of the token used ends now. */
export async function logout(deps: IdentityDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.now());
}

/** GET /api/user/sessions: the user's own live sessions; `current` marks the one asking. */
export async function listSessions(
  deps: IdentityDeps,
  session: { userId: string; sessionId: string },
): Promise<SessionListData> {
  const now = deps.now();
  const rows = await listLiveSessions(
    deps.db,
    session.userId,
    now,
    idleSince(now, deps.config.SESSION_IDLE_HOURS),
  );
  return rows.map((row) => ({
    id: row.id,
    current: row.id === session.sessionId,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
  }));
}

/**
 * POST /api/user/sessions/revoke: ends one of the user's own sessions (the current one too: that
 * is a logout). Another user's session, an unknown or an ended one all answer NOT_FOUND alike.
 */
export async function revokeOwn(
  deps: IdentityDeps,
  session: { userId: string },
  sessionId: string,
): Promise<{ revoked: true }> {
  const revoked = await revokeOwnSession(deps.db, session.userId, sessionId, deps.now());
  if (!revoked) throw new BusinessError('NOT_FOUND');
  return { revoked: true };
}

/** The live session of a bearer token (the auth plugin's session lookup, wired in app.ts). */
export function findSessionByToken(
  db: DbOrTx,
  token: string,
  now: Date,
  idleHours: number,
): Promise<SessionUser | null> {
  return findLiveSession(db, hashSessionToken(token), now, idleSince(now, idleHours));
}
