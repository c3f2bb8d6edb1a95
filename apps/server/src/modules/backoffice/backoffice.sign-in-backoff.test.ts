import { describe, expect, it } from 'vitest';
import type { AdminLoginData } from '@waihui/contracts';
import { createTestApp, refusal, type TestApp } from '../../../test/fixtures';
import { solveCaptcha } from '../../../test/users';
import { loginFailures } from '../../db/schema';
import { insertOperator, OPERATOR_PASSWORD, TEST_TOTP_KEY } from './backoffice.fixtures';
import { totpCodeAt } from './backoffice.totp';

/*
 * The back-office sign-in backs off as the app's login does (product.md §15.2, core
 * guess-backoff.ts): wrong authenticator codes count as wrong passwords; after 10 the next try waits
 * 1, 2, 4… s; a browser that signed in before keeps its own counter, so the operator signs in during
 * an attack on the account.
 */

const CONFIG = {
  DEMO_MODE: 'false',
  OPERATOR_TOTP_KEY: TEST_TOTP_KEY,
  RATE_LIMIT_LOGIN_PER_MINUTE: '500',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '500',
};

const tryLater = (seconds: number) =>
  refusal(
    'OPERATOR_SIGN_IN_TRY_LATER',
    `Too many wrong tries for this account. Please try again in ${seconds} seconds, or on a device you signed in on before`,
    { retry_after_seconds: seconds },
  );
const totpWrong = refusal('TOTP_WRONG', 'The authenticator code is wrong or already used', {
  captcha_required: true,
});

async function signIn(
  t: TestApp,
  email: string,
  options: { totp?: string; cookie?: string; captcha?: boolean } = {},
) {
  return t.call<AdminLoginData>('POST', '/api/admin/login', {
    body: {
      account: email,
      password: OPERATOR_PASSWORD,
      ...(options.totp === undefined ? {} : { totp: options.totp }),
      ...(options.captcha ? await solveCaptcha(t) : {}),
    },
    headers: options.cookie === undefined ? {} : { cookie: options.cookie },
  });
}

/** Enrols the operator's authenticator; its secret and the browser's device cookie. */
async function enrol(t: TestApp, email: string): Promise<{ secret: string; cookie: string }> {
  const first = await signIn(t, email);
  if (first.body.data.status !== 'totp_setup') throw new Error('expected totp_setup');
  expect(first.raw.headers['set-cookie']).toBeUndefined();
  const { secret } = first.body.data;
  const done = await signIn(t, email, { totp: totpCodeAt(secret, t.clock.now()) });
  expect(done.body.data.status).toBe('signed_in');
  const header = done.raw.headers['set-cookie'];
  if (typeof header !== 'string') throw new Error('no device cookie');
  expect(header).toMatch(
    /^waihui_operator_device=[\w-]{22}\.[\w-]{43}; Path=\/api\/admin\/login; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
  );
  return { secret, cookie: header.split(';')[0]! };
}

describe('back-office sign-in back-off', () => {
  it('ten wrong codes, then waits of 1, 2, 4 s; the known browser signs in meanwhile', async () => {
    const t = await createTestApp({ config: CONFIG });
    const op = await insertOperator(t.database.db, ['finance'], { session: false });
    const { secret, cookie } = await enrol(t, op.email);
    const wrongCode = (i: number) =>
      totpCodeAt(secret, new Date(t.clock.now().getTime() + (10 + i) * 60_000));
    for (let i = 1; i <= 10; i += 1) {
      const res = await signIn(t, op.email, { totp: wrongCode(i), captcha: i > 5 });
      expect(res.body.data).toMatchObject({ reason: 'TOTP_WRONG', captcha_required: i >= 5 });
    }
    for (const seconds of [1, 2, 4]) {
      // Neither the password nor a right code is evaluated while waiting.
      const right = totpCodeAt(secret, t.clock.now());
      expect((await signIn(t, op.email, { totp: right, captcha: true })).body).toEqual(
        tryLater(seconds),
      );
      expect((await signIn(t, op.email, { captcha: true })).body).toEqual(tryLater(seconds));
      t.clock.advanceSeconds(seconds);
      expect((await signIn(t, op.email, { totp: wrongCode(seconds), captcha: true })).body).toEqual(
        totpWrong,
      );
    }
    expect((await signIn(t, op.email, { captcha: true })).body).toEqual(tryLater(8));

    // The operator's own browser: both steps at once, no captcha, a new code step.
    t.clock.advanceSeconds(30);
    expect((await signIn(t, op.email, { cookie })).body.data).toEqual({ status: 'totp_required' });
    const mine = await signIn(t, op.email, { cookie, totp: totpCodeAt(secret, t.clock.now()) });
    expect(mine.body.data).toMatchObject({ status: 'signed_in', roles: ['finance'] });
    // The owner's sign-in left the shared counter as it was.
    const [shared] = await t.database.db.select().from(loginFailures);
    expect(shared).toMatchObject({ accountKey: `backoffice:${op.email}`, failures: 13 });

    // Once the wait is over, a right password and code from anywhere sign in and clear it.
    t.clock.advanceSeconds(30);
    const anywhere = await signIn(t, op.email, {
      totp: totpCodeAt(secret, t.clock.now()),
      captcha: true,
    });
    expect(anywhere.body.data).toMatchObject({ status: 'signed_in' });
    expect(await t.database.db.select().from(loginFailures)).toEqual([]);
  });

  it('a right password without a code gives its try back: step one never wears the count down', async () => {
    const t = await createTestApp({ config: CONFIG });
    const op = await insertOperator(t.database.db, ['support'], { session: false });
    const { secret } = await enrol(t, op.email);
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(t, op.email)).body.data).toEqual({ status: 'totp_required' });
    }
    expect(await t.database.db.select().from(loginFailures)).toEqual([]);
    const wrong = totpCodeAt(secret, new Date(t.clock.now().getTime() + 600_000));
    await signIn(t, op.email, { totp: wrong });
    expect((await signIn(t, op.email)).body.data).toEqual({ status: 'totp_required' });
    const [row] = await t.database.db.select().from(loginFailures);
    expect(row?.failures).toBe(1);
  });
});
