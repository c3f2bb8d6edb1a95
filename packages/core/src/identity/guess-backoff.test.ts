import { describe, expect, it } from 'vitest';
import {
  GUESS_BACKOFF_MAX_SECONDS,
  GUESS_FREE_TRIES,
  backoffSeconds,
  guessWaitSeconds,
  nextGuessAtMs,
  refundLoginFailure,
} from './guess-backoff';
import { countLoginFailure, type LoginFailures } from './login-captcha';

const HOUR = 3_600_000;
const t0 = Date.UTC(2026, 10, 22, 10);

/**
 * How many wrong tries one counter lets an attacker have evaluated within `durationMs`, trying
 * again the very moment each wait ends, from any number of addresses (the counter is per account,
 * so addresses do not matter). docs/security.md quotes these figures.
 */
function evaluatedGuessesWithin(durationMs: number): number {
  let record: LoginFailures | null = null;
  let at = t0;
  let guesses = 0;
  for (;;) {
    at = Math.max(at, nextGuessAtMs(record, at));
    if (at >= t0 + durationMs) return guesses;
    guesses += 1;
    record = countLoginFailure(record, at);
  }
}

describe('back-off of sign-in guesses: 10 free, then 1 s doubling up to an hour', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [11, 2],
    [12, 4],
    [15, 32],
    [20, 1024],
    [21, 2048],
    [22, 3600],
    [40, 3600],
    [1_000_000, 3600],
  ])('after %i wrong tries the next waits %i s', (failures, seconds) => {
    expect(backoffSeconds(failures)).toBe(seconds);
  });

  it('the constants the figures rest on', () => {
    expect([GUESS_FREE_TRIES, GUESS_BACKOFF_MAX_SECONDS]).toEqual([10, 3600]);
  });

  it('waits are counted from the last wrong try, in whole seconds rounded up', () => {
    const record = { failures: 13, lastFailedAtMs: t0 };
    expect(nextGuessAtMs(record, t0)).toBe(t0 + 8000);
    expect(guessWaitSeconds(record, t0)).toBe(8);
    expect(guessWaitSeconds(record, t0 + 1)).toBe(8);
    expect(guessWaitSeconds(record, t0 + 1000)).toBe(7);
    expect(guessWaitSeconds(record, t0 + 7001)).toBe(1);
    expect(guessWaitSeconds(record, t0 + 8000)).toBe(0);
    expect(guessWaitSeconds(record, t0 + HOUR)).toBe(0);
  });

  it('no record or a count under the free tries: at once; never more than an hour', () => {
    expect(guessWaitSeconds(null, t0)).toBe(0);
    expect(guessWaitSeconds({ failures: 9, lastFailedAtMs: t0 }, t0)).toBe(0);
    expect(guessWaitSeconds({ failures: 30, lastFailedAtMs: t0 }, t0)).toBe(3600);
    expect(guessWaitSeconds({ failures: 30, lastFailedAtMs: t0 }, t0 + HOUR / 2)).toBe(1800);
    expect(guessWaitSeconds({ failures: 30, lastFailedAtMs: t0 }, t0 + HOUR)).toBe(0);
  });

  it('a refunded try lowers the count and keeps the time; the last one removes the record', () => {
    expect(refundLoginFailure({ failures: 11, lastFailedAtMs: t0 })).toEqual({
      failures: 10,
      lastFailedAtMs: t0,
    });
    expect(refundLoginFailure({ failures: 1, lastFailedAtMs: t0 })).toBeNull();
  });

  it.each([
    // Before: 22 per address per 2 minutes = 660 per address per hour, unbounded in addresses.
    ['the first hour', HOUR, 21],
    ['the first day', 24 * HOUR, 44],
    ['the first 30 days', 30 * 24 * HOUR, 740],
  ])('guesses one account gets evaluated in %s, from any number of addresses', (_, ms, n) => {
    expect(evaluatedGuessesWithin(ms)).toBe(n);
  });
});
