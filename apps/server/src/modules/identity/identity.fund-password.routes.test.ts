import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  latestCode,
  registerUser,
  createTestApp,
  type TestApp,
} from '../../../test/fixtures';

/*
 * product.md §15.7: the fund-password route told whether a guess equalled the login password
 * before checking the code, had no rate limit of its own (31 guesses in 0.55 s) and counted nothing.
 */

const EMAIL = 'fund@example.com';

async function sendFundCode(a: TestApp, token: string) {
  a.clock.advanceSeconds(61);
  const res = await a.call('POST', '/api/notify/send_email', {
    body: { purpose: 'fund_password', email: EMAIL },
    token,
  });
  expect(res.body.code).toBe(1);
  return latestCode(a, EMAIL);
}

const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

describe('POST /api/user/fund_password hardening (product.md §15.7)', () => {
  it('without the right code the login password answers like any other guess', async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: EMAIL });
    const code = await sendFundCode(a, token);
    const post = (password: string) =>
      a.call('POST', '/api/user/fund_password', {
        token,
        body: { code: otherThan(code), password, confirm_password: password },
      });
    expect((await post(PASSWORD)).body.data).toEqual({ reason: 'CODE_INVALID' });
    expect((await post('not-the-login-pw')).body.data).toEqual({ reason: 'CODE_INVALID' });
  });

  it('counts wrong codes toward the fund password lockout: the fifth locks it for 15 minutes', async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: EMAIL });
    const post = (code: string) =>
      a.call('POST', '/api/user/fund_password', {
        token,
        body: { code, password: 'fund-pass-1', confirm_password: 'fund-pass-1' },
      });
    const reasons: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      // A fresh code each time, so the code's own try limit is not what stops the guesses.
      const code = await sendFundCode(a, token);
      reasons.push((await post(otherThan(code))).body.data.reason);
    }
    expect(reasons).toEqual([
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'FUND_PASSWORD_LOCKED',
    ]);
    // Locked: even the right code is not looked at.
    const right = await sendFundCode(a, token);
    expect((await post(right)).body.data).toMatchObject({ reason: 'FUND_PASSWORD_LOCKED' });
    a.clock.advanceSeconds(15 * 60);
    const after = await sendFundCode(a, token);
    expect((await post(after)).body).toMatchObject({ code: 1, data: { has_fund_password: true } });
  });

  it('has its own per-IP rate limit (RATE_LIMIT_FUND_PASSWORD_PER_MINUTE)', async () => {
    const a = await createTestApp({ config: { RATE_LIMIT_FUND_PASSWORD_PER_MINUTE: '3' } });
    const { token } = await registerUser(a, { email: EMAIL });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await a.call('POST', '/api/user/fund_password', {
        token,
        body: { code: '123456', password: 'fund-pass-1', confirm_password: 'fund-pass-1' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
