import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, sessions, users } from '../../db/schema';
import {
  CAPTCHA_REQUIRED,
  PASSWORD,
  wrongCredentials,
  latestCode,
  registerUser,
  solveCaptcha,
  createTestApp,
  type TestApp,
  refusal,
} from '../../../test/fixtures';

const EMAIL = 'max@example.com';

function passwordLogin(
  a: TestApp,
  password: string,
  account = EMAIL,
  lang = 'en',
  captcha: { captcha_key: string; captcha: string } | Record<string, never> = {},
) {
  return a.call<{ token: string; user: Record<string, unknown> }>('POST', '/api/user/login', {
    body: { type: 'password', account, password, ...captcha },
    lang,
  });
}

describe('POST /api/user/login (password)', () => {
  it('logs in by e-mail (any case) and by mobile number, national or international', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    await registerUser(a, { phone: '07400 123456', country: 'GB' });
    const byEmail = await passwordLogin(a, PASSWORD, 'MAX@example.com');
    expect(byEmail.body.code).toBe(1);
    expect(byEmail.body.data.user).toMatchObject({ account: 'ma***@example.com' });
    const national = await a.call('POST', '/api/user/login', {
      body: { type: 'password', account: '07400123456', country: 'GB', password: PASSWORD },
    });
    expect(national.body.data).toMatchObject({ user: { account: '+447****3456' } });
    const international = await passwordLogin(a, PASSWORD, '+44 7400 123456');
    expect(international.body.code).toBe(1);
    const info = await a.call('GET', '/api/user/info', { token: byEmail.body.data.token });
    expect(info.body.data).toMatchObject({ account: 'ma***@example.com' });
    const [row] = await a.database.db.select().from(users).where(eq(users.email, EMAIL));
    expect(row?.lastLoginAt?.toISOString()).toBe(a.clock.now().toISOString());
  });

  it('a wrong password and an unknown account get the same answer', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    const wrong = await passwordLogin(a, 'not-the-password');
    const unknown = await passwordLogin(a, PASSWORD, 'nobody@example.com');
    expect(wrong.body).toEqual(wrongCredentials(false));
    expect(unknown.body).toEqual(wrongCredentials(false));
    expect((await passwordLogin(a, 'x', EMAIL, 'zh-CN')).body.msg).toBe('账号或密码错误');
  });

  it('an account that is neither e-mail nor mobile → INVALID_ACCOUNT', async () => {
    const a = await createTestApp();
    const res = await passwordLogin(a, PASSWORD, 'hello');
    expect(res.body).toEqual(
      refusal('INVALID_ACCOUNT', 'Please enter a valid e-mail address or mobile number'),
    );
  });

  it('five wrong passwords bring in the captcha, never a lock product.md §15.2', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    for (let i = 0; i < 4; i += 1) {
      expect((await passwordLogin(a, `wrong-${i}`)).body).toEqual(wrongCredentials(false));
    }
    // The fifth says the next try needs the captcha.
    expect((await passwordLogin(a, 'wrong-5')).body).toEqual(wrongCredentials(true));
    // Without a captcha even the right password is not checked.
    expect((await passwordLogin(a, PASSWORD)).body).toEqual(CAPTCHA_REQUIRED);
    const wrongCaptcha = await passwordLogin(a, PASSWORD, EMAIL, 'en', {
      ...(await solveCaptcha(a)),
      captcha: 'nope',
    });
    expect(wrongCaptcha.body.data).toEqual({ reason: 'CAPTCHA_WRONG' });
    // With a solved captcha a wrong password still counts, the right one logs in at once.
    const stillWrong = await passwordLogin(a, 'wrong-6', EMAIL, 'en', await solveCaptcha(a));
    expect(stillWrong.body).toEqual(wrongCredentials(true));
    const right = await passwordLogin(a, PASSWORD, EMAIL, 'en', await solveCaptcha(a));
    expect(right.body.code).toBe(1);
    expect(await a.database.db.select().from(loginFailures)).toEqual([]);
    expect((await passwordLogin(a, PASSWORD)).body.code).toBe(1);
  });

  it('an unknown account is counted the same way: the captcha tells nothing product.md §15.3', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    const answers = async (account: string) => {
      const seen = [];
      for (let i = 0; i < 6; i += 1)
        seen.push((await passwordLogin(a, `wrong-${i}`, account)).body);
      return seen;
    };
    const known = await answers(EMAIL);
    const unknown = await answers('nobody@example.com');
    expect(unknown).toEqual(known);
    const wrong = wrongCredentials(false);
    expect(known).toEqual([wrong, wrong, wrong, wrong, wrongCredentials(true), CAPTCHA_REQUIRED]);
  });

  it('the count is forgotten 24 hours after the last wrong password', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    for (let i = 0; i < 5; i += 1) await passwordLogin(a, 'wrong');
    expect((await passwordLogin(a, PASSWORD)).body).toEqual(CAPTCHA_REQUIRED);
    a.clock.advanceSeconds(24 * 3600);
    expect((await passwordLogin(a, PASSWORD)).body.code).toBe(1);
  });

  it('an operator lock is told only to whoever knows the password', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    await a.database.db
      .update(users)
      .set({ signInLockedAt: a.clock.now() })
      .where(eq(users.email, EMAIL));
    expect((await passwordLogin(a, 'wrong')).body).toEqual(wrongCredentials(false));
    expect((await passwordLogin(a, PASSWORD)).body.data).toEqual({ reason: 'SIGN_IN_LOCKED' });
  });

  it('a right password resets the count of wrong ones', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    for (let i = 0; i < 4; i += 1) await passwordLogin(a, 'wrong');
    expect((await passwordLogin(a, PASSWORD)).body.code).toBe(1);
    for (let i = 0; i < 4; i += 1) {
      expect((await passwordLogin(a, 'wrong')).body.data.reason).toBe('WRONG_CREDENTIALS');
    }
  });

  it('simultaneous wrong passwords all count (row lock)', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    await Promise.all([1, 2, 3, 4, 5].map((i) => passwordLogin(a, `wrong-${i}`)));
    expect((await passwordLogin(a, PASSWORD)).body.data.reason).toBe('CAPTCHA_REQUIRED');
    const [row] = await a.database.db.select().from(loginFailures);
    expect(row?.failures).toBe(5);
  });

  it('per-IP rate limit on login → 429', async () => {
    const a = await createTestApp({ config: { RATE_LIMIT_LOGIN_PER_MINUTE: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await passwordLogin(a, 'x')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /api/user/login (code)', () => {
  it('logs in with a login code, which also lifts the captcha requirement', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    for (let i = 0; i < 5; i += 1) await passwordLogin(a, 'wrong');
    expect((await passwordLogin(a, PASSWORD)).body.data.reason).toBe('CAPTCHA_REQUIRED');
    a.clock.advanceSeconds(61);
    await a.call('POST', '/api/notify/send_email', { body: { purpose: 'login', email: EMAIL } });
    const res = await a.call('POST', '/api/user/login', {
      body: { type: 'code', account: EMAIL, code: await latestCode(a, EMAIL) },
    });
    expect(res.body.code).toBe(1);
    expect((await passwordLogin(a, PASSWORD)).body.code).toBe(1);
  });

  it('a code sent for another purpose is not a login code', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    a.clock.advanceSeconds(61);
    // A stray code for another purpose to the same address.
    await a.call('POST', '/api/notify/send_email', {
      body: { purpose: 'reset_password', email: EMAIL },
    });
    const res = await a.call('POST', '/api/user/login', {
      body: { type: 'code', account: EMAIL, code: await latestCode(a, EMAIL) },
    });
    expect(res.body.data).toEqual({ reason: 'CODE_EXPIRED' });
  });

  it('an unknown account answers exactly as a wrong code for a real one product.md §15.3', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    const codeLogin = (account: string, code: string) =>
      a.call('POST', '/api/user/login', { body: { type: 'code', account, code } });
    // No code asked for: the same "no live code" answer.
    expect((await codeLogin('nobody@example.com', '123456')).body).toEqual(
      (await codeLogin(EMAIL, '123456')).body,
    );
    // A code asked for: the unknown address got a notice, so any code is a wrong one.
    a.clock.advanceSeconds(61);
    for (const email of [EMAIL, 'nobody@example.com']) {
      await a.call('POST', '/api/notify/send_email', { body: { purpose: 'login', email } });
    }
    const real = await latestCode(a, EMAIL);
    const guess = real === '000000' ? '000001' : '000000';
    const known = await codeLogin(EMAIL, guess);
    const unknown = await codeLogin('nobody@example.com', guess);
    expect(known.body).toEqual(refusal('CODE_INVALID', 'The verification code is incorrect'));
    expect(unknown.body).toEqual(known.body);
  });
});

