import { describe, expect, it } from 'vitest';
import { captchas, loginFailures } from '../../db/schema';
import {
  PASSWORD,
  createTestApp,
  latestCode,
  refusal,
  registerUser,
  solveCaptcha,
  wrongCredentials,
  type TestApp,
} from '../../../test/fixtures';

/*
 * Exponential back-off of password logins with device tokens (product.md §15.2, core
 * guess-backoff.ts): 10 wrong tries answered at once (the captcha from the 6th), then waits of
 * 1, 2, 4… s; a known device keeps its own counter, so the owner signs in during an attack.
 */

const EMAIL = 'max@example.com';
/** More logins per minute than the default 20, for the counting tests. */
const CONFIG = { RATE_LIMIT_LOGIN_PER_MINUTE: '500', RATE_LIMIT_CAPTCHA_PER_MINUTE: '500' };

const tryLater = (seconds: number) =>
  refusal(
    'SIGN_IN_TRY_LATER',
    `Too many wrong tries for this account. Please try again in ${seconds} seconds, or sign in with a verification code`,
    { retry_after_seconds: seconds },
  );

async function login(
  t: TestApp,
  password: string,
  options: { cookie?: string; captcha?: boolean } = {},
) {
  return t.call<{ token: string }>('POST', '/api/user/login', {
    body: {
      type: 'password',
      account: EMAIL,
      password,
      ...(options.captcha ? await solveCaptcha(t) : {}),
    },
    headers: options.cookie === undefined ? {} : { cookie: options.cookie },
  });
}

/** The `name=value` of the device cookie a sign-in answer set. */
function deviceCookie(res: { raw: { headers: Record<string, unknown> } }): string {
  const header = res.raw.headers['set-cookie'];
  if (typeof header !== 'string') throw new Error('no device cookie set');
  return header.split(';')[0]!;
}

/** Ten wrong passwords from anywhere (the 6th to 10th with a solved captcha): the eleventh waits. */
async function tenWrong(t: TestApp): Promise<void> {
  for (let i = 1; i <= 10; i += 1) {
    const res = await login(t, `wrong-${i}`, { captcha: i > 5 });
    expect(res.body).toEqual(wrongCredentials(i >= 5));
  }
}

describe('password login back-off', () => {
  it('waits 1, 2, 4, 8 s after the 10th, 11th, 12th, 13th wrong try, evaluating nothing meanwhile', async () => {
    const t = await createTestApp({ config: CONFIG });
    await registerUser(t, { email: EMAIL });
    await tenWrong(t);
    const waits = [];
    for (const seconds of [1, 2, 4, 8]) {
      // Even the right password is not evaluated, and the captcha sent with it is not used up.
      const early = await login(t, PASSWORD, { captcha: true });
      expect(early.body).toEqual(tryLater(seconds));
      t.clock.advanceSeconds(seconds - 1);
      expect((await login(t, PASSWORD, { captcha: true })).body).toEqual(tryLater(1));
      t.clock.advanceSeconds(1);
      waits.push((await login(t, `wrong-late-${seconds}`, { captcha: true })).body);
    }
    expect(waits).toEqual([1, 2, 4, 8].map(() => wrongCredentials(true)));
    expect(await t.database.db.select().from(captchas)).toHaveLength(8);
    expect((await login(t, PASSWORD, { captcha: true })).body).toEqual(tryLater(16));
    const [row] = await t.database.db.select().from(loginFailures);
    expect(row).toMatchObject({ accountKey: EMAIL, failures: 14 });
    // In the request's language.
    const zh = await t.call('POST', '/api/user/login', {
      body: { type: 'password', account: EMAIL, password: PASSWORD },
      lang: 'zh-CN',
    });
    expect(zh.body.msg).toBe('该账号错误尝试次数过多，请在16秒后重试，或使用验证码登录');
  });

  it('a right password once the wait is over signs in and clears the count', async () => {
    const t = await createTestApp({ config: CONFIG });
    await registerUser(t, { email: EMAIL });
    await tenWrong(t);
    t.clock.advanceSeconds(1);
    expect((await login(t, PASSWORD, { captcha: true })).body.code).toBe(1);
    expect(await t.database.db.select().from(loginFailures)).toEqual([]);
    for (let i = 1; i <= 4; i += 1) {
      expect((await login(t, `wrong-${i}`)).body).toEqual(wrongCredentials(false));
    }
  });

  it('parallel tries into one opening: one is evaluated, the others wait', async () => {
    const t = await createTestApp({ config: CONFIG });
    await registerUser(t, { email: EMAIL });
    await tenWrong(t);
    t.clock.advanceSeconds(1);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(async (i) => (await login(t, `wrong-p${i}`, { captcha: true })).body),
    );
    const reasons = answers.map((body) => body.data.reason).sort();
    expect(reasons).toEqual([
      'SIGN_IN_TRY_LATER',
      'SIGN_IN_TRY_LATER',
      'SIGN_IN_TRY_LATER',
      'WRONG_CREDENTIALS',
    ]);
    const [row] = await t.database.db.select().from(loginFailures);
    expect(row?.failures).toBe(11);
  });
});

