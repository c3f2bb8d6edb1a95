import type { DbOrTx } from '../../db/database';
import type { IdentityDeps } from './identity-deps';
import { hashSessionToken, newSessionToken } from './session-tokens';
import type { SessionUser } from '../../plugins/auth';
import { findLiveSession, insertSession, revokeSession } from './sessions.repository';

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

/** A new bearer session for the user, valid SESSION_TTL_HOURS; only the token's hash is stored. */
export async function openSession(
  db: DbOrTx,
  deps: Pick<IdentityDeps, 'now' | 'config'>,
  userId: string,
): Promise<OpenedSession> {
  const now = deps.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + deps.config.SESSION_TTL_HOURS * 3_600_000);
  await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/** POST /api/user/logout: the session of the token used ends now. */
export async function logout(deps: IdentityDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.now());
}

/** The live session of a bearer token (the auth plugin's session lookup, wired in app.ts). */
export function findSessionByToken(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  return findLiveSession(db, hashSessionToken(token), now);
}
