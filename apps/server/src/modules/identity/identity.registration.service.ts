import { validateRegistrationForm } from '@waihui/core';
import type { RegisterBody, SessionData } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { accountKey, normaliseEmail, parseMobile, type Account } from './identity.accounts';
import { checkCaptcha } from './identity.captcha.service';
import { attemptCode, codeFailureReason } from './identity.codes.service';
import { commitThenThrow } from '../../db/transaction';
import { assertCountryAllowed } from './identity.country-rules';
import type { IdentityDeps, RequestContext } from './identity.deps';
import { assertNotCommonPassword } from './identity.common-passwords';
import { assertNoIssues } from './identity.password-rules';
import { hashPassword } from './identity.password-hashing';
import { toUserInfo } from './identity.profile.service';
import { newInviteCode } from './identity.random-codes';
import { openSession } from './identity.sessions.service';
import { uniqueViolationConstraint } from '../../db/pg-errors';
import { findUserByAccount, findUserByInviteCode, insertUser } from './identity.users.repository';

/**
 * POST /api/user/register. Checks, in the order the form shows them: password, confirmation, code
 * format, terms; a common password; country; phone or e-mail; captcha (used up by any check);
 * invite code; then, in one transaction, the code (purpose "register"), the account not taken, and
 * the new user with a session. A wrong code counts a try and creates nothing.
 *
 * "Already registered" (ACCOUNT_EXISTS) is said only after the right code, i.e. to whoever controls
 * the address (product.md §15.3): a registered address receives a notice instead of a code
 * (identity.notify.service.ts), so a stranger's attempt ends with a wrong code like any other.
 */
export async function register(
  deps: IdentityDeps,
  body: RegisterBody,
  context: RequestContext,
): Promise<SessionData> {
  assertNoIssues(
    validateRegistrationForm({
      password: body.password,
      confirmPassword: body.confirm_password,
      code: body.code,
      termsAccepted: body.terms_accepted,
    }),
  );
  assertNotCommonPassword(body.password);
  const barred = await deps.settings.barredCountries();
  assertCountryAllowed(body.country, barred, context.lang);
  const { account, numberCountry } = parseRegistrationAccount(body);
  if (numberCountry !== undefined) {
    // A "+1…" number typed under another country still has to be from an allowed country.
    assertCountryAllowed(numberCountry, barred, context.lang);
  }
  await checkCaptcha(deps, body.captcha_key, body.captcha);

  const inviteCode = body.invite_code?.trim().toUpperCase() ?? '';
  const inviter = inviteCode === '' ? null : await findUserByInviteCode(deps.db, inviteCode);
  if (inviteCode !== '' && inviter === null) throw new BusinessError('INVITE_CODE_INVALID');
  const passwordHash = await hashPassword(body.password);
  const destination = accountKey(account);

  return commitThenThrow(deps.db, async (tx) => {
    const now = deps.now();
    const outcome = await attemptCode(tx, { purpose: 'register', destination }, body.code, now);
    if (outcome.kind !== 'accepted') return new BusinessError(codeFailureReason(outcome));
    // Rolls back the used code too: the owner may read the answer and go to login instead.
    if ((await findUserByAccount(tx, account)) !== null) throw new BusinessError('ACCOUNT_EXISTS');
    let user;
    try {
      user = await insertUser(tx, {
        email: account.kind === 'email' ? account.email : null,
        phone: account.kind === 'phone' ? account.phone : null,
        country: body.country,
        passwordHash,
        inviteCode: newInviteCode(),
        invitedBy: inviter?.id ?? null,
        lang: context.lang,
        createdAt: now,
        lastLoginAt: now,
      });
    } catch (error) {
      // Registered by a simultaneous request between our check and this insert.
      const constraint = uniqueViolationConstraint(error);
      if (constraint === 'users_email_unique' || constraint === 'users_phone_unique') {
        throw new BusinessError('ACCOUNT_EXISTS');
      }
      throw error;
    }
    const session = await openSession(tx, deps, user.id, context);
    return {
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user: toUserInfo(user),
    };
  });
}

function parseRegistrationAccount(body: RegisterBody): {
  account: Account;
  numberCountry: string | undefined;
} {
  if (body.type === 'email') {
    const email = normaliseEmail(body.email);
    if (email === null) throw new BusinessError('INVALID_EMAIL');
    return { account: { kind: 'email', email }, numberCountry: undefined };
  }
  const mobile = parseMobile(body.phone, body.country);
  if (mobile === null) throw new BusinessError('INVALID_MOBILE');
  return { account: { kind: 'phone', phone: mobile.e164 }, numberCountry: mobile.country };
}
