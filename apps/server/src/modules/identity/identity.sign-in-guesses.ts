import {
  countLoginFailure,
  guessWaitSeconds,
  loginNeedsCaptcha,
  refundLoginFailure,
  type LoginFailures,
} from '@waihui/core';
import { BusinessError } from '../../lib/business-error';
import { checkCaptcha } from './identity.captcha.service';
import type { IdentityDeps } from './identity.deps';
import { changeLoginFailures, findLoginFailures } from './identity.login-failures.repository';

/*
 * The guard in front of every evaluated sign-in guess (product.md §15.2): a password at the app's
 * login, a password or authenticator code at the back-office. Each try counts on one counter of
 * table login_failures: a known device's own (`device:` + its id, when a valid device token of the
 * account came with it: identity.device-tokens.ts), else the account's shared one (the account as
 * typed, existing or not). While the counter backs off (core guess-backoff.ts) the try is refused
 * with the seconds to wait and nothing is evaluated: no captcha is used up, no argon2 time spent.
 */

type Deps = Pick<IdentityDeps, 'db' | 'now'>;

/** The image code a sign-in form sends once the count asks for one. */
export interface CaptchaAnswer {
  captcha_key?: string | undefined;
  captcha?: string | undefined;
}

/** The refusal while backing off: the app's login names the code sign-in, the back-office does not. */
export type TryLaterReason = 'SIGN_IN_TRY_LATER' | 'OPERATOR_SIGN_IN_TRY_LATER';

/** The counter a try counts on: the known device's own, else the account's shared one. */
export function guessCounterKey(sharedKey: string, deviceId: string | null): string {
  return deviceId === null ? sharedKey : `device:${deviceId}`;
}

function assertNotBackingOff(
  record: LoginFailures | null,
  nowMs: number,
  reason: TryLaterReason,
): void {
  const seconds = guessWaitSeconds(record, nowMs);
  if (seconds > 0) {
    throw new BusinessError(reason, {
      params: { seconds },
      details: { retry_after_seconds: seconds },
    });
  }
}

/**
 * Lets one guess through to be evaluated, or throws: `reason` while the counter backs off, then
 * CAPTCHA_REQUIRED / CAPTCHA_WRONG after 5 wrong tries. The try is counted as wrong before it is
 * evaluated, under the row lock with the wait checked again, so of parallel tries racing into one
 * opening only one is evaluated; a right answer then clears the counter (or gives the try back).
 * Returns the record with this try counted.
 */
export async function admitGuess(
  deps: Deps,
  key: string,
  captcha: CaptchaAnswer,
  reason: TryLaterReason,
): Promise<LoginFailures> {
  const nowMs = deps.now().getTime();
  const before = await findLoginFailures(deps.db, key);
  assertNotBackingOff(before, nowMs, reason);
  if (loginNeedsCaptcha(before, nowMs)) {
    if (captcha.captcha_key === undefined || !captcha.captcha) {
      throw new BusinessError('CAPTCHA_REQUIRED', { details: { captcha_required: true } });
    }
    await checkCaptcha(deps, captcha.captcha_key, captcha.captcha);
  }
  return changeLoginFailures(deps.db, key, (current) => {
    assertNotBackingOff(current, nowMs, reason);
    return countLoginFailure(current, nowMs);
  });
}

/** A right answer that does not end the sign-in (the back-office's first step) gives its try back. */
export async function giveGuessBack(deps: Deps, key: string): Promise<void> {
  await changeLoginFailures(deps.db, key, (current) =>
    current === null ? null : refundLoginFailure(current),
  );
}

/** The refusal of a wrong guess, already counted: says whether the next try needs the image code. */
export function wrongGuess(
  deps: Deps,
  counted: LoginFailures,
  reason: 'WRONG_CREDENTIALS' | 'TOTP_WRONG',
): BusinessError {
  return new BusinessError(reason, {
    details: { captcha_required: loginNeedsCaptcha(counted, deps.now().getTime()) },
  });
}
