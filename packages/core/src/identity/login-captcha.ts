/**
 * Wrong login passwords bring in the image captcha instead of a lock (product.md §15.2): a lock
 * could be set by anyone who knows an account, a captcha only slows a guesser. Counted per account
 * as typed, existing or not, so the captcha tells nothing about which accounts exist.
 */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 5;

/** Wrong passwords older than this (since the last one) are forgotten: a fresh count starts. */
export const LOGIN_FAILURES_FORGOTTEN_HOURS = 24;

export interface LoginFailures {
  /** Wrong passwords in a row. */
  failures: number;
  /** Epoch ms of the last one. */
  lastFailedAtMs: number;
}

const forgottenAfterMs = LOGIN_FAILURES_FORGOTTEN_HOURS * 3_600_000;

/** The count still in force at `nowMs` (0 once forgotten). */
export function liveFailures(record: LoginFailures | null, nowMs: number): number {
  if (record === null || nowMs - record.lastFailedAtMs >= forgottenAfterMs) return 0;
  return record.failures;
}

/** Whether the next password attempt for this account must carry a solved captcha. */
export function loginNeedsCaptcha(record: LoginFailures | null, nowMs: number): boolean {
  return liveFailures(record, nowMs) >= LOGIN_CAPTCHA_AFTER_FAILURES;
}

/** The record after one more wrong password at `nowMs`. */
export function countLoginFailure(record: LoginFailures | null, nowMs: number): LoginFailures {
  return { failures: liveFailures(record, nowMs) + 1, lastFailedAtMs: nowMs };
}
