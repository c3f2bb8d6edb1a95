import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { verifyFundPassword } from './identity.fund-password.service';
import {
  PASSWORD,
  latestCode,
  registerUser,
  createTestApp,
  type TestApp,
  refusal,
} from '../../../test/fixtures';

const EMAIL = 'nina@example.com';
const NEW_PASSWORD = 'brand-new-pass';

function login(a: TestApp, password: string) {
  return a.call<{ token: string }>('POST', '/api/user/login', {
    body: { type: 'password', account: EMAIL, password },
  });
}

async function sendCode(a: TestApp, purpose: string, token?: string) {
  a.clock.advanceSeconds(61);
  const res = await a.call('POST', '/api/notify/send_email', {
    body: { purpose, email: EMAIL },
    ...(token ? { token } : {}),
  });
  expect(res.body.code).toBe(1);
  return latestCode(a, EMAIL);
}

/** The second step of forget_password: a new password (confirmed as `confirm`) for a reset token. */
function resetPassword(a: TestApp, resetToken: string, password: string, confirm = password) {
  return a.call('POST', '/api/user/forget_password', {
    body: { step: 'reset', reset_token: resetToken, password, confirm_password: confirm },
  });
}

describe('POST /api/user/amend_password', () => {
  it('changes the password and logs out the other sessions only', async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: EMAIL });
    const other = (await login(a, PASSWORD)).body.data.token;
    const third = (await login(a, PASSWORD)).body.data.token;
    const res = await a.call('POST', '/api/user/amend_password', {
      token,
      body: { old_password: PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(res.body).toEqual({ code: 1, msg: 'Success', data: { sessions_revoked: 2 } });
    expect((await a.call('GET', '/api/user/info', { token })).body.code).toBe(1);
    for (const revoked of [other, third]) {
      expect((await a.call('GET', '/api/user/info', { token: revoked })).status).toBe(401);
    }
    expect((await login(a, PASSWORD)).body.data).toEqual({
      reason: 'WRONG_CREDENTIALS',
      captcha_required: false,
    });
    expect((await login(a, NEW_PASSWORD)).body.code).toBe(1);
  });

  it.each([
    [{ confirm_password: 'different' }, 'PASSWORDS_DO_NOT_MATCH', 'Passwords do not match'],
    [
      { password: 'short', confirm_password: 'short' },
      'PASSWORD_TOO_SHORT',
      'Password must be at least 6 characters',
    ],
    [{ old_password: 'not-it' }, 'OLD_PASSWORD_WRONG', 'The current password is incorrect'],
    [
      { password: 'Password1', confirm_password: 'Password1' },
      'PASSWORD_TOO_COMMON',
      'This password is one of the most common ones and easy to guess, please choose another',
    ],
  ])('%j → %s', async (change, reason, msg) => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: EMAIL });
    const res = await a.call('POST', '/api/user/amend_password', {
      token,
      body: {
        old_password: PASSWORD,
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
        ...change,
      },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toBe(msg);
    expect(res.body.data.reason).toBe(reason);
    expect((await login(a, PASSWORD)).body.code).toBe(1);
  });

  it('wrong old passwords lock amend_password for 15 minutes, not the login', async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: EMAIL });
    const amend = (old: string) =>
      a.call('POST', '/api/user/amend_password', {
        token,
        body: { old_password: old, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      });
    const left: unknown[] = [];
    for (let i = 0; i < 4; i += 1) left.push((await amend('wrong')).body.data);
    expect(left).toEqual(
      [4, 3, 2, 1].map((n) => ({ reason: 'OLD_PASSWORD_WRONG', attempts_left: n })),
    );
    expect((await amend('wrong')).body.data.reason).toBe('ACCOUNT_LOCKED');
    expect((await amend(PASSWORD)).body.data.reason).toBe('ACCOUNT_LOCKED');
    // Whoever holds a session cannot lock the owner out of logging in.
    expect((await login(a, PASSWORD)).body.code).toBe(1);
  });

  it('needs a session', async () => {
    const a = await createTestApp();
    const res = await a.call('POST', '/api/user/amend_password', {
      body: { old_password: PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/user/forget_password (two steps)', () => {
  it('verify (account + code) → reset token → new password; every session ends; captcha count cleared', async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: EMAIL });
    for (let i = 0; i < 5; i += 1) await login(a, 'wrong');
    expect((await login(a, PASSWORD)).body.data.reason).toBe('CAPTCHA_REQUIRED');
    const code = await sendCode(a, 'reset_password');
    const step1 = await a.call<{ reset_token: string; expires_in_seconds: number }>(
      'POST',
      '/api/user/forget_password',
      { body: { step: 'verify', account: 'Nina@Example.com', code } },
    );
    expect(step1.body.code).toBe(1);
    expect(step1.body.data.expires_in_seconds).toBe(900);
    const resetToken = step1.body.data.reset_token;
    const mismatch = await resetPassword(a, resetToken, NEW_PASSWORD, 'x');
    expect(mismatch.body.data).toEqual({ reason: 'PASSWORDS_DO_NOT_MATCH' });
    const common = await resetPassword(a, resetToken, '123456');
    expect(common.body.data).toEqual({ reason: 'PASSWORD_TOO_COMMON' });
    const step2 = await resetPassword(a, resetToken, NEW_PASSWORD);
    expect(step2.body).toEqual({ code: 1, msg: 'Success', data: { sessions_revoked: 1 } });
    expect((await a.call('GET', '/api/user/info', { token })).status).toBe(401);
    expect((await login(a, NEW_PASSWORD)).body.code).toBe(1);
    const again = await resetPassword(a, resetToken, 'yet-another-1');
    expect(again.body).toEqual(
      refusal('RESET_TICKET_INVALID', 'This password reset has expired, please start again'),
    );
  });

  it('a wrong code gives no reset token; the reset token expires after 15 minutes', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    const code = await sendCode(a, 'reset_password');
    const wrong = await a.call('POST', '/api/user/forget_password', {
      body: { step: 'verify', account: EMAIL, code: code === '111111' ? '222222' : '111111' },
    });
    expect(wrong.body.data).toEqual({ reason: 'CODE_INVALID' });
    const step1 = await a.call<{ reset_token: string }>('POST', '/api/user/forget_password', {
      body: { step: 'verify', account: EMAIL, code },
    });
    a.clock.advanceSeconds(900);
    const late = await resetPassword(a, step1.body.data.reset_token, NEW_PASSWORD);
    expect(late.body.data).toEqual({ reason: 'RESET_TICKET_INVALID' });
    expect((await login(a, PASSWORD)).body.code).toBe(1);
  });

  it('an unknown account answers as a wrong code product.md §15.3; a made-up token → RESET_TICKET_INVALID', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    const code = await sendCode(a, 'reset_password');
    const ghost = await a.call('POST', '/api/notify/send_email', {
      body: { purpose: 'reset_password', email: 'ghost@example.com' },
    });
    expect(ghost.body.code).toBe(1);
    const guess = code === '123456' ? '654321' : '123456';
    const verify = (account: string) =>
      a.call('POST', '/api/user/forget_password', {
        body: { step: 'verify', account, code: guess },
      });
    const known = await verify(EMAIL);
    expect(known.body).toEqual(refusal('CODE_INVALID', 'The verification code is incorrect'));
    expect((await verify('ghost@example.com')).body).toEqual(known.body);
    const madeUp = await resetPassword(a, 'made-up', NEW_PASSWORD);
    expect(madeUp.body.data).toEqual({ reason: 'RESET_TICKET_INVALID' });
  });
});

