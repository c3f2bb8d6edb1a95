import {
  PASSWORD_LOCK_MINUTES,
  decidePasswordAttempt,
  lockMinutesLeft,
  type PasswordGuard,
} from '@waihui/core';
import type { Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import type { MessageKey } from '../../i18n/messages';
import { commitThenThrow } from '../../db/transaction';
import type { IdentityDeps } from './identity.deps';
import { verifyPassword } from './identity.password-hashing';
import { lockUser, updateUser, type UserRow } from './identity.users.repository';

/** A password with its own wrong-try guard: the login password or the fund password. */
interface GuardedPassword {
  hash(user: UserRow): string | null;
  guard(user: UserRow): PasswordGuard;
  store(tx: Tx, userId: string, next: PasswordGuard): Promise<void>;
  /** Reason for a wrong password that did not (yet) lock. */
  wrong: MessageKey;
  locked(lockedUntilMs: number, nowMs: number): BusinessError;
}

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

export const LOGIN_PASSWORD: GuardedPassword = {
  hash: (user) => user.passwordHash,
  guard: (user) => ({
    failedAttempts: user.failedLogins,
    lockedUntilMs: user.lockedUntil?.getTime() ?? null,
  }),
  store: (tx, userId, next) =>
    updateUser(tx, userId, {
      failedLogins: next.failedAttempts,
      lockedUntil: dateOrNull(next.lockedUntilMs),
    }),
  wrong: 'WRONG_CREDENTIALS',
  locked: (lockedUntilMs, nowMs) =>
    new BusinessError('ACCOUNT_LOCKED', {
      params: {
        lock_minutes: PASSWORD_LOCK_MINUTES,
        minutes: lockMinutesLeft(lockedUntilMs, nowMs),
      },
      details: { locked_until: new Date(lockedUntilMs).toISOString() },
    }),
};

export const FUND_PASSWORD: GuardedPassword = {
  hash: (user) => user.fundPasswordHash,
  guard: (user) => ({
    failedAttempts: user.fundFailedAttempts,
    lockedUntilMs: user.fundLockedUntil?.getTime() ?? null,
  }),
  store: (tx, userId, next) =>
    updateUser(tx, userId, {
      fundFailedAttempts: next.failedAttempts,
      fundLockedUntil: dateOrNull(next.lockedUntilMs),
    }),
  wrong: 'FUND_PASSWORD_WRONG',
  locked: (lockedUntilMs, nowMs) =>
    new BusinessError('FUND_PASSWORD_LOCKED', {
      params: { minutes: lockMinutesLeft(lockedUntilMs, nowMs) },
      details: { locked_until: new Date(lockedUntilMs).toISOString() },
    }),
};

/**
 * One attempt at a guarded password (5 wrong in a row → 15 min lock). While locked the password is
 * not even checked. The hash check runs before the transaction (argon2 takes tens of ms); the
 * counter update runs under a row lock so parallel attempts all count. On success `onAccepted` runs
 * in the same transaction; a wrong try or a new lock is committed and then thrown.
 */
export async function attemptPassword<T>(
  deps: Pick<IdentityDeps, 'db' | 'now'>,
  user: UserRow,
  secret: GuardedPassword,
  password: string,
  onAccepted: (tx: Tx, user: UserRow) => Promise<T>,
  options: {
    /** Reason for a wrong password, instead of the secret's own (e.g. OLD_PASSWORD_WRONG). */
    wrongReason?: MessageKey;
    /**
     * Add `attempts_left` to a wrong answer. Not on login: an unknown account has no count, so the
     * field would tell which accounts exist.
     */
    showAttemptsLeft?: boolean;
  } = {},
): Promise<T> {
  const wrongReason = options.wrongReason ?? secret.wrong;
  const nowMs = deps.now().getTime();
  const guard = secret.guard(user);
  if (guard.lockedUntilMs !== null && guard.lockedUntilMs > nowMs) {
    throw secret.locked(guard.lockedUntilMs, nowMs);
  }
  const storedHash = secret.hash(user);
  if (storedHash === null) throw new Error('attemptPassword on a user without that password');
  const matches = await verifyPassword(storedHash, password);

  return commitThenThrow(deps.db, async (tx) => {
    const current = await lockUser(tx, user.id);
    if (current === null) return new BusinessError(wrongReason);
    const outcome = decidePasswordAttempt(secret.guard(current), { matches, nowMs });
    switch (outcome.kind) {
      case 'locked':
        return secret.locked(outcome.lockedUntilMs, nowMs);
      case 'locked_now':
        await secret.store(tx, user.id, outcome.next);
        return secret.locked(outcome.lockedUntilMs, nowMs);
      case 'rejected':
        await secret.store(tx, user.id, outcome.next);
        return new BusinessError(
          wrongReason,
          options.showAttemptsLeft ? { details: { attempts_left: outcome.attemptsLeft } } : {},
        );
      case 'accepted':
        await secret.store(tx, user.id, outcome.next);
        return onAccepted(tx, current);
    }
  });
}
