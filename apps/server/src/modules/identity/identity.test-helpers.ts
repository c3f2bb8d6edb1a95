import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { captchas } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { parseMobile } from './accounts';
import { listOutboxMessages } from './outbox.repository';

/** A clock the test moves by hand: expiry, lockout and resend rules without sleeping. */
export class TestClock {
  private ms: number;
  constructor(start = '2026-11-22T10:00:00.000Z') {
    this.ms = Date.parse(start);
  }
  readonly now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }
}

export interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  /** Success data, or a failure's `{reason, …}`. */
  data: T & { reason?: string };
}

export interface IdentityTestApp extends TestApp {
  clock: TestClock;
  call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    options?: { body?: unknown; token?: string; lang?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope<T>; raw: LightMyRequestResponse }>;
}

/** The real app on a fresh database with a controllable clock. */
export async function startIdentityApp(
  overrides: Record<string, string> = {},
): Promise<IdentityTestApp> {
  const clock = new TestClock();
  const t = await createTestApp(overrides, { now: clock.now });
  return {
    ...t,
    clock,
    async call(method, url, options = {}) {
      const raw = await t.app.inject({
        method,
        url,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.lang ? { lang: options.lang } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      });
      return { status: raw.statusCode, body: raw.json(), raw };
    },
  };
}

/** The newest code the outbox holds for a destination (what the user would read on the phone). */
export async function latestCode(t: TestApp, destination: string): Promise<string> {
  const key = destination.includes('@') ? destination.toLowerCase() : destination;
  const [message] = await listOutboxMessages(t.database.db, key);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${destination}`);
  return code;
}

/** A fresh captcha and its answer (read from the database, as only a human could from the image). */
export async function solveCaptcha(
  t: IdentityTestApp,
): Promise<{ captcha_key: string; captcha: string }> {
  const res = await t.call<{ captcha_key: string }>('GET', '/captcha/api/flat');
  const key = res.body.data.captcha_key;
  const [row] = await t.database.db.select().from(captchas).where(eq(captchas.id, key));
  if (!row) throw new Error('captcha not stored');
  return { captcha_key: key, captcha: row.answer.toLowerCase() };
}

export const PASSWORD = 'correct-horse-1';

/** Sends a register code and registers with it; returns the session. Advances the clock 61 s first. */
export async function registerUser(
  t: IdentityTestApp,
  account: { email: string } | { phone: string; country: string },
  extra: Record<string, unknown> = {},
): Promise<{ token: string; user: Record<string, unknown> }> {
  t.clock.advanceSeconds(61);
  const isEmail = 'email' in account;
  const sent = await t.call('POST', isEmail ? '/api/notify/send_email' : '/api/notify/send_sms', {
    body: isEmail
      ? { purpose: 'register', email: account.email }
      : { purpose: 'register', phone: account.phone, country: account.country },
  });
  if (sent.body.code !== 1) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const destination = isEmail ? account.email : e164(account.phone, account.country);
  const res = await t.call<{ token: string; user: Record<string, unknown> }>(
    'POST',
    '/api/user/register',
    {
      body: {
        type: isEmail ? 'email' : 'phone',
        ...(isEmail ? { email: account.email, country: 'DE' } : account),
        password: PASSWORD,
        confirm_password: PASSWORD,
        code: await latestCode(t, destination),
        terms_accepted: true,
        ...(await solveCaptcha(t)),
        ...extra,
      },
    },
  );
  if (res.body.code !== 1) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

function e164(phone: string, country: string): string {
  const parsed = parseMobile(phone, country);
  if (!parsed) throw new Error(`bad test number ${phone}`);
  return parsed.e164;
}
