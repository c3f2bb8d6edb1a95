import { liveFailures, type LoginFailures } from './login-captcha';

/*
 * Exponential back-off of sign-in guesses (product.md §15.2): passwords at the app's login and the
 * back-office, and the back-office's authenticator codes, all counted on one record per counter.
 * A counter is either a device's own (a signed device token of that account came with the try) or
 * the account's shared one for every other try, so guessing from anywhere slows only the shared
 * counter and never the owner's known devices. The first GUESS_FREE_TRIES wrong tries in a row are
 * answered at once (the captcha comes in after 5 of them, login-captcha.ts); after n ≥ the free
 * tries the next is evaluated only GUESS_BACKOFF_BASE_SECONDS · 2^(n − free) seconds after the
 * last wrong one, at most GUESS_BACKOFF_MAX_SECONDS. A right answer clears the counter; it is
 * forgotten 24 h after the last wrong try, as the captcha count is.
 */

/** Wrong tries in a row answered without any wait. */
export const GUESS_FREE_TRIES = 10;
/** The first wait, after GUESS_FREE_TRIES wrong tries (seconds); each further wrong try doubles it. */
export const GUESS_BACKOFF_BASE_SECONDS = 1;
/** The longest wait between two evaluated tries (seconds): the sustained rate is one try per this. */
export const GUESS_BACKOFF_MAX_SECONDS = 3600;

/** Seconds to wait after `failures` wrong tries in a row before the next try is evaluated. */
export function backoffSeconds(failures: number): number {
  if (failures < GUESS_FREE_TRIES) return 0;
  // 2^12 already exceeds the cap; the min keeps the power small for any count.
  const doublings = Math.min(failures - GUESS_FREE_TRIES, 30);
  return Math.min(GUESS_BACKOFF_BASE_SECONDS * 2 ** doublings, GUESS_BACKOFF_MAX_SECONDS);
}

/** Epoch ms from which the next try on this counter is evaluated (at or before `nowMs`: at once). */
export function nextGuessAtMs(record: LoginFailures | null, nowMs: number): number {
  const failures = liveFailures(record, nowMs);
  if (record === null || failures === 0) return nowMs;
  return record.lastFailedAtMs + backoffSeconds(failures) * 1000;
}

/**
 * Whole seconds until the next try is evaluated, rounded up so a client that waits them is never
 * refused again; 0 when a try may be evaluated now.
 */
export function guessWaitSeconds(record: LoginFailures | null, nowMs: number): number {
  return Math.max(0, Math.ceil((nextGuessAtMs(record, nowMs) - nowMs) / 1000));
}

/**
 * The record with one counted try given back: a try is counted before its password is evaluated
 * (so parallel tries cannot all slip through one opening), and a right password that does not end
 * the sign-in (the back-office's first step) returns its try. The time of the last wrong try stays.
 */
export function refundLoginFailure(record: LoginFailures): LoginFailures | null {
  return record.failures <= 1 ? null : { ...record, failures: record.failures - 1 };
}
