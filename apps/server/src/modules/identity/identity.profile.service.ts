import { maskEmail, maskPhone, type VerificationStatus } from '@waihui/core';
import { isLanguage, type Language, type UserInfo } from '@waihui/contracts';
import { UnauthenticatedError } from '../../lib/unauthenticated-error';
import type { IdentityDeps } from './identity.deps';
import { parseAccount } from './identity.accounts';
import {
  findUserByAccount,
  findUserById,
  updateUser,
  type UserRow,
} from './identity.users.repository';

/**
 * The "me" page view of a user row: accounts masked, no hashes, no counters. The verification
 * status comes from the verification module (GET /api/user/info asks it; login and registration
 * answer "unverified" and the app reads the profile again).
 */
export function toUserInfo(
  user: UserRow,
  verificationStatus: VerificationStatus = 'unverified',
): UserInfo {
  const emailMasked = user.email === null ? null : maskEmail(user.email);
  const phoneMasked = user.phone === null ? null : maskPhone(user.phone);
  return {
    uid: user.uid,
    account: emailMasked ?? phoneMasked ?? '',
    account_type: user.email !== null ? 'email' : 'phone',
    email_masked: emailMasked,
    phone_masked: phoneMasked,
    country: user.country,
    invite_code: user.inviteCode,
    verification_status: verificationStatus,
    has_fund_password: user.fundPasswordHash !== null,
    lang: isLanguage(user.lang) ? user.lang : 'en',
    created_at: user.createdAt.toISOString(),
  };
}

/** GET /api/user/info for the session's own user (never another user's). */
export async function getUserInfo(
  deps: Pick<IdentityDeps, 'db' | 'verificationStatusOf'>,
  userId: string,
): Promise<UserInfo> {
  const user = await findUserById(deps.db, userId);
  // A session whose user was deleted is no session.
  if (user === null) throw new UnauthenticatedError();
  return toUserInfo(user, await deps.verificationStatusOf(userId));
}

/** POST /api/lang/set with a session: the user's stored language (used for their server messages). */
export async function setUserLanguage(
  deps: Pick<IdentityDeps, 'db'>,
  userId: string,
  lang: Language,
): Promise<void> {
  await updateUser(deps.db, userId, { lang });
}

/** The id of the user whose login account (e-mail or "+<code>…" mobile) this is, or null. */
export async function findUserIdByAccount(
  deps: Pick<IdentityDeps, 'db'>,
  input: string,
): Promise<string | null> {
  const account = parseAccount(input, undefined);
  if (account === null) return null;
  return (await findUserByAccount(deps.db, account))?.id ?? null;
}
