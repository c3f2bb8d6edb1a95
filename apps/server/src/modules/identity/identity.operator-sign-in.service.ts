import type { LoginFailures } from '@waihui/core';
import type { DbOrTx } from '../../db/database';
import type { BusinessError } from '../../lib/business-error';
import { accountKey, parseAccount } from './identity.accounts';
import type { IdentityDeps } from './identity.deps';
import type { DeviceTokens } from './identity.device-tokens';
import { assertSignInAllowed } from './identity.login.service';
import { clearLoginFailures } from './identity.login-failures.repository';
import { pickView, type OperatorUserView } from './identity.operator-access.service';
import { verifyAgainstDummy, verifyPassword } from './identity.password-hashing';
import {
  admitGuess,
  giveGuessBack,
  guessCounterKey,
  wrongGuess,
  type CaptchaAnswer,
} from './identity.sign-in-guesses';
import { findUserByAccount } from './identity.users.repository';

/*
 * The back-office sign-in's guard (product.md §15.2, applied to operators): as at the app's
 * login, wrong tries bring in the image captcha after 5 and waits after 10 instead of a lock
 * (identity.sign-in-guesses.ts), so nobody who knows an operator's e-mail can lock them out. The
 * count is the back-office's own (keys `backoffice:` + the account as typed, or the known device's
 * own counter: a back-office device token of the account came with the try): an app login with
 * the right password does not clear it, and a wrong authenticator code counts as a wrong password
 * does. Only a right password and code clear it; a right password alone gives its try back.
 */

type Deps = Pick<IdentityDeps, 'db' | 'now'> & { deviceTokens: DeviceTokens };

/** One back-office try, counted before its password was evaluated. */
export interface OperatorTry {
  /** The counter it counted on (login_failures key). */
  key: string;
  /** The counter's record with this try counted. */
  counted: LoginFailures;
  /** The back-office device cookie as sent. */
  deviceToken: string | null;
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
 * Step one of every back-office sign-in: the back-off and image code of the try's counter, then the
 * login password. Nothing before the password check depends on whether the account exists (an
 * unknown one is checked against a dummy hash, counted and answered the same). Returns the user and
 * the counted try, or throws OPERATOR_SIGN_IN_TRY_LATER / CAPTCHA_REQUIRED / CAPTCHA_WRONG /
 * WRONG_CREDENTIALS (with `captcha_required`), or SIGN_IN_LOCKED after the right password.
 */
export async function checkOperatorPassword(
  deps: Deps,
  accountInput: string,
  password: string,
  captcha: CaptchaAnswer,
  deviceToken: string | null,
): Promise<{ user: OperatorUserView; attempt: OperatorTry }> {
  const account = parseAccount(accountInput, undefined);
  const user = account === null ? null : await findUserByAccount(deps.db, account);
  const deviceId =
    user === null ? null : deps.deviceTokens.deviceOf('backoffice', user.id, deviceToken);
  const key = guessCounterKey(failureKey(accountInput), deviceId);
  const counted = await admitGuess(deps, key, captcha, 'OPERATOR_SIGN_IN_TRY_LATER');
  const matches =
    user === null
      ? await verifyAgainstDummy(password)
      : await verifyPassword(user.passwordHash, password);
  if (user === null || !matches) throw wrongGuess(deps, counted, 'WRONG_CREDENTIALS');
  assertSignInAllowed(user);
  return { user: pickView(user), attempt: { key, counted, deviceToken } };
}

/**
 * The refusal of a try already counted (a wrong authenticator code, or an account without an
 * operator role, answered as a wrong password), telling whether the next needs the image code.
 */
export function operatorSignInRefused(
  deps: Deps,
  attempt: OperatorTry,
  reason: 'WRONG_CREDENTIALS' | 'TOTP_WRONG',
): BusinessError {
  return wrongGuess(deps, attempt.counted, reason);
}

/** A right password without a code (step one answered): the try is given back, nothing cleared. */
export async function operatorPasswordOnlyStep(deps: Deps, attempt: OperatorTry): Promise<void> {
  await giveGuessBack(deps, attempt.key);
}

/**
 * A right password and code: the try's counter starts again, and the device token to set (the
 * device becomes known to this operator's account).
 */
export async function operatorSignedIn(
  tx: DbOrTx,
  deps: Deps,
  userId: string,
  attempt: OperatorTry,
): Promise<string> {
  await clearLoginFailures(tx, attempt.key);
  return deps.deviceTokens.issue('backoffice', userId, attempt.deviceToken);
}
