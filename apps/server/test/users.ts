import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/database';
import { creditDeposit } from '../src/modules/ledger';
import { captchas, sessions, users } from '../src/db/schema';
import {
  hashSessionToken,
  listOutboxMessages,
  newSessionToken,
  parseMobile,
} from '../src/modules/identity/identity.fixtures';
import type { TestApp } from './fixtures';

/** Users in tests: inserted with a session (fast, any module), or registered through the API (identity). */

export interface TestUser {
  userId: string;
  token: string;
  /** `Authorization` header value. */
  auth: { authorization: string };
}

/**
 * A user row and a live session, inserted directly (no registration, no password check). The e-mail
 * is `<label>-<random>@example.com`; the session lasts until 2100 unless told otherwise.
 */
export async function insertUserWithSession(
  db: DbOrTx,
  options: { label?: string; expiresAt?: Date; revokedAt?: Date } = {},
): Promise<TestUser> {
  const suffix = randomBytes(6).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `${options.label ?? 'user'}-${suffix}@example.com`,
      passwordHash: 'x',
      inviteCode: `T${suffix}`.toUpperCase(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  return insertSession(db, user.id, options);
}

/** A live user session of an existing user, inserted directly; it lasts until 2100 unless told otherwise. */
export async function insertSession(
  db: DbOrTx,
  userId: string,
  options: { expiresAt?: Date; revokedAt?: Date } = {},
): Promise<TestUser> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: options.expiresAt ?? new Date('2100-01-01T00:00:00Z'),
    revokedAt: options.revokedAt ?? null,
  });
  return { userId, token, auth: { authorization: `Bearer ${token}` } };
}

/** The password registerUser gives every user. */
/** A user with a session and `usd` deposited in the coin account, as an operator would confirm it. */
export async function insertFundedUser(db: DbOrTx, usd: string): Promise<TestUser> {
  const user = await insertUserWithSession(db);
  await creditDeposit(db, {
    userId: user.userId,
    currency: 'USD',
    amount: usd,
    idempotencyKey: `test:${user.userId}`,
  });
  return user;
}

export const PASSWORD = 'correct-horse-1';

/** A registration by e-mail with PASSWORD, country DE and the terms accepted (the captcha left out). */
export function emailRegistrationBody(email: string, code: string) {
  return {
    type: 'email',
    email,
    country: 'DE',
    password: PASSWORD,
    confirm_password: PASSWORD,
    code,
    terms_accepted: true,
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
export async function solveCaptcha(t: TestApp): Promise<{ captcha_key: string; captcha: string }> {
  const res = await t.call<{ captcha_key: string }>('GET', '/captcha/api/flat');
  const key = res.body.data.captcha_key;
  const [row] = await t.database.db.select().from(captchas).where(eq(captchas.id, key));
  if (!row) throw new Error('captcha not stored');
  return { captcha_key: key, captcha: row.answer.toLowerCase() };
}

/**
 * Registers through the API as a user would: sends a register code, reads it from the outbox and
 * registers with it (password PASSWORD). Advances the clock 61 s first (the resend rule). Returns
 * the session.
 */
export async function registerUser(
  t: TestApp,
  account: { email: string } | { phone: string; country: string },
  extra: Record<string, unknown> = {},
): Promise<{ token: string; user: Record<string, unknown> }> {
  t.clock.advanceSeconds(61);
  const isEmail = 'email' in account;
  const sent = await t.call('POST', isEmail ? '/api/notify/send_email' : '/api/notify/send_sms', {
    body: isEmail
      ? { purpose: 'register', email: account.email }
      : {
          purpose: 'register',
          phone: account.phone,
          country: account.country,
          ...(await solveCaptcha(t)),
        },
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
