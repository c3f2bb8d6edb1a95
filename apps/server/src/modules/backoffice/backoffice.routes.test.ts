import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backofficeRoutes, type AdminLoginData, type OperatorRole } from '@waihui/contracts';
import {
  CAPTCHA_REQUIRED,
  createTestApp,
  insertUserWithSession,
  refusal,
  type TestApp,
  wrongCredentials,
} from '../../../test/fixtures';
import { solveCaptcha } from '../../../test/users';
import { loginFailures } from '../../db/schema';
import { rows } from '../trading/trading.fixtures';
import { insertOperator, OPERATOR_PASSWORD, TEST_TOTP_KEY } from './backoffice.fixtures';
import { totpCodeAt } from './backoffice.totp';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };
const ROLES: OperatorRole[] = ['support', 'compliance', 'finance', 'admin'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** More back-office sign-ins per minute than the route's default 20, for the counting tests. */
const COUNTING_CONFIG = { ...CONFIG, RATE_LIMIT_LOGIN_PER_MINUTE: '100' };

const TOTP_WRONG = (captchaRequired: boolean) =>
  refusal('TOTP_WRONG', 'The authenticator code is wrong or already used', {
    captcha_required: captchaRequired,
  });

type RouteKey = keyof typeof backofficeRoutes;
/** A valid input per operator route, so the role check (not validation) decides the answer. */
const SAMPLE: Record<Exclude<RouteKey, 'adminLogin'>, Record<string, unknown> | undefined> = {
  adminMe: undefined,
  adminUserSearch: { q: '100001' },
  adminUserDetail: { user_id: UNKNOWN_ID },
  adminUserLock: { user_id: UNKNOWN_ID, locked: true },
  adminFeedbackList: {},
  adminFeedbackAnswer: { id: 999_999, answer: 'Thanks' },
  adminVerificationList: undefined,
  adminVerificationApprove: { id: UNKNOWN_ID },
  adminVerificationReject: { id: UNKNOWN_ID, reason: 'Photo blurred' },
  adminVerificationIdNumber: { id: UNKNOWN_ID },
  adminDepositList: {},
  adminDepositConfirm: { id: 999_999 },
  adminDepositReject: { id: 999_999, reason: 'No such transfer' },
  adminWithdrawalList: {},
  adminWithdrawalApprove: { id: 999_999 },
  adminWithdrawalPaid: { id: 999_999, external_ref: '0xabc' },
  adminWithdrawalReject: { id: 999_999, reason: 'Destination refused' },
  adminArticleList: {},
  adminArticleSave: {
    slug: 'matrix-notice',
    category: 'notice',
    texts: [{ lang: 'en', title: 'T', summary: 'S', body_markdown: 'B' }],
  },
  adminBannerList: undefined,
  adminBannerSave: {
    slug: 'matrix-banner',
    image: '/content/banner-welcome.svg',
    sort_order: 9,
    texts: [{ lang: 'en', title: 'T' }],
  },
  adminContentPreview: { body_markdown: '**x**' },
  adminInstrumentList: undefined,
  adminInstrumentSave: { symbol: 'NOPE', fee_rate: '0.001', max_leverage: 10 },
  adminFeedStatus: undefined,
  adminFeedEvents: {},
  adminHolidayList: {},
  adminHolidaySave: {
    calendar: 'us_equities',
    date: '2031-07-04',
    closed_from: null,
    closed_until: null,
    name: 'Independence Day',
  },
  // None on that day: HOLIDAY_NOT_FOUND after the role check.
  adminHolidayRemove: { calendar: 'fx', date: '2031-01-02' },
  adminOperatorList: undefined,
  // Uid 1 never exists (uids start at 100001): NOT_FOUND after the role check.
  adminOperatorGrant: { uid: 1, role: 'support' },
  adminOperatorRevoke: { uid: 1, role: 'support' },
  adminDeliverySettings: undefined,
  adminDeliverySave: {
    periods: [{ seconds: 60, payout_rate: '0.8', enabled: true }],
    min_stake: '10',
    max_stake: '10000',
  },
  adminFundingSettings: undefined,
  adminFundingSave: {
    withdrawal_fees: [{ currency: 'USDT', method: 'trc20', fee: '1', minimum: '10' }],
    destination_delay_seconds: 60,
    four_eyes_threshold_usd: '10000',
  },
  adminCountriesSettings: undefined,
  adminCountriesSave: { barred_countries: ['US'] },
  adminSupportSettings: undefined,
  adminSupportSave: { support_email: 'help@example.com', service_url: null },
  adminAuditList: {},
  adminProposalList: undefined,
  // No such proposal: PROPOSAL_NOT_FOUND after the role check.
  adminProposalApprove: { id: 999_999 },
  adminProposalReject: { id: 999_999 },
  // Last: it ends the session it is called with.
  adminLogout: {},
};

function callRoute(t: TestApp, key: keyof typeof SAMPLE, token?: string) {
  const { method, path } = backofficeRoutes[key];
  const input = SAMPLE[key];
  const url =
    method === 'GET' && input
      ? `${path}?${new URLSearchParams(input as Record<string, string>).toString()}`
      : path;
  return t.call(method, url, {
    ...(token ? { token } : {}),
    ...(method === 'GET' ? {} : { body: input ?? {} }),
  });
}

/**
 * Who may open each operator route, written out here (not read from the contracts' table the server
 * enforces), so a change of the table that this list does not make too fails the matrix below.
 */
const ALL: readonly OperatorRole[] = ['support', 'compliance', 'finance', 'admin'];
const WHO_MAY: Record<keyof typeof SAMPLE, readonly OperatorRole[]> = {
  adminMe: ALL,
  adminLogout: ALL,
  adminUserSearch: ALL,
  adminUserDetail: ALL,
  adminUserLock: ['support', 'admin'],
  adminOperatorList: ['admin'],
  adminOperatorGrant: ['admin'],
  adminOperatorRevoke: ['admin'],
  adminAuditList: ['compliance', 'admin'],
  adminFeedbackList: ['support', 'admin'],
  adminFeedbackAnswer: ['support', 'admin'],
  adminArticleList: ['admin'],
  adminArticleSave: ['admin'],
  adminBannerList: ['admin'],
  adminBannerSave: ['admin'],
  adminContentPreview: ['admin'],
  adminVerificationList: ['compliance'],
  adminVerificationApprove: ['compliance'],
  adminVerificationReject: ['compliance'],
  adminVerificationIdNumber: ['compliance'],
  adminDepositList: ['finance'],
  adminDepositConfirm: ['finance'],
  adminDepositReject: ['finance'],
  adminWithdrawalList: ['finance'],
  adminWithdrawalApprove: ['finance'],
  adminWithdrawalPaid: ['finance'],
  adminWithdrawalReject: ['finance'],
  adminFundingSettings: ['admin'],
  adminFundingSave: ['admin'],
  adminInstrumentList: ['admin'],
  adminInstrumentSave: ['admin'],
  adminFeedStatus: ['admin'],
  adminFeedEvents: ['admin'],
  adminHolidayList: ['admin'],
  adminHolidaySave: ['admin'],
  adminHolidayRemove: ['admin'],
  adminDeliverySettings: ['admin'],
  adminDeliverySave: ['admin'],
  adminCountriesSettings: ['admin'],
  adminCountriesSave: ['admin'],
  adminSupportSettings: ['admin'],
  adminSupportSave: ['admin'],
  adminProposalList: ['admin'],
  adminProposalApprove: ['admin'],
  adminProposalReject: ['admin'],
};

describe('back-office role matrix', () => {
  it('each role × each operator route as pinned above; a user token 403, no token 401', async () => {
    const t = await createTestApp({ config: CONFIG });
    const user = await insertUserWithSession(t.database.db);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const key of Object.keys(SAMPLE) as (keyof typeof SAMPLE)[]) {
      for (const role of ROLES) {
        const operator = await insertOperator(t.database.db, [role]);
        const res = await callRoute(t, key, operator.token);
        outcomes.push(`${key} ${role} ${res.status === 403 ? 'denied' : 'allowed'}`);
        const allowed = WHO_MAY[key].includes(role);
        expected.push(`${key} ${role} ${allowed ? 'allowed' : 'denied'}`);
        // Allowed means the handler ran: never 401 either.
        if (allowed) expect(res.status, `${key} ${role}`).toBe(200);
      }
      const asUser = await callRoute(t, key, user.token);
      expect([key, asUser.status, asUser.body.data]).toEqual([key, 403, { reason: 'FORBIDDEN' }]);
      const anonymous = await callRoute(t, key);
      expect([key, anonymous.status, anonymous.body.code]).toEqual([key, 401, 999]);
    }
    expect(outcomes).toEqual(expected);
    // The table itself: support reads users and answers feedback; only admin edits content/settings.
    expect(backofficeRoutes.adminArticleSave.auth).toEqual({ roles: ['admin'] });
    expect(backofficeRoutes.adminFeedbackAnswer.auth).toEqual({ roles: ['support', 'admin'] });
    expect(backofficeRoutes.adminVerificationApprove.auth).toEqual({ roles: ['compliance'] });
    expect(backofficeRoutes.adminDepositConfirm.auth).toEqual({ roles: ['finance'] });
  });

  it('an operator token opens no user route (the sessions are apart)', async () => {
    const t = await createTestApp({ config: CONFIG });
    const operator = await insertOperator(t.database.db, ['admin']);
    const res = await t.call('GET', '/api/user/info', { token: operator.token });
    expect([res.status, res.body.code]).toEqual([401, 999]);
  });
});

