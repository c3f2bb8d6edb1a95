import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import {
  PASSWORD,
  latestCode,
  registerUser,
  createTestApp,
  type TestApp,
} from '../../../test/fixtures';

const EMAIL = 'max@example.com';

function passwordLogin(a: TestApp, password: string, account = EMAIL, lang = 'en') {
  return a.call<{ token: string; user: Record<string, unknown> }>('POST', '/api/user/login', {
    body: { type: 'password', account, password },
    lang,
  });
}

const LOCKED_EN = (minutes: number) =>
  `Too many wrong passwords: the account is locked for 15 minutes. Try again in ${minutes} min or reset your password`;

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
    const expected = {
      code: 0,
      msg: 'Incorrect account or password',
      data: { reason: 'WRONG_CREDENTIALS' },
    };
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
    expect((await passwordLogin(a, 'x', EMAIL, 'zh-CN')).body.msg).toBe('账号或密码错误');
  });

  it('an account that is neither e-mail nor mobile → INVALID_ACCOUNT', async () => {
    const a = await createTestApp();
    const res = await passwordLogin(a, PASSWORD, 'hello');
    expect(res.body).toEqual({
      code: 0,
      msg: 'Please enter a valid e-mail address or mobile number',
      data: { reason: 'INVALID_ACCOUNT' },
    });
  });

  it('five wrong passwords lock the account for 15 minutes, even for the right password', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    for (let i = 0; i < 4; i += 1) {
      expect((await passwordLogin(a, `wrong-${i}`)).body.data).toEqual({
        reason: 'WRONG_CREDENTIALS',
      });
    }
    const fifth = await passwordLogin(a, 'wrong-5');
    expect(fifth.body).toEqual({
      code: 0,
      msg: LOCKED_EN(15),
      data: { reason: 'ACCOUNT_LOCKED', locked_until: '2026-11-22T10:16:01.000Z' },
    });
    const right = await passwordLogin(a, PASSWORD, EMAIL, 'ja');
    expect(right.body.msg).toBe(
      'パスワードの誤りが多すぎるため、アカウントは15分間ロックされました。15分後に再度お試しいただくか、パスワードを再設定してください',
    );
    a.clock.advanceSeconds(5 * 60);
    expect((await passwordLogin(a, PASSWORD)).body.msg).toBe(LOCKED_EN(10));
    a.clock.advanceSeconds(10 * 60 - 1);
    expect((await passwordLogin(a, PASSWORD)).body.msg).toBe(LOCKED_EN(1));
    a.clock.advanceSeconds(1);
    const after = await passwordLogin(a, PASSWORD);
    expect(after.body.code).toBe(1);
    const [row] = await a.database.db.select().from(users).where(eq(users.email, EMAIL));
    expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });
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
    expect((await passwordLogin(a, PASSWORD)).body.data.reason).toBe('ACCOUNT_LOCKED');
  });

  it('per-IP rate limit on login → 429', async () => {
    const a = await createTestApp({ config: { RATE_LIMIT_LOGIN_PER_MINUTE: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await passwordLogin(a, 'x')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /api/user/login (code)', () => {
  it('logs in with a login code, which also lifts a password lock', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    for (let i = 0; i < 5; i += 1) await passwordLogin(a, 'wrong');
    expect((await passwordLogin(a, PASSWORD)).body.data.reason).toBe('ACCOUNT_LOCKED');
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

  it('unknown account → ACCOUNT_NOT_FOUND', async () => {
    const a = await createTestApp();
    const res = await a.call('POST', '/api/user/login', {
      body: { type: 'code', account: 'nobody@example.com', code: '123456' },
    });
    expect(res.body.data).toEqual({ reason: 'ACCOUNT_NOT_FOUND' });
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
