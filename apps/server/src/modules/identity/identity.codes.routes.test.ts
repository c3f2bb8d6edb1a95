import { describe, expect, it } from 'vitest';
import { outboxMessages, verificationCodes } from '../../db/schema';
import {
  latestCode,
  registerUser,
  solveCaptcha,
  createTestApp,
  type TestApp,
  refusal,
} from '../../../test/fixtures';

const EMAIL = 'kim@example.com';

/** A registered user, then a login code sent to them; returns the code. */
async function userWithLoginCode(a: TestApp): Promise<string> {
  await registerUser(a, { email: EMAIL });
  a.clock.advanceSeconds(61);
  const sent = await a.call('POST', '/api/notify/send_email', {
    body: { purpose: 'login', email: EMAIL },
  });
  expect(sent.body.code).toBe(1);
  return latestCode(a, EMAIL);
}

function loginWithCode(a: TestApp, code: string) {
  return a.call<{ token: string }>('POST', '/api/user/login', {
    body: { type: 'code', account: EMAIL, code },
  });
}

const otherThan = (code: string) => (code === '999999' ? '000000' : '999999');

describe('POST /api/notify/send_email and send_sms', () => {
  it('sends a 6-digit code and tells the button what to count down', async () => {
    const a = await createTestApp();
    const res = await a.call('POST', '/api/notify/send_email', {
      body: { purpose: 'register', email: 'Lee@Example.com' },
    });
    expect(res.body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        channel: 'email',
        destination_masked: 'le***@example.com',
        expires_in_seconds: 600,
        resend_after_seconds: 60,
      },
    });
    const [message] = await a.database.db.select().from(outboxMessages);
    expect(message?.destination).toBe('lee@example.com');
    const code = await latestCode(a, 'lee@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.subject).toBe(`Your Waihui verification code: ${code}`);
    expect(message?.body).toBe(
      `[Waihui] Your registration code is ${code}. It is valid for 10 minutes. Never share it with anyone, not even our staff.`,
    );
    // Only a salted hash of the code is stored.
    const [row] = await a.database.db.select().from(verificationCodes);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.ip).toBe('127.0.0.1');
  });

  it('writes the message in the request language', async () => {
    const a = await createTestApp();
    await a.call('POST', '/api/notify/send_sms', {
      body: { purpose: 'register', phone: '0612345678', country: 'FR', ...(await solveCaptcha(a)) },
      lang: 'ja',
    });
    const code = await latestCode(a, '+33612345678');
    const [message] = await a.database.db.select().from(outboxMessages);
    expect(message).toMatchObject({ channel: 'sms', subject: null });
    expect(message?.body).toBe(
      `【Waihui】会員登録の認証コードは${code}です。有効期限は10分です。弊社スタッフを含め、誰にも教えないでください。`,
    );
  });

  it('codes are random 6-digit strings, leading zeros kept', async () => {
    const a = await createTestApp({ config: { RATE_LIMIT_CODE_PER_MINUTE: '100' } });
    const codes: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const email = `user${i}@example.com`;
      await a.call('POST', '/api/notify/send_email', { body: { purpose: 'register', email } });
      codes.push(await latestCode(a, email));
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(10);
  });

  it('resend no sooner than 60 s per destination, whatever the purpose', async () => {
    const a = await createTestApp();
    const send = (lang = 'en') =>
      a.call('POST', '/api/notify/send_email', {
        body: { purpose: 'register', email: EMAIL },
        lang,
      });
    expect((await send()).body.code).toBe(1);
    a.clock.advanceSeconds(30);
    expect((await send()).body).toEqual({
      code: 0,
      msg: 'Please wait 30 seconds before requesting another code',
      data: { reason: 'CODE_RESEND_TOO_SOON', retry_after_seconds: 30 },
    });
    expect((await send('de')).body.msg).toBe(
      'Bitte warten Sie 30 Sekunden, bevor Sie einen weiteren Code anfordern',
    );
    a.clock.advanceSeconds(29);
    expect((await send()).body.data).toEqual({
      reason: 'CODE_RESEND_TOO_SOON',
      retry_after_seconds: 1,
    });
    a.clock.advanceSeconds(1);
    expect((await send()).body.code).toBe(1);
    // The first code was retired by the second: one live code per destination and purpose.
    const rows = await a.database.db.select().from(verificationCodes);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.consumedAt === null)).toHaveLength(1);
    // Another purpose to the same address waits too.
    await registerUser(a, { email: 'other@example.com' });
    a.clock.advanceSeconds(1);
    const reset = await a.call('POST', '/api/notify/send_email', {
      body: { purpose: 'reset_password', email: 'other@example.com' },
    });
    expect(reset.body.data).toEqual({ reason: 'CODE_RESEND_TOO_SOON', retry_after_seconds: 59 });
  });

  it('a browser-test server (CODE_RESEND_SECONDS) waits its own interval and says so', async () => {
    const a = await createTestApp({ config: { CODE_RESEND_SECONDS: '5' } });
    const send = () =>
      a.call('POST', '/api/notify/send_email', { body: { purpose: 'register', email: EMAIL } });
    expect((await send()).body.data).toMatchObject({ resend_after_seconds: 5 });
    a.clock.advanceSeconds(2);
    expect((await send()).body.data).toEqual({
      reason: 'CODE_RESEND_TOO_SOON',
      retry_after_seconds: 3,
    });
    a.clock.advanceSeconds(3);
    expect((await send()).body.code).toBe(1);
    const settings = await a.call('GET', '/api/default/setting');
    expect(settings.body.data).toMatchObject({ code_resend_seconds: 5 });
  });

  it('simultaneous sends to one destination: exactly one code goes out (advisory lock)', async () => {
    const a = await createTestApp();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        a.call('POST', '/api/notify/send_email', { body: { purpose: 'register', email: EMAIL } }),
      ),
    );
    expect(results.map((res) => res.body.code).sort()).toEqual([0, 0, 1]);
    expect(await a.database.db.select().from(outboxMessages)).toHaveLength(1);
  });

  it('a login code works once (single use)', async () => {
    const a = await createTestApp();
    const code = await userWithLoginCode(a);
    const first = await loginWithCode(a, code);
    expect(first.body.code).toBe(1);
    expect(first.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await loginWithCode(a, code);
    expect(again.body).toEqual(
      refusal(
        'CODE_EXPIRED',
        'This verification code is no longer valid, please request a new one',
      ),
    );
  });

  it('a code expires after 10 minutes', async () => {
    const a = await createTestApp();
    const code = await userWithLoginCode(a);
    a.clock.advanceSeconds(600);
    expect((await loginWithCode(a, code)).body.data).toEqual({ reason: 'CODE_EXPIRED' });
  });

  it('a code still works at 9 min 59 s', async () => {
    const a = await createTestApp();
    const code = await userWithLoginCode(a);
    a.clock.advanceSeconds(599);
    expect((await loginWithCode(a, code)).body.code).toBe(1);
  });

  it('a resent code retires the previous one', async () => {
    const a = await createTestApp();
    const first = await userWithLoginCode(a);
    a.clock.advanceSeconds(60);
    await a.call('POST', '/api/notify/send_email', { body: { purpose: 'login', email: EMAIL } });
    const second = await latestCode(a, EMAIL);
    if (first !== second) {
      expect((await loginWithCode(a, first)).body.data).toEqual({ reason: 'CODE_INVALID' });
    }
    expect((await loginWithCode(a, second)).body.code).toBe(1);
  });

  it('five wrong tries kill the code, even for the right code afterwards', async () => {
    const a = await createTestApp();
    const code = await userWithLoginCode(a);
    const reasons: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      reasons.push((await loginWithCode(a, otherThan(code))).body.data);
    }
    expect(reasons).toEqual([
      { reason: 'CODE_INVALID' },
      { reason: 'CODE_INVALID' },
      { reason: 'CODE_INVALID' },
      { reason: 'CODE_INVALID' },
      { reason: 'CODE_TOO_MANY_TRIES' },
    ]);
    const right = await loginWithCode(a, code);
    expect(right.body).toEqual(
      refusal('CODE_TOO_MANY_TRIES', 'Too many wrong codes, please request a new one'),
    );
  });

  it('a malformed code is refused without counting a try', async () => {
    const a = await createTestApp();
    const code = await userWithLoginCode(a);
    for (let i = 0; i < 6; i += 1) {
      expect((await loginWithCode(a, '12')).body.data).toEqual({ reason: 'CODE_FORMAT' });
    }
    expect((await loginWithCode(a, code)).body.code).toBe(1);
  });

  it('answers the same whether or not an account uses the address product.md §15.3', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    const send = (purpose: string, email: string) =>
      a.call('POST', '/api/notify/send_email', { body: { purpose, email } });
    const sent = (masked: string) => ({
      code: 1,
      msg: 'Success',
      data: {
        channel: 'email',
        destination_masked: masked,
        expires_in_seconds: 600,
        resend_after_seconds: 60,
      },
    });
    for (const purpose of ['login', 'reset_password']) {
      a.clock.advanceSeconds(61);
      expect((await send(purpose, 'kin@example.com')).body).toEqual(sent('ki***@example.com'));
      expect((await send(purpose, EMAIL)).body).toEqual(sent('ki***@example.com'));
      // And the same resend rule for both right after.
      const again = [await send(purpose, 'kin@example.com'), await send(purpose, EMAIL)];
      expect(again[0]?.body).toEqual(again[1]?.body);
      expect(again[0]?.body.data).toEqual({
        reason: 'CODE_RESEND_TOO_SOON',
        retry_after_seconds: 60,
      });
    }
    a.clock.advanceSeconds(61);
    expect((await send('register', EMAIL)).body).toEqual(sent('ki***@example.com'));
    // What the owners of the addresses read: a notice instead of a code.
    const messages = await a.database.db.select().from(outboxMessages);
    const bodies = (to: string) =>
      messages.filter((m) => m.destination === to).map((m) => [m.subject, m.body]);
    expect(bodies('kin@example.com')).toEqual(
      ['login', 'password reset'].map((purpose) => [
        `Your Waihui ${purpose} request`,
        `[Waihui] Someone asked for a ${purpose} code for this address, but no Waihui account uses it, so no code was sent. If it was you, register first or use the address you signed up with. If not, ignore this message.`,
      ]),
    );
    expect(bodies(EMAIL).at(-1)).toEqual([
      'Your Waihui registration request',
      '[Waihui] Someone asked for a registration code for this address, but it already belongs to a Waihui account, so no code was sent. If it was you, log in or reset your password. If not, ignore this message: nothing has changed.',
    ]);
  });

  it('an SMS (login, reset, register) needs a solved captcha first', async () => {
    const a = await createTestApp();
    const sms = (extra: Record<string, string> = {}) =>
      a.call('POST', '/api/notify/send_sms', {
        body: { purpose: 'login', phone: '+447400123456', ...extra },
      });
    expect((await sms()).body).toEqual(refusal('CAPTCHA_REQUIRED', 'Enter the image code'));
    const wrong = await sms({ ...(await solveCaptcha(a)), captcha: 'zzzz' });
    expect(wrong.body.data).toEqual({ reason: 'CAPTCHA_WRONG' });
    expect(await a.database.db.select().from(outboxMessages)).toEqual([]);
    const solved = await solveCaptcha(a);
    expect((await sms(solved)).body.code).toBe(1);
    // A captcha is good for one check only.
    a.clock.advanceSeconds(61);
    expect((await sms(solved)).body.data).toEqual({ reason: 'CAPTCHA_WRONG' });
  });

  it('fund_password codes need a session and go to the account itself', async () => {
    const a = await createTestApp();
    const anonymous = await a.call('POST', '/api/notify/send_email', {
      body: { purpose: 'fund_password', email: EMAIL },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(999);
    const victim = await registerUser(a, { email: 'victim@example.com' });
    const { token } = await registerUser(a, { email: EMAIL });
    a.clock.advanceSeconds(61);
    const res = await a.call('POST', '/api/notify/send_email', {
      body: { purpose: 'fund_password', email: 'victim@example.com' },
      token,
    });
    expect(res.body.data).toMatchObject({ destination_masked: 'ki***@example.com' });
    const victimMessages = await a.database.db.select().from(outboxMessages);
    expect(victimMessages.filter((m) => m.destination === 'victim@example.com')).toHaveLength(1);
    expect(victim.token).not.toBe(token);
    // An e-mail account has no phone for SMS codes.
    a.clock.advanceSeconds(61);
    const sms = await a.call('POST', '/api/notify/send_sms', {
      body: { purpose: 'fund_password' },
      token,
    });
    expect(sms.body).toEqual(
      refusal('NO_PHONE_ON_ACCOUNT', 'This account has no mobile number, please use e-mail'),
    );
  });

  it('at most CODE_DAILY_LIMIT codes per destination per 24 h', async () => {
    const a = await createTestApp({ config: { CODE_DAILY_LIMIT: '2' } });
    const send = () =>
      a.call('POST', '/api/notify/send_email', { body: { purpose: 'register', email: EMAIL } });
    expect((await send()).body.code).toBe(1);
    a.clock.advanceSeconds(60);
    expect((await send()).body.code).toBe(1);
    a.clock.advanceSeconds(60);
    expect((await send()).body).toEqual(
      refusal(
        'CODE_DAILY_LIMIT',
        'Too many codes were requested for this account today, please try again tomorrow',
      ),
    );
    a.clock.advanceSeconds(24 * 3600 - 120);
    expect((await send()).body.code).toBe(1);
  });

  it('per-IP rate limit on code sending → 429', async () => {
    const a = await createTestApp({ config: { RATE_LIMIT_CODE_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await a.call('POST', '/api/notify/send_sms', {
        body: { purpose: 'register', phone: `0151234567${i}`, country: 'DE' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