describe('operator sign-in with TOTP', () => {
  async function login(t: TestApp, email: string, totp?: string) {
    return t.call<AdminLoginData>('POST', '/api/admin/login', {
      body: { account: email, password: OPERATOR_PASSWORD, ...(totp ? { totp } : {}) },
    });
  }

  it('enrols on first sign-in, then requires a right, unused code; sessions last 60 minutes', async () => {
    const t = await createTestApp({ config: CONFIG });
    const op = await insertOperator(t.database.db, ['support'], { session: false });

    const first = await login(t, op.email);
    if (first.body.data.status !== 'totp_setup') throw new Error('expected totp_setup');
    const { secret, otpauth_uri } = first.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri.startsWith('otpauth://totp/Waihui%20back-office:')).toBe(true);
    // The stored secret is encrypted: the Base32 text is nowhere in the row.
    const stored = await t.database.db.execute(sql`select secret_encrypted from operator_totp`);
    expect(JSON.stringify(stored)).not.toContain(secret);

    // Wrong code: refused.
    const wrong = totpCodeAt(secret, new Date(t.clock.now().getTime() + 10 * 60_000));
    expect((await login(t, op.email, wrong)).body).toMatchObject({
      code: 0,
      data: { reason: 'TOTP_WRONG', captcha_required: false },
    });

    const code = totpCodeAt(secret, t.clock.now());
    const signedIn = await login(t, op.email, code);
    expect(signedIn.body.data).toMatchObject({
      status: 'signed_in',
      expires_at: '2026-11-22T11:00:00.000Z',
      roles: ['support'],
    });
    // Enrolled: the secret is never answered again; the same code is not accepted twice.
    expect((await login(t, op.email)).body.data).toEqual({ status: 'totp_required' });
    expect((await login(t, op.email, code)).body.data).toEqual(TOTP_WRONG(false).data);

    if (signedIn.body.data.status !== 'signed_in') throw new Error('expected signed_in');
    const token = signedIn.body.data.token;
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    const me = await t.call('GET', '/api/admin/me', { token });
    expect(me.body.data).toMatchObject({ user_id: op.userId, roles: ['support'], demo: false });
    t.clock.advanceSeconds(60 * 60);
    expect((await t.call('GET', '/api/admin/me', { token })).status).toBe(401);
  });

  it('an account without a role gets the wrong-password answer; no code means no session', async () => {
    const t = await createTestApp({ config: CONFIG });
    const plain = await insertOperator(t.database.db, [], { session: false });
    expect((await login(t, plain.email)).body.data).toEqual(wrongCredentials(false).data);
    const op = await insertOperator(t.database.db, ['admin'], { session: false });
    await login(t, op.email);
    const [sessions] = await rows<{ n: number }>(
      t.database.db.execute(sql`select count(*)::int as n from operator_sessions`),
    );
    expect(sessions!.n).toBe(0);
  });

  it('five wrong passwords bring in the captcha, never a lock; a right password and code clear it', async () => {
    const t = await createTestApp({ config: COUNTING_CONFIG });
    const op = await insertOperator(t.database.db, ['support'], { session: false });
    const secret = await enrol(t, op.email);
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(t, op.email, `wrong-${i}`)).body).toEqual(wrongCredentials(false));
    }
    expect((await attempt(t, op.email, 'wrong-5')).body).toEqual(wrongCredentials(true));
    // Even the right password is not checked without the image code, and no lock is ever set.
    expect((await attempt(t, op.email, OPERATOR_PASSWORD)).body).toEqual(CAPTCHA_REQUIRED);
    const wrongCaptcha = await attempt(t, op.email, OPERATOR_PASSWORD, {
      ...(await solveCaptcha(t)),
      captcha: 'nope',
    });
    expect(wrongCaptcha.body.data).toEqual({ reason: 'CAPTCHA_WRONG' });
    const stepOne = await attempt(t, op.email, OPERATOR_PASSWORD, await solveCaptcha(t));
    expect(stepOne.body.data).toEqual({ status: 'totp_required' });
    // The right password alone clears nothing: the code step needs its own image code.
    t.clock.advanceSeconds(60);
    const code = totpCodeAt(secret, t.clock.now());
    expect((await attempt(t, op.email, OPERATOR_PASSWORD, {}, code)).body).toEqual(
      CAPTCHA_REQUIRED,
    );
    const signedIn = await attempt(t, op.email, OPERATOR_PASSWORD, await solveCaptcha(t), code);
    expect(signedIn.body.data).toMatchObject({ status: 'signed_in', roles: ['support'] });
    expect(await t.database.db.select().from(loginFailures)).toEqual([]);
    expect((await attempt(t, op.email, OPERATOR_PASSWORD)).body.data).toEqual({
      status: 'totp_required',
    });
  });

  it('an unknown account and an account without a role are answered as an operator is', async () => {
    const t = await createTestApp({ config: COUNTING_CONFIG });
    const op = await insertOperator(t.database.db, ['admin'], { session: false });
    const plain = await insertOperator(t.database.db, [], { session: false });
    const answers = async (account: string, password: (i: number) => string) => {
      const seen = [];
      for (let i = 0; i < 6; i += 1) seen.push((await attempt(t, account, password(i))).body);
      return seen;
    };
    const operator = await answers(op.email, (i) => `wrong-${i}`);
    expect(operator).toEqual([
      wrongCredentials(false),
      wrongCredentials(false),
      wrongCredentials(false),
      wrongCredentials(false),
      wrongCredentials(true),
      CAPTCHA_REQUIRED,
    ]);
    expect(await answers('nobody@example.com', (i) => `wrong-${i}`)).toEqual(operator);
    // Not even the right password tells an account without a role from an operator.
    expect(await answers(plain.email, () => OPERATOR_PASSWORD)).toEqual(operator);
    // Input that is no account at all is counted the same way.
    expect(await answers('not an account', (i) => `wrong-${i}`)).toEqual(operator);
  });

  it('wrong codes count as wrong passwords; the app login keeps its own count', async () => {
    const t = await createTestApp({ config: COUNTING_CONFIG });
    const op = await insertOperator(t.database.db, ['finance'], { session: false });
    const secret = await enrol(t, op.email);
    const wrongCode = (minutes: number) =>
      totpCodeAt(secret, new Date(t.clock.now().getTime() + minutes * 60_000));
    for (let i = 1; i <= 4; i += 1) {
      expect((await attempt(t, op.email, OPERATOR_PASSWORD, {}, wrongCode(10 * i))).body).toEqual(
        TOTP_WRONG(false),
      );
    }
    expect((await attempt(t, op.email, OPERATOR_PASSWORD, {}, wrongCode(50))).body).toEqual(
      TOTP_WRONG(true),
    );
    // The app's login with the right password neither needs the captcha nor clears this count.
    const app = await t.call('POST', '/api/user/login', {
      body: { type: 'password', account: op.email, password: OPERATOR_PASSWORD },
    });
    expect(app.body.code).toBe(1);
    expect((await attempt(t, op.email, OPERATOR_PASSWORD)).body).toEqual(CAPTCHA_REQUIRED);
    const [row] = await rows<{ failed_logins: number; locked_until: string | null }>(
      t.database.db.execute(
        sql`select failed_logins, locked_until from users where id = ${op.userId}`,
      ),
    );
    expect(row).toEqual({ failed_logins: 0, locked_until: null });
  });
});

function attempt(
  t: TestApp,
  account: string,
  password: string,
  captcha: { captcha_key: string; captcha: string } | Record<string, never> = {},
  totp?: string,
) {
  return t.call<AdminLoginData>('POST', '/api/admin/login', {
    body: { account, password, ...captcha, ...(totp ? { totp } : {}) },
  });
}

/** First sign-in with the right password and code: the secret, enrolled (and the count cleared). */
async function enrol(t: TestApp, email: string): Promise<string> {
  const first = await attempt(t, email, OPERATOR_PASSWORD);
  if (first.body.data.status !== 'totp_setup') throw new Error('expected totp_setup');
  const { secret } = first.body.data;
  const done = await attempt(t, email, OPERATOR_PASSWORD, {}, totpCodeAt(secret, t.clock.now()));
  if (done.body.data.status !== 'signed_in') throw new Error('expected signed_in');
  return secret;
}
