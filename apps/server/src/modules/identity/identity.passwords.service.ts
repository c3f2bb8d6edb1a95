import { createHash, randomBytes } from 'node:crypto';
import { isVerificationCode, validateNewPassword } from '@waihui/core';
import type { AmendPasswordBody, ForgetPasswordBody } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { UnauthenticatedError } from '../../lib/unauthenticated-error';
import { accountKey } from './identity.accounts';
import { attemptCode, codeFailureReason } from './identity.codes.service';
import { commitThenThrow, inTransaction } from '../../db/transaction';
import type { IdentityDeps } from './identity.deps';
import { requireAccount } from './identity.login.service';
import { LOGIN_PASSWORD, attemptPassword } from './identity.password-attempt';
import { hashPassword } from './identity.password-hashing';
import { assertNotCommonPassword } from './identity.common-passwords';
import { clearLoginFailures } from './identity.login-failures.repository';
import { assertNoIssues } from './identity.password-rules';
import { insertResetTicket, spendResetTicket } from './identity.reset-tickets.repository';
import { revokeUserSessions } from './identity.sessions.repository';
import { findUserByAccount, findUserById, updateUser } from './identity.users.repository';

/** How long step 2 of "forgot password" may follow step 1. */
export const RESET_TICKET_TTL_SECONDS = 900;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * POST /api/user/amend_password (logged in): old password, new password, confirmation. A wrong old
 * password counts toward the same 5-try lock as login. Every other session of the user ends.
 */
export async function amendPassword(
  deps: IdentityDeps,
  session: { userId: string; sessionId: string },
  body: AmendPasswordBody,
): Promise<{ sessions_revoked: number }> {
  assertNoIssues(
    validateNewPassword({ password: body.password, confirmPassword: body.confirm_password }),
  );
  assertNotCommonPassword(body.password);
  const user = await findUserById(deps.db, session.userId);
  if (user === null) throw new UnauthenticatedError();
  const newHash = await hashPassword(body.password);
  return attemptPassword(
    deps,
    user,
    LOGIN_PASSWORD,
    body.old_password,
    async (tx) => {
      await updateUser(tx, user.id, { passwordHash: newHash, sessionsValidFrom: deps.now() });
      const revoked = await revokeUserSessions(tx, user.id, deps.now(), session.sessionId);
      return { sessions_revoked: revoked };
    },
    { wrongReason: 'OLD_PASSWORD_WRONG', showAttemptsLeft: true },
  );
}

/** POST /api/user/forget_password, both steps. */
export async function forgetPassword(
  deps: IdentityDeps,
  body: ForgetPasswordBody,
): Promise<{ reset_token: string; expires_in_seconds: number } | { sessions_revoked: number }> {
  return body.step === 'verify' ? verifyResetCode(deps, body) : resetPassword(deps, body);
}

/** Step 1: account + code (purpose "reset_password") → a single-use reset token for 15 minutes. */
async function verifyResetCode(
  deps: IdentityDeps,
  body: Extract<ForgetPasswordBody, { step: 'verify' }>,
): Promise<{ reset_token: string; expires_in_seconds: number }> {
  const account = requireAccount(body.account, body.country);
  if (!isVerificationCode(body.code)) throw new BusinessError('CODE_FORMAT');
  // The code first: an address no account uses only received a notice, so it reads as a wrong
  // code, exactly like a wrong code for a real account (product.md §15.3).
  return commitThenThrow(deps.db, async (tx) => {
    const now = deps.now();
    const outcome = await attemptCode(
      tx,
      { purpose: 'reset_password', destination: accountKey(account) },
      body.code,
      now,
    );
    if (outcome.kind !== 'accepted') return new BusinessError(codeFailureReason(outcome));
    const user = await findUserByAccount(tx, account);
    if (user === null) return new BusinessError('CODE_INVALID');
    const token = randomBytes(32).toString('base64url');
    await insertResetTicket(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TICKET_TTL_SECONDS * 1000),
    });
    return { reset_token: token, expires_in_seconds: RESET_TICKET_TTL_SECONDS };
  });
}

/**
 * Step 2: reset token + new password + confirmation. The password lock is cleared (the code proved
 * ownership) and every session of the account ends, wherever it was.
 */
async function resetPassword(
  deps: IdentityDeps,
  body: Extract<ForgetPasswordBody, { step: 'reset' }>,
): Promise<{ sessions_revoked: number }> {
  assertNoIssues(
    validateNewPassword({ password: body.password, confirmPassword: body.confirm_password }),
  );
  assertNotCommonPassword(body.password);
  const newHash = await hashPassword(body.password);
  return inTransaction(deps.db, async (tx) => {
    const now = deps.now();
    const userId = await spendResetTicket(tx, sha256(body.reset_token), now);
    if (userId === null) throw new BusinessError('RESET_TICKET_INVALID');
    await updateUser(tx, userId, {
      passwordHash: newHash,
      failedLogins: 0,
      lockedUntil: null,
      sessionsValidFrom: now,
    });
    const user = await findUserById(tx, userId);
    for (const key of [user?.email, user?.phone]) {
      if (key) await clearLoginFailures(tx, key);
    }
    return { sessions_revoked: await revokeUserSessions(tx, userId, now) };
  });
}
