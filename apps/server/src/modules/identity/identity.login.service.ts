import { isVerificationCode } from '@waihui/core';
import type { LoginBody, SessionData } from '@waihui/contracts';
import type { Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { accountKey, parseAccount, type Account } from './identity.accounts';
import { attemptCode, codeFailureReason } from './identity.codes.service';
import { commitThenThrow, inTransaction } from '../../db/transaction';
import type { IdentityDeps, RequestContext } from './identity.deps';
import { clearLoginFailures } from './identity.login-failures.repository';
import { verifyAgainstDummy, verifyPassword } from './identity.password-hashing';
import { toUserInfo } from './identity.profile.service';
import { openSession } from './identity.sessions.service';
import { admitGuess, guessCounterKey, wrongGuess } from './identity.sign-in-guesses';
import { findUserByAccount, updateUser, type UserRow } from './identity.users.repository';

/** A sign-in's answer, and the device token the route sets as the browser's cookie. */
export interface SignedIn {
  session: SessionData;
  deviceToken: string;
}

/**
 * POST /api/user/login with a password or with a code (purpose "login"). `deviceToken` is the
 * browser's device cookie as sent (identity.device-tokens.ts); either way of signing in makes the
 * device known to the account.
 */
export async function login(
  deps: IdentityDeps,
  body: LoginBody,
  context: RequestContext,
  deviceToken: string | null,
): Promise<SignedIn> {
  const account = requireAccount(body.account, body.country);
  const signedIn =
    body.type === 'password'
      ? await loginWithPassword(deps, account, body, context, deviceToken)
      : await loginWithCode(deps, account, body.code, context);
  return {
    session: signedIn.session,
    deviceToken: deps.deviceTokens.issue('app', signedIn.userId, deviceToken),
  };
}

/** The `account` field as an e-mail or E.164 number; INVALID_ACCOUNT when it is neither. */
export function requireAccount(input: string, country: string | undefined): Account {
  const account = parseAccount(input, country);
  if (account === null) throw new BusinessError('INVALID_ACCOUNT');
  return account;
}

/**
 * Password login (product.md §15.3, §15.2). Nothing before the password check depends on whether
 * the account exists: the try counts on the known device's counter (a device token of this user
 * came with it) or else the account's shared one, kept per account as typed; the counter brings in
 * the captcha after 5 wrong tries and waits after 10 (identity.sign-in-guesses.ts); an unknown
 * account is checked against a dummy hash, and every refusal is WRONG_CREDENTIALS. Nobody is locked
 * out: a guesser slows only the shared counter, the owner's known devices keep their own, and a
 * code login works whatever the counter says. What only the owner may learn (operator lock, closed
 * account) is said after the right password. A right password clears the counter it counted on.
 */
async function loginWithPassword(
  deps: IdentityDeps,
  account: Account,
  body: Extract<LoginBody, { type: 'password' }>,
  context: RequestContext,
  deviceToken: string | null,
): Promise<{ session: SessionData; userId: string }> {
  const user = await findUserByAccount(deps.db, account);
  const deviceId = user === null ? null : deps.deviceTokens.deviceOf('app', user.id, deviceToken);
  const key = guessCounterKey(accountKey(account), deviceId);
  const counted = await admitGuess(deps, key, body, 'SIGN_IN_TRY_LATER');
  const matches =
    user === null
      ? await verifyAgainstDummy(body.password)
      : await verifyPassword(user.passwordHash, body.password);
  if (user === null || !matches) throw wrongGuess(deps, counted, 'WRONG_CREDENTIALS');
  assertSignInAllowed(user);
  return inTransaction(deps.db, async (tx) => {
    await clearLoginFailures(tx, key);
    return { session: await startSession(tx, deps, user, context), userId: user.id };
  });
}

/**
 * A code proves control of the phone or mailbox, as a password reset does, so it also clears the
 * account's shared wrong-password count (whatever it says: the way in for an owner on a new device
 * while a guesser keeps the password login waiting) (and an old-password lock of amend_password). The code is checked before the
 * account is looked at: an address no account uses only ever received a notice, so its code is
 * refused like any wrong code product.md §15.3.
 */
async function loginWithCode(
  deps: IdentityDeps,
  account: Account,
  code: string,
  context: RequestContext,
): Promise<{ session: SessionData; userId: string }> {
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
    const reset = { ...user, failedLogins: 0, lockedUntil: null };
    return { session: await startSession(tx, deps, reset, context), userId: user.id };
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
