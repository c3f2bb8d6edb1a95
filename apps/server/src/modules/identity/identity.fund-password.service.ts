import { decidePasswordAttempt, isVerificationCode, validateNewPassword } from '@waihui/core';
import type { FundPasswordBody } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { UnauthenticatedError } from '../../lib/unauthenticated-error';
import { attemptCode, codeFailureReason } from './identity.codes.service';
import { commitThenThrow } from '../../db/transaction';
import type { IdentityDeps } from './identity.deps';
import { FUND_PASSWORD, attemptPassword } from './identity.password-attempt';
import { hashPassword, verifyPassword } from './identity.password-hashing';
import { assertNoIssues } from './identity.password-rules';
import { findUserById, lockUser, updateUser } from './identity.users.repository';

/**
 * POST /api/user/fund_password (anQuan): sets or changes the fund password. Proof is a code sent
 * with purpose "fund_password" to the user's own phone or e-mail (not the old fund password, which
 * a user who forgot it cannot give). It must differ from the login password.
 *
 * The code is checked first (product.md §15.7: the route used to say whether a guess equalled the
 * login password before any code was checked). Both hashes are computed for every request, before
 * the transaction, so the time taken tells nothing either. A wrong code counts toward the fund
 * password's lockout (5 wrong → 15 min, FUND_PASSWORD_LOCKED); while locked nothing is checked. An
 * accepted code is used up even when the password is then refused as the login password, so each
 * such answer costs a fresh code (CODE_DAILY_LIMIT per address).
 */
export async function setFundPassword(
  deps: IdentityDeps,
  userId: string,
  body: FundPasswordBody,
): Promise<{ has_fund_password: true }> {
  assertNoIssues(
    validateNewPassword({ password: body.password, confirmPassword: body.confirm_password }),
  );
  if (!isVerificationCode(body.code)) throw new BusinessError('CODE_FORMAT');
  const user = await findUserById(deps.db, userId);
  if (user === null) throw new UnauthenticatedError();
  const nowMs = deps.now().getTime();
  const guard = FUND_PASSWORD.guard(user);
  if (guard.lockedUntilMs !== null && guard.lockedUntilMs > nowMs) {
    throw FUND_PASSWORD.locked(guard.lockedUntilMs, nowMs);
  }
  const sameAsLogin = await verifyPassword(user.passwordHash, body.password);
  const fundHash = await hashPassword(body.password);
  return commitThenThrow(deps.db, async (tx) => {
    const current = await lockUser(tx, userId);
    if (current === null) throw new UnauthenticatedError();
    const outcome = await attemptCode(
      tx,
      { purpose: 'fund_password', userId },
      body.code,
      deps.now(),
    );
    if (outcome.kind !== 'accepted') {
      const counted = decidePasswordAttempt(FUND_PASSWORD.guard(current), {
        matches: false,
        nowMs,
      });
      if (counted.kind === 'locked') return FUND_PASSWORD.locked(counted.lockedUntilMs, nowMs);
      if (counted.kind === 'accepted') throw new Error('a wrong code cannot be accepted');
      await FUND_PASSWORD.store(tx, userId, counted.next);
      if (counted.kind === 'locked_now') return FUND_PASSWORD.locked(counted.lockedUntilMs, nowMs);
      return new BusinessError(codeFailureReason(outcome));
    }
    if (sameAsLogin) return new BusinessError('FUND_PASSWORD_SAME_AS_LOGIN');
    await updateUser(tx, userId, {
      fundPasswordHash: fundHash,
      fundFailedAttempts: 0,
      fundLockedUntil: null,
    });
    return { has_fund_password: true as const };
  });
}

/**
 * For other modules (withdrawals): throws FUND_PASSWORD_NOT_SET, FUND_PASSWORD_WRONG (with
 * `attempts_left`) or FUND_PASSWORD_LOCKED (5 wrong → 15 min), else returns. Call it before, not
 * inside, your own transaction: a wrong try must be committed even though your request fails.
 */
export async function verifyFundPassword(
  deps: Pick<IdentityDeps, 'db' | 'now'>,
  userId: string,
  password: string,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (user === null) throw new UnauthenticatedError();
  if (user.fundPasswordHash === null) throw new BusinessError('FUND_PASSWORD_NOT_SET');
  await attemptPassword(deps, user, FUND_PASSWORD, password, async () => undefined, {
    showAttemptsLeft: true,
  });
}
