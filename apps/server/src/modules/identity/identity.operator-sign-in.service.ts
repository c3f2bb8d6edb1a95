import { countLoginFailure, loginNeedsCaptcha } from '@waihui/core';
import type { DbOrTx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { accountKey, parseAccount } from './identity.accounts';
import { checkCaptcha } from './identity.captcha.service';
import type { IdentityDeps } from './identity.deps';
import { assertSignInAllowed } from './identity.login.service';
import {
  clearLoginFailures,
  findLoginFailures,
  recordLoginFailure,
} from './identity.login-failures.repository';
import { pickView, type OperatorUserView } from './identity.operator-access.service';
import { verifyAgainstDummy, verifyPassword } from './identity.password-hashing';
import { findUserByAccount } from './identity.users.repository';

/*
 * The back-office sign-in's guard (product.md §15.2, applied to operators): as at the app's
 * login, wrong tries bring in the image captcha after 5 instead of a lock, so nobody who knows an
 * operator's e-mail can lock them out. The count is the back-office's own (keys `backoffice:` +
 * the account as typed): an app login with the right password does not clear it, and a wrong
 * authenticator code counts as a wrong password does. Only a right password and code clear it.
 */

type Deps = Pick<IdentityDeps, 'db' | 'now'>;

/** The image code sent with a back-office sign-in, when the form had to show one. */
export interface OperatorCaptcha {
  captcha_key?: string | undefined;
  captcha?: string | undefined;
}

/**
 * The count's key: `backoffice:` + the account as the app keys it, or (neither an e-mail nor a
 * `+E.164` number: the back-office sends no country) as typed, lower-cased, so such input is
 * counted and answered like any unknown account.
 */
function failureKey(accountInput: string): string {
  const account = parseAccount(accountInput, undefined);
  return `backoffice:${account === null ? accountInput.trim().toLowerCase() : accountKey(account)}`;
}

/**
 * Step one of every back-office sign-in: the image code when the count asks for one, then the
 * login password. Nothing before the password check depends on whether the account exists (an
 * unknown one is checked against a dummy hash, counted and answered the same). Returns the user,
 * or throws CAPTCHA_REQUIRED / CAPTCHA_WRONG / WRONG_CREDENTIALS (with `captcha_required`), or
 * SIGN_IN_LOCKED after the right password.
 */
export async function checkOperatorPassword(
  deps: Deps,
  accountInput: string,
  password: string,
  captcha: OperatorCaptcha,
): Promise<OperatorUserView> {
  const key = failureKey(accountInput);
  const nowMs = deps.now().getTime();
  if (loginNeedsCaptcha(await findLoginFailures(deps.db, key), nowMs)) {
    if (captcha.captcha_key === undefined || !captcha.captcha) {
      throw new BusinessError('CAPTCHA_REQUIRED', { details: { captcha_required: true } });
    }
    await checkCaptcha(deps, captcha.captcha_key, captcha.captcha);
  }
  const account = parseAccount(accountInput, undefined);
  const user = account === null ? null : await findUserByAccount(deps.db, account);
  const matches =
    user === null
      ? await verifyAgainstDummy(password)
      : await verifyPassword(user.passwordHash, password);
  if (user === null || !matches) {
    throw await operatorSignInRefused(deps, accountInput, 'WRONG_CREDENTIALS');
  }
  assertSignInAllowed(user);
  return pickView(user);
}

/**
 * Counts one more wrong try (a wrong password or authenticator code, or an account without an
 * operator role, answered as a wrong password) and returns the refusal to throw, telling whether
 * the next try needs the image code.
 */
export async function operatorSignInRefused(
  deps: Deps,
  accountInput: string,
  reason: 'WRONG_CREDENTIALS' | 'TOTP_WRONG',
): Promise<BusinessError> {
  const nowMs = deps.now().getTime();
  const failures = await recordLoginFailure(deps.db, failureKey(accountInput), (current) =>
    countLoginFailure(current, nowMs),
  );
  return new BusinessError(reason, {
    details: { captcha_required: loginNeedsCaptcha(failures, nowMs) },
  });
}

/** A right password and authenticator code: the back-office count starts again. */
export async function clearOperatorSignInFailures(db: DbOrTx, accountInput: string): Promise<void> {
  await clearLoginFailures(db, failureKey(accountInput));
}