describe('sessions', () => {
  it('logout revokes only the session used; a revoked token gets 401 / code 999', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    const phone = (await passwordLogin(a, PASSWORD)).body.data.token;
    const laptop = (await passwordLogin(a, PASSWORD)).body.data.token;
    const out = await a.call('POST', '/api/user/logout', { token: phone });
    expect(out.body).toEqual({ code: 1, msg: 'Success', data: null });
    const after = await a.call('GET', '/api/user/info', { token: phone });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      code: 999,
      msg: 'Please log in again',
      data: { reason: 'UNAUTHENTICATED' },
    });
    expect((await a.call('POST', '/api/user/logout', { token: phone })).status).toBe(401);
    expect((await a.call('GET', '/api/user/info', { token: laptop })).body.code).toBe(1);
  });

  it('tokens are stored hashed and expire after SESSION_TTL_HOURS', async () => {
    const a = await createTestApp({ config: { SESSION_TTL_HOURS: '2' } });
    const { token } = await registerUser(a, { email: EMAIL });
    const rows = await a.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toBe(token);
    a.clock.advanceSeconds(2 * 3600 - 1);
    expect((await a.call('GET', '/api/user/info', { token })).body.code).toBe(1);
    a.clock.advanceSeconds(1);
    const expired = await a.call('GET', '/api/user/info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(999);
  });

  it('logout without a token → 401', async () => {
    const a = await createTestApp();
    const res = await a.call('POST', '/api/user/logout');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(999);
  });
});
