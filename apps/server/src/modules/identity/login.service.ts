import { isVerificationCode } from '@waihui/core';
import type { LoginBody, SessionData } from '@waihui/contracts';
import type { Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { accountKey, parseAccount, type Account } from './accounts';
import { attemptCode, codeFailureReason } from './codes.service';
import { commitThenThrow } from '../../db/transaction';
import type { IdentityDeps } from './identity-deps';
import { LOGIN_PASSWORD, attemptPassword } from './password-attempt';
import { verifyAgainstDummy } from './password-hashing';
import { toUserInfo } from './profile.service';
import { openSession } from './sessions.service';
import { findUserByAccount, updateUser, type UserRow } from './users.repository';

/** POST /api/user/login with a password or with a code (purpose "login"). */
export async function login(deps: IdentityDeps, body: LoginBody): Promise<SessionData> {
  const account = requireAccount(body.account, body.country);
  return body.type === 'password'
    ? loginWithPassword(deps, account, body.password)
    : loginWithCode(deps, account, body.code);
}

/** The `account` field as an e-mail or E.164 number; INVALID_ACCOUNT when it is neither. */
export function requireAccount(input: string, country: string | undefined): Account {
  const account = parseAccount(input, country);
  if (account === null) throw new BusinessError('INVALID_ACCOUNT');
  return account;
}

/**
 * Wrong account and wrong password get the same answer and take the same time. Five wrong passwords
 * lock the account for 15 minutes; the answer then says so, even for the right password.
 */
async function loginWithPassword(
  deps: IdentityDeps,
  account: Account,
  password: string,
): Promise<SessionData> {
  const user = await findUserByAccount(deps.db, account);
  if (user === null) {
    await verifyAgainstDummy(password);
    throw new BusinessError('WRONG_CREDENTIALS');
  }
  assertSignInAllowed(user);
  return attemptPassword(deps, user, LOGIN_PASSWORD, password, (tx, current) =>
    startSession(tx, deps, current),
  );
}

/**
 * A code proves control of the phone or mailbox, as a password reset does, so it also clears a
 * password lock (the reset would clear it anyway).
 */
async function loginWithCode(
  deps: IdentityDeps,
  account: Account,
  code: string,
): Promise<SessionData> {
  if (!isVerificationCode(code)) throw new BusinessError('CODE_FORMAT');
  const user = await findUserByAccount(deps.db, account);
  if (user === null) throw new BusinessError('ACCOUNT_NOT_FOUND');
  assertSignInAllowed(user);
  return commitThenThrow(deps.db, async (tx) => {
    const outcome = await attemptCode(
      tx,
      { purpose: 'login', destination: accountKey(account) },
      code,
      deps.now(),
    );
    if (outcome.kind !== 'accepted') return new BusinessError(codeFailureReason(outcome));
    await updateUser(tx, user.id, { failedLogins: 0, lockedUntil: null });
    return startSession(tx, deps, { ...user, failedLogins: 0, lockedUntil: null });
  });
}

/** An operator locked this account's sign-in (back-office): no password or code opens it. */
export function assertSignInAllowed(user: Pick<UserRow, 'signInLockedAt'>): void {
  if (user.signInLockedAt !== null) throw new BusinessError('SIGN_IN_LOCKED');
}

async function startSession(tx: Tx, deps: IdentityDeps, user: UserRow): Promise<SessionData> {
  // Closed after a year idle (idle-accounts.ts): told only to whoever proved the password or code.
  if (user.closedAt !== null) throw new BusinessError('ACCOUNT_CLOSED');
  const now = deps.now();
  await updateUser(tx, user.id, { lastLoginAt: now });
  const session = await openSession(tx, deps, user.id);
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: toUserInfo({ ...user, lastLoginAt: now }),
  };
}