describe('fund password (anQuan)', () => {
  it('is set, then changed, with a fund_password code; shown on the "me" page', async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: EMAIL });
    const set = (code: string, password: string) =>
      a.call('POST', '/api/user/fund_password', {
        token,
        body: { code, password, confirm_password: password },
      });
    const code = await sendCode(a, 'fund_password', token);
    expect((await set(code, 'fund-pass-1')).body).toEqual({
      code: 1,
      msg: 'Success',
      data: { has_fund_password: true },
    });
    const info = await a.call('GET', '/api/user/info', { token });
    expect(info.body.data.has_fund_password).toBe(true);
    const [row] = await a.database.db.select().from(users).where(eq(users.email, EMAIL));
    expect(row?.fundPasswordHash).toMatch(/^\$argon2id\$/);
    // The used code cannot change it again.
    expect((await set(code, 'fund-pass-2')).body.data).toEqual({ reason: 'CODE_EXPIRED' });
    const second = await sendCode(a, 'fund_password', token);
    expect((await set(second, 'fund-pass-2')).body.code).toBe(1);
    const deps = { db: a.database.db, now: a.clock.now };
    await expect(verifyFundPassword(deps, row!.id, 'fund-pass-2')).resolves.toBeUndefined();
  });

  it('refuses a wrong code, a code of another purpose, a mismatch, then the login password with the right code', async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: EMAIL });
    const code = await sendCode(a, 'fund_password', token);
    const post = (body: Record<string, unknown>) =>
      a.call('POST', '/api/user/fund_password', { token, body });
    expect(
      (
        await post({
          code: code === '123456' ? '654321' : '123456',
          password: 'fund-pass-1',
          confirm_password: 'fund-pass-1',
        })
      ).body.data,
    ).toEqual({ reason: 'CODE_INVALID' });
    // A code sent for another purpose does not set it (it is checked against the fund_password code).
    const login = await sendCode(a, 'login');
    expect(
      (await post({ code: login, password: 'fund-pass-1', confirm_password: 'fund-pass-1' })).body
        .data,
    ).toEqual({ reason: 'CODE_INVALID' });
    expect(
      (await post({ code, password: 'fund-pass-1', confirm_password: 'fund-pass-2' })).body.data,
    ).toEqual({ reason: 'PASSWORDS_DO_NOT_MATCH' });
    expect((await post({ code, password: PASSWORD, confirm_password: PASSWORD })).body).toEqual(
      refusal(
        'FUND_PASSWORD_SAME_AS_LOGIN',
        'The fund password must be different from the login password',
      ),
    );
    // That answer used the code up: each one costs a fresh code.
    expect(
      (await post({ code, password: 'fund-pass-1', confirm_password: 'fund-pass-1' })).body.data,
    ).toEqual({ reason: 'CODE_EXPIRED' });
    const info = await a.call('GET', '/api/user/info', { token });
    expect(info.body.data.has_fund_password).toBe(false);
  });

  it('verifyFundPassword (for withdrawals): not set, wrong with tries left, 15-minute lock', async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: EMAIL });
    const [row] = await a.database.db.select().from(users).where(eq(users.email, EMAIL));
    const userId = row!.id;
    const deps = { db: a.database.db, now: a.clock.now };
    await expect(verifyFundPassword(deps, userId, 'x')).rejects.toMatchObject({
      reason: 'FUND_PASSWORD_NOT_SET',
    });
    const code = await sendCode(a, 'fund_password', token);
    await a.call('POST', '/api/user/fund_password', {
      token,
      body: { code, password: 'fund-pass-1', confirm_password: 'fund-pass-1' },
    });
    for (const left of [4, 3, 2, 1]) {
      await expect(verifyFundPassword(deps, userId, 'wrong')).rejects.toMatchObject({
        reason: 'FUND_PASSWORD_WRONG',
        options: { details: { attempts_left: left } },
      });
    }
    await expect(verifyFundPassword(deps, userId, 'wrong')).rejects.toMatchObject({
      reason: 'FUND_PASSWORD_LOCKED',
      options: { params: { minutes: 15 } },
    });
    await expect(verifyFundPassword(deps, userId, 'fund-pass-1')).rejects.toMatchObject({
      reason: 'FUND_PASSWORD_LOCKED',
    });
    // The login is not affected by the fund password lock.
    expect((await login(a, PASSWORD)).body.code).toBe(1);
    a.clock.advanceSeconds(15 * 60);
    await expect(verifyFundPassword(deps, userId, 'fund-pass-1')).resolves.toBeUndefined();
  });

  it('needs a session', async () => {
    const a = await createTestApp();
    const res = await a.call('POST', '/api/user/fund_password', {
      body: { code: '123456', password: 'fund-pass-1', confirm_password: 'fund-pass-1' },
    });
    expect(res.status).toBe(401);
  });
});
