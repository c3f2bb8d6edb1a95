import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../db/schema';
import {
  PASSWORD,
  latestCode,
  registerUser,
  solveCaptcha,
  createTestApp,
  type TestApp,
  refusal,
  emailRegistrationBody,
} from '../../../test/fixtures';

/** Sends a register code by e-mail and returns a complete, valid registration body. */
async function emailRegistration(app: TestApp, email: string) {
  const sent = await app.call('POST', '/api/notify/send_email', {
    body: { purpose: 'register', email },
  });
  expect(sent.body.code).toBe(1);
  return {
    ...emailRegistrationBody(email, await latestCode(app, email)),
    ...(await solveCaptcha(app)),
  };
}

async function userCount(app: TestApp) {
  return (await app.database.db.select().from(users)).length;
}

describe('POST /api/user/register', () => {
  it('registers by e-mail, logs in, stores an argon2id hash and the request language', async () => {
    const a = await createTestApp();
    const body = await emailRegistration(a, 'Alice@Example.com');
    const res = await a.call<{ token: string; expires_at: string; user: Record<string, unknown> }>(
      'POST',
      '/api/user/register',
      { body, lang: 'fr' },
    );
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe('Succès');
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // SESSION_TTL_HOURS defaults to 720 (30 days) from the test clock's now.
    expect(res.body.data.expires_at).toBe('2026-12-22T10:00:00.000Z');
    expect(res.body.data.user).toMatchObject({
      uid: 100001,
      account: 'al***@example.com',
      account_type: 'email',
      country: 'DE',
      verification_status: 'unverified',
      has_fund_password: false,
      lang: 'fr',
    });
    const [row] = await a.database.db.select().from(users);
    expect(row?.email).toBe('alice@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    const info = await a.call('GET', '/api/user/info', { token: res.body.data.token });
    expect(info.body.data).toEqual(res.body.data.user);
  });

  it('registers by mobile number (national format + country) and stores E.164', async () => {
    const a = await createTestApp();
    const session = await registerUser(a, { phone: '0151 2345 6789', country: 'DE' });
    expect(session.user).toMatchObject({
      account: '+491****6789',
      account_type: 'phone',
      phone_masked: '+491****6789',
      email_masked: null,
    });
    const [row] = await a.database.db.select().from(users);
    expect(row?.phone).toBe('+4915123456789');
  });

  it.each([
    [
      { password: '12345', confirm_password: '12345' },
      'PASSWORD_TOO_SHORT',
      'Password must be at least 6 characters',
    ],
    [{ confirm_password: 'something-else' }, 'PASSWORDS_DO_NOT_MATCH', 'Passwords do not match'],
    [{ terms_accepted: false }, 'TERMS_NOT_CHECKED', 'Terms not checked'],
    [{ code: '12ab' }, 'CODE_FORMAT', 'Enter the 6-digit code'],
    [{ email: 'not-an-email' }, 'INVALID_EMAIL', 'Invalid e-mail address'],
    [{ country: 'ZZ' }, 'INVALID_COUNTRY', 'Choose your country or region'],
  ])('%j → %s', async (change, reason, msg) => {
    const a = await createTestApp();
    const body = await emailRegistration(a, 'bob@example.com');
    const res = await a.call('POST', '/api/user/register', { body: { ...body, ...change } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, msg, data: { reason } });
    expect(await userCount(a)).toBe(0);
  });

  it('answers the spec messages in the request language', async () => {
    const a = await createTestApp();
    const body = await emailRegistration(a, 'bob@example.com');
    const mismatch = { ...body, confirm_password: 'x' };
    const expected = {
      ja: 'パスワードが一致しません',
      de: 'Die Passwörter stimmen nicht überein',
      'zh-CN': '两次输入的密码不一致',
      'zh-HK': '兩次輸入的密碼不一致',
    };
    for (const [lang, msg] of Object.entries(expected)) {
      const res = await a.call('POST', '/api/user/register', { body: mismatch, lang });
      expect(res.body.msg).toBe(msg);
    }
    const terms = await a.call('POST', '/api/user/register', {
      body: { ...body, terms_accepted: false },
      lang: 'ko',
    });
    expect(terms.body.msg).toBe('약관에 동의하지 않았습니다');
  });

  it('refuses an invalid mobile number, at send_sms and at register', async () => {
    const a = await createTestApp();
    for (const phone of ['12345', '030 123456', '0800 1234567']) {
      // Too short; a German landline; a toll-free number: none can receive an SMS code.
      const sent = await a.call('POST', '/api/notify/send_sms', {
        body: { purpose: 'register', phone, country: 'DE' },
      });
      expect(sent.body).toEqual(refusal('INVALID_MOBILE', 'Invalid mobile number'));
    }
    const national = await a.call('POST', '/api/notify/send_sms', {
      body: { purpose: 'register', phone: '015123456789' },
    });
    expect(national.body.data).toEqual({ reason: 'INVALID_MOBILE' });
    const res = await a.call('POST', '/api/user/register', {
      body: {
        type: 'phone',
        phone: '12345',
        country: 'DE',
        password: PASSWORD,
        confirm_password: PASSWORD,
        code: '123456',
        terms_accepted: true,
        ...(await solveCaptcha(a)),
      },
    });
    expect(res.body.data).toEqual({ reason: 'INVALID_MOBILE' });
  });

  describe('barred countries (product.md §1.4 default US, JP, KR, CN; a setting)', () => {
    it.each([
      ['US', 'en', 'Residents of United States cannot open an account under our terms of service'],
      ['CN', 'zh-CN', '根据服务条款，中国居民无法开设账户'],
      ['JP', 'ja', '利用規約により、日本にお住まいの方は口座を開設できません'],
      ['KR', 'ko', '서비스 약관에 따라 대한민국 거주자는 계정을 개설할 수 없습니다'],
    ])('%s cannot register (%s)', async (country, lang, msg) => {
      const a = await createTestApp();
      const body = await emailRegistration(a, 'carol@example.com');
      const res = await a.call('POST', '/api/user/register', {
        body: { ...body, country },
        lang,
      });
      expect(res.body).toEqual({ code: 0, msg, data: { reason: 'COUNTRY_BARRED', country } });
      expect(await userCount(a)).toBe(0);
    });

    it('send_sms refuses a barred country before paying for an SMS, also for a "+1" number under DE', async () => {
      const a = await createTestApp();
      const byCountry = await a.call('POST', '/api/notify/send_sms', {
        body: { purpose: 'register', phone: '2025550123', country: 'US' },
      });
      expect(byCountry.body.data).toEqual({ reason: 'COUNTRY_BARRED', country: 'US' });
      const byNumber = await a.call('POST', '/api/notify/send_sms', {
        body: { purpose: 'register', phone: '+1 202 555 0123', country: 'DE' },
      });
      expect(byNumber.body.data).toEqual({ reason: 'COUNTRY_BARRED', country: 'US' });
      const rows = await a.database.db.select().from(verificationCodes);
      expect(rows).toEqual([]);
    });

    it('the list comes from BARRED_COUNTRIES', async () => {
      const a = await createTestApp({ config: { BARRED_COUNTRIES: 'fr, de' } });
      const body = await emailRegistration(a, 'dave@example.com');
      const barred = await a.call('POST', '/api/user/register', { body });
      expect(barred.body.data).toEqual({ reason: 'COUNTRY_BARRED', country: 'DE' });
      a.clock.advanceSeconds(61);
      const again = await emailRegistration(a, 'dave@example.com');
      const allowed = await a.call('POST', '/api/user/register', {
        body: { ...again, country: 'US' },
      });
      expect(allowed.body.code).toBe(1);
    });
  });

  describe('captcha', () => {
    it('a wrong answer is refused and uses the captcha up', async () => {
      const a = await createTestApp();
      const body = await emailRegistration(a, 'erin@example.com');
      const wrong = await a.call('POST', '/api/user/register', {
        body: { ...body, captcha: 'nope' },
      });
      expect(wrong.body).toEqual(
        refusal('CAPTCHA_WRONG', 'The image code is wrong or has expired, please try a new one'),
      );
      // The right answer to the same captcha no longer works.
      const retry = await a.call('POST', '/api/user/register', { body });
      expect(retry.body.data).toEqual({ reason: 'CAPTCHA_WRONG' });
      const fresh = await a.call('POST', '/api/user/register', {
        body: { ...body, ...(await solveCaptcha(a)) },
      });
      expect(fresh.body.code).toBe(1);
    });

    it('answers are case-insensitive; a captcha expires after 5 minutes; unknown keys fail', async () => {
      const a = await createTestApp();
      const body = await emailRegistration(a, 'frank@example.com');
      a.clock.advanceSeconds(301);
      const expired = await a.call('POST', '/api/user/register', { body });
      expect(expired.body.data).toEqual({ reason: 'CAPTCHA_WRONG' });
      const unknown = await a.call('POST', '/api/user/register', {
        body: { ...body, captcha_key: 'not-a-key', captcha: 'ABCD' },
      });
      expect(unknown.body.data).toEqual({ reason: 'CAPTCHA_WRONG' });
      a.clock.advanceSeconds(61);
      const again = await emailRegistration(a, 'frank@example.com');
      const upper = await a.call('POST', '/api/user/register', {
        body: { ...again, captcha: again.captcha.toUpperCase() },
      });
      expect(upper.body.code).toBe(1);
    });
  });

  describe('invite codes', () => {
    it('records who invited whom; codes are case-insensitive', async () => {
      const a = await createTestApp();
      const inviter = await registerUser(a, { email: 'inviter@example.com' });
      const inviteCode = inviter.user.invite_code as string;
      expect(inviteCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      await registerUser(
        a,
        { email: 'invitee@example.com' },
        { invite_code: inviteCode.toLowerCase() },
      );
      const [inviterRow] = await a.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'inviter@example.com'));
      const [inviteeRow] = await a.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'invitee@example.com'));
      expect(inviteeRow?.invitedBy).toBe(inviterRow?.id);
      expect(inviterRow?.invitedBy).toBeNull();
      expect(inviteeRow?.inviteCode).not.toBe(inviterRow?.inviteCode);
    });

    it('an unknown invite code is refused; an empty one means none', async () => {
      const a = await createTestApp();
      const body = await emailRegistration(a, 'gina@example.com');
      const res = await a.call('POST', '/api/user/register', {
        body: { ...body, invite_code: 'NOSUCH99' },
      });
      expect(res.body).toEqual(refusal('INVITE_CODE_INVALID', 'This invite code does not exist'));
      const empty = await a.call('POST', '/api/user/register', {
        body: { ...body, invite_code: '', ...(await solveCaptcha(a)) },
      });
      expect(empty.body.code).toBe(1);
    });
  });

  it('an existing account is told only to whoever has the right code product.md §15.3', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: 'henry@example.com' });
    a.clock.advanceSeconds(61);
    // Sending: the same answer as for a new address; the owner receives a notice, not a code.
    const sent = await a.call('POST', '/api/notify/send_email', {
      body: { purpose: 'register', email: 'HENRY@example.com' },
    });
    expect(sent.body.code).toBe(1);
    await expect(latestCode(a, 'henry@example.com')).rejects.toThrow('no code in the outbox');
    const register = async (email: string, code: string) =>
      a.call('POST', '/api/user/register', {
        body: { ...emailRegistrationBody(email, code), ...(await solveCaptcha(a)) },
      });
    // A stranger's code is wrong, exactly as for an address nobody uses.
    const fresh = await emailRegistration(a, 'iris@example.com');
    const guess = fresh.code === '123456' ? '654321' : '123456';
    const taken = await register('henry@example.com', guess);
    expect(taken.body).toEqual((await register('iris@example.com', guess)).body);
    expect(taken.body.data).toEqual({ reason: 'CODE_INVALID' });
    // Whoever reads a valid register code for the address (registered in between) is told.
    a.clock.advanceSeconds(61);
    const mine = await emailRegistration(a, 'jack@example.com');
    await a.database.db.insert(users).values({
      email: 'jack@example.com',
      passwordHash: 'x',
      inviteCode: 'JACKJACK',
    });
    const late = await a.call('POST', '/api/user/register', { body: mine });
    expect(late.body).toEqual(
      refusal(
        'ACCOUNT_EXISTS',
        'An account with this e-mail address or mobile number already exists',
      ),
    );
  });

  it('refuses the most common passwords product.md §15.5', async () => {
    const a = await createTestApp();
    const body = await emailRegistration(a, 'kate@example.com');
    const res = await a.call('POST', '/api/user/register', {
      body: { ...body, password: '123456', confirm_password: '123456' },
      lang: 'de',
    });
    expect(res.body).toEqual(
      refusal(
        'PASSWORD_TOO_COMMON',
        'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten, bitte wählen Sie ein anderes',
      ),
    );
    // Refused before the captcha check: the same captcha still works.
    expect((await a.call('POST', '/api/user/register', { body })).body.code).toBe(1);
  });

  it('a wrong code creates nothing; a code sent for another purpose or address does not work', async () => {
    const a = await createTestApp();
    const body = await emailRegistration(a, 'ivy@example.com');
    const wrongCode = body.code === '000000' ? '111111' : '000000';
    const wrong = await a.call('POST', '/api/user/register', {
      body: { ...body, code: wrongCode },
    });
    expect(wrong.body).toEqual(refusal('CODE_INVALID', 'The verification code is incorrect'));
    expect(await userCount(a)).toBe(0);
    // The code of ivy@ does not register jack@.
    const other = await a.call('POST', '/api/user/register', {
      body: { ...body, email: 'jack@example.com', ...(await solveCaptcha(a)) },
    });
    expect(other.body.data).toEqual({ reason: 'CODE_EXPIRED' });
    // The counted wrong try did not spend the code.
    const right = await a.call('POST', '/api/user/register', {
      body: { ...body, ...(await solveCaptcha(a)) },
    });
    expect(right.body.code).toBe(1);
  });

  it('schema failures (missing fields) answer VALIDATION_FAILED', async () => {
    const a = await createTestApp();
    const res = await a.call('POST', '/api/user/register', { body: { type: 'email' } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.reason).toBe('VALIDATION_FAILED');
  });

  it('per-IP rate limit on register → 429 envelope', async () => {
    const a = await createTestApp({ config: { RATE_LIMIT_REGISTER_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await a.call('POST', '/api/user/register', { body: {} })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await a.call('POST', '/api/user/register', { body: {} });
    expect(limited.body).toEqual(
      refusal('RATE_LIMITED', 'Too many requests, please try again in a moment'),
    );
  });
});