describe('device tokens: the owner is never locked out', () => {
  it('sets an HttpOnly, strict, login-only cookie; a known device keeps its token', async () => {
    const t = await createTestApp({ config: CONFIG });
    await registerUser(t, { email: EMAIL });
    const first = await login(t, PASSWORD);
    const header = first.raw.headers['set-cookie'];
    expect(header).toMatch(
      /^waihui_device=[\w-]{22}\.[\w-]{43}; Path=\/api\/user\/login; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
    const again = await login(t, PASSWORD, { cookie: deviceCookie(first) });
    expect(deviceCookie(again)).toBe(deviceCookie(first));
    // Another device gets another id.
    expect(deviceCookie(await login(t, PASSWORD))).not.toBe(deviceCookie(first));
  });

  it('during an attack the known device signs in at once; any other try waits', async () => {
    const t = await createTestApp({ config: CONFIG });
    await registerUser(t, { email: EMAIL });
    const cookie = deviceCookie(await login(t, PASSWORD));
    await tenWrong(t);
    for (let i = 0; i < 3; i += 1) {
      t.clock.advanceSeconds(2 ** i);
      await login(t, `wrong-more-${i}`, { captcha: true });
    }
    expect((await login(t, PASSWORD)).body).toEqual(tryLater(8));
    // A forged token, or one of this device id with another MAC, is no known device.
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${value.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await login(t, PASSWORD, { cookie: forged })).body).toEqual(tryLater(8));
    const owner = await login(t, PASSWORD, { cookie });
    expect(owner.body.code).toBe(1);
    // The owner's sign-in clears only the device's counter: the attack still waits.
    expect((await login(t, PASSWORD)).body).toEqual(tryLater(8));
    const [row] = await t.database.db.select().from(loginFailures);
    expect(row).toMatchObject({ accountKey: EMAIL, failures: 13 });
  });

  it("a known device's wrong tries count on its own counter, not the account's", async () => {
    const t = await createTestApp({ config: CONFIG });
    await registerUser(t, { email: EMAIL });
    const cookie = deviceCookie(await login(t, PASSWORD));
    for (let i = 1; i <= 10; i += 1) await login(t, `typo-${i}`, { cookie, captcha: i > 5 });
    expect((await login(t, PASSWORD, { cookie, captcha: true })).body).toEqual(tryLater(1));
    const rows = await t.database.db.select().from(loginFailures);
    expect(rows.map((row) => [row.accountKey.slice(0, 7), row.failures])).toEqual([
      ['device:', 10],
    ]);
    // The account's own counter is untouched: another device signs in at once.
    expect((await login(t, PASSWORD)).body.code).toBe(1);
  });

  it('a token of another account is no known device of this one', async () => {
    const t = await createTestApp({ config: CONFIG });
    await registerUser(t, { email: EMAIL });
    await registerUser(t, { email: 'eve@example.com' });
    const eve = await t.call('POST', '/api/user/login', {
      body: { type: 'password', account: 'eve@example.com', password: PASSWORD },
    });
    await tenWrong(t);
    expect((await login(t, PASSWORD, { cookie: deviceCookie(eve) })).body).toEqual(tryLater(1));
  });

  it('a new device signs in with a code during an attack, and is known from then on', async () => {
    const t = await createTestApp({ config: CONFIG });
    await registerUser(t, { email: EMAIL });
    await tenWrong(t);
    t.clock.advanceSeconds(61);
    await t.call('POST', '/api/notify/send_email', { body: { purpose: 'login', email: EMAIL } });
    const byCode = await t.call('POST', '/api/user/login', {
      body: { type: 'code', account: EMAIL, code: await latestCode(t, EMAIL) },
    });
    expect(byCode.body.code).toBe(1);
    const cookie = deviceCookie(byCode);
    for (let i = 1; i <= 12; i += 1) await login(t, `wrong-${i}`, { captcha: i > 5 });
    expect((await login(t, PASSWORD)).body.data.reason).toBe('SIGN_IN_TRY_LATER');
    expect((await login(t, PASSWORD, { cookie })).body.code).toBe(1);
  });
});
