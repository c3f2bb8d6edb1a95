/**
 * Guessing rates before and after the sign-in back-off (docs/security.md; not a test, prints, never
 * fails on speed): `npm run bench:guessing`.
 *
 * After: an attacker tries one account's password (or, at the back-office, password + authenticator
 * code) the very moment each wait of core guess-backoff.ts ends, from any number of addresses: the
 * counter is per account, so addresses add nothing. The same rule gives the figures the core test
 * asserts. Before: each address got the per-IP limit (the outside test saw 22 passwords and 31
 * codes per 2 minutes evaluated), and any number of addresses only the server's argon2 rate, which
 * this measures on this machine with as many verifications in flight as there are cores.
 */
import { availableParallelism } from 'node:os';
import { countLoginFailure, nextGuessAtMs, type LoginFailures } from '@waihui/core';
import { renderCaptchaPng } from '../apps/server/src/modules/identity/identity.captcha-image';
import {
  hashPassword,
  verifyPassword,
} from '../apps/server/src/modules/identity/identity.password-hashing';

const HOUR = 3_600_000;

/** Wrong tries of one counter evaluated within `durationMs` by an attacker who never waits longer than told. */
function evaluatedWithin(durationMs: number): number {
  let record: LoginFailures | null = null;
  let at = 0;
  let guesses = 0;
  for (;;) {
    at = Math.max(at, nextGuessAtMs(record, at));
    if (at >= durationMs) return guesses;
    guesses += 1;
    record = countLoginFailure(record, at);
  }
}

async function argon2VerifiesPerSecond(): Promise<number> {
  const stored = await hashPassword('correct horse battery staple');
  const inFlight = availableParallelism();
  const rounds = 10;
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(
      Array.from({ length: inFlight }, (_, i) => verifyPassword(stored, `guess-${round}-${i}`)),
    );
  }
  return (rounds * inFlight) / ((performance.now() - started) / 1000);
}

async function captchaMs(): Promise<number> {
  await renderCaptchaPng('WARM');
  const n = 20;
  const started = performance.now();
  for (let i = 0; i < n; i += 1) await renderCaptchaPng('K7PX');
  return (performance.now() - started) / n;
}

const perSecond = await argon2VerifiesPerSecond();
const rows: [string, string][] = [
  ['before: passwords per address per hour (22 per 2 min)', String(22 * 30)],
  ['before: authenticator codes per address per hour (31 per 2 min)', String(31 * 30)],
  [
    `before: any number of addresses, bounded by argon2 (${perSecond.toFixed(1)}/s on ${availableParallelism()} cores) per hour`,
    String(Math.floor(perSecond * 3600)),
  ],
  ['after: one account, any number of addresses, first hour', String(evaluatedWithin(HOUR))],
  ['after: first day', String(evaluatedWithin(24 * HOUR))],
  ['after: first 30 days', String(evaluatedWithin(30 * 24 * HOUR))],
  [
    'after: sustained, per 24 h (day 31)',
    String(evaluatedWithin(31 * 24 * HOUR) - evaluatedWithin(30 * 24 * HOUR)),
  ],
  ['captcha PNG: server time per image (ms)', (await captchaMs()).toFixed(1)],
];
for (const [what, value] of rows) console.log(`${what.padEnd(96)} ${value}`);
