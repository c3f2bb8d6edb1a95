import { countLoginFailure, isVerificationCode, loginNeedsCaptcha } from '@waihui/core';
import type { LoginBody, SessionData } from '@waihui/contracts';
import type { Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { accountKey, parseAccount, type Account } from './identity.accounts';
import { checkCaptcha } from './identity.captcha.service';
import { attemptCode, codeFailureReason } from './identity.codes.service';
import { commitThenThrow, inTransaction } from '../../db/transaction';
import type { IdentityDeps, RequestContext } from './identity.deps';
import {
  clearLoginFailures,
  findLoginFailures,
  recordLoginFailure,
} from './identity.login-failures.repository';
import { verifyAgainstDummy, verifyPassword } from './identity.password-hashing';
import { toUserInfo } from './identity.profile.service';
import { openSession } from './identity.sessions.service';
import { findUserByAccount, updateUser, type UserRow } from './identity.users.repository';

/** POST /api/user/login with a password or with a code (purpose "login"). */
export async function login(
  deps: IdentityDeps,
  body: LoginBody,
  context: RequestContext,
): Promise<SessionData> {
  const account = requireAccount(body.account, body.country);
  return body.type === 'password'
    ? loginWithPassword(deps, account, body, context)
    : loginWithCode(deps, account, body.code, context);
}

/** The `account` field as an e-mail or E.164 number; INVALID_ACCOUNT when it is neither. */
export function requireAccount(input: string, country: string | undefined): Account {
  const account = parseAccount(input, country);
  if (account === null) throw new BusinessError('INVALID_ACCOUNT');
  return account;
}

/**
 * Password login (product.md §15.3, §15.2). Nothing before the password check depends on
 * whether the account exists: the wrong-password count and the captcha it brings in (after 5) are
 * kept per account as typed, an unknown account is checked against a dummy hash, and every refusal
 * is WRONG_CREDENTIALS. Nobody is locked out: a guesser has to solve a captcha per try. What only
 * the owner may learn (operator lock, closed account) is said after the right password.
 */
async function loginWithPassword(
  deps: IdentityDeps,
  account: Account,
  body: Extract<LoginBody, { type: 'password' }>,
  context: RequestContext,
): Promise<SessionData> {
  const key = accountKey(account);
  const nowMs = deps.now().getTime();
  if (loginNeedsCaptcha(await findLoginFailures(deps.db, key), nowMs)) {
    if (body.captcha_key === undefined || body.captcha === undefined || body.captcha === '') {
      throw new BusinessError('CAPTCHA_REQUIRED', { details: { captcha_required: true } });
    }
    await checkCaptcha(deps, body.captcha_key, body.captcha);
  }
  const user = await findUserByAccount(deps.db, account);
  const matches =
    user === null
      ? await verifyAgainstDummy(body.password)
      : await verifyPassword(user.passwordHash, body.password);
  if (user === null || !matches) {
    const failures = await recordLoginFailure(deps.db, key, (current) =>
      countLoginFailure(current, nowMs),
    );
    throw new BusinessError('WRONG_CREDENTIALS', {
      details: { captcha_required: loginNeedsCaptcha(failures, nowMs) },
    });
  }
  assertSignInAllowed(user);
  return inTransaction(deps.db, async (tx) => {
    await clearLoginFailures(tx, key);
    return startSession(tx, deps, user, context);
  });
}

/**
 * A code proves control of the phone or mailbox, as a password reset does, so it also clears the
 * wrong-password count (and an old-password lock of amend_password). The code is checked before the
 * account is looked at: an address no account uses only ever received a notice, so its code is
 * refused like any wrong code product.md §15.3.
 */
async function loginWithCode(
  deps: IdentityDeps,
  account: Account,
  code: string,
  context: RequestContext,
): Promise<SessionData> {
  if (!isVerificationCode(code)) throw new BusinessError('CODE_FORMAT');
  const key = accountKey(account);
  return commitThenThrow(deps.db, async (tx) => {
    const outcome = await attemptCode(tx, { purpose: 'login', destination: key }, code, deps.now());
    if (outcome.kind !== 'accepted') return new BusinessError(codeFailureReason(outcome));
    const user = await findUserByAccount(tx, account);
    // Only a guess of a code nobody received gets here: answered as a wrong code.
    if (user === null) return new BusinessError('CODE_INVALID');
    assertSignInAllowed(user);
    await updateUser(tx, user.id, { failedLogins: 0, lockedUntil: null });
    await clearLoginFailures(tx, key);
    return startSession(tx, deps, { ...user, failedLogins: 0, lockedUntil: null }, context);
  });
}

/** An operator locked this account's sign-in (back-office): no password or code opens it. */
export function assertSignInAllowed(user: Pick<UserRow, 'signInLockedAt'>): void {
  if (user.signInLockedAt !== null) throw new BusinessError('SIGN_IN_LOCKED');
}

async function startSession(
  tx: Tx,
  deps: IdentityDeps,
  user: UserRow,
  context: RequestContext,
): Promise<SessionData> {
  // Closed after a year idle (identity.idle-accounts.ts): told only to whoever proved the password or code.
  if (user.closedAt !== null) throw new BusinessError('ACCOUNT_CLOSED');
  const now = deps.now();
  await updateUser(tx, user.id, { lastLoginAt: now });
  const session = await openSession(tx, deps, user.id, context);
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: toUserInfo({ ...user, lastLoginAt: now }),
  };
}
