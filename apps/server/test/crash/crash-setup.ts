import sharp from 'sharp';
import { openDatabase, type Database } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import { eq } from 'drizzle-orm';
import { deliveryPeriods, users } from '../../src/db/schema';
import { creditDeposit } from '../../src/modules/ledger';
import { insertUserWithSession } from '../users';
import { CRASH_DELIVERY_SECONDS, type CrashDatabase } from './crash-server';

/*
 * What the crash run needs before its first kill. Straight into the database (before the server
 * owns it): the users with a session and USD in their coin account, and a delivery period of
 * CRASH_DELIVERY_SECONDS. Through the HTTP routes and dev routes the browser tests use: an approved
 * identity, a fund password set with an e-mailed code, a TRC-20 wallet, a confirmed USDT deposit and
 * a first transfer into the contract account.
 */

export interface CrashUser {
  userId: string;
  token: string;
  email: string;
  /** The TRC-20 wallet withdrawals go to. */
  walletId: number;
}

export const CRASH_FUND_PASSWORD = 'crash-fund-77';
/** USDT's own TRC-20 contract address: a valid base58check Tron address. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** USD credited to each coin account before the run; USDT deposited through the routes. */
const SEED_USD = '1000000';
const SEED_USDT = '10000';

export interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T & { reason?: string };
}

/** One JSON request; throws on a network error (a dead server) like fetch does. */
export async function api<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Envelope<T>> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(20_000),
  });
  return (await res.json()) as Envelope<T>;
}

async function ok<T>(what: string, answer: Promise<Envelope<T>>): Promise<T> {
  const body = await answer;
  if (body.code !== 1) throw new Error(`crash setup: ${what} refused: ${JSON.stringify(body)}`);
  return body.data;
}

/** Opens the run's database directly (PGlite only while no server holds the directory). */
export async function openCrashDatabase(database: CrashDatabase): Promise<Database> {
  const opened =
    database.engine === 'pglite'
      ? await openDatabase({ engine: 'pglite', dataDir: database.dataDir })
      : await openDatabase({ engine: 'postgres', url: database.url, maxConnections: 2 });
  await runMigrations(opened);
  return opened;
}

/** Users with USD, and the short delivery period; before the server starts. */
export async function seedCrashDatabase(
  database: CrashDatabase,
  clients: number,
): Promise<{ userId: string; token: string; email: string }[]> {
  const opened = await openCrashDatabase(database);
  try {
    await opened.db
      .insert(deliveryPeriods)
      .values({ seconds: CRASH_DELIVERY_SECONDS, payoutRate: '0.8' })
      .onConflictDoNothing();
    const seeded = [];
    for (let i = 0; i < clients; i += 1) {
      const user = await insertUserWithSession(opened.db, { label: `crash${i}` });
      await creditDeposit(opened.db, {
        userId: user.userId,
        currency: 'USD',
        amount: SEED_USD,
        idempotencyKey: `crash-seed-${user.userId}`,
      });
      const [row] = await opened.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, user.userId));
      seeded.push({ userId: user.userId, token: user.token, email: row?.email ?? '' });
    }
    return seeded;
  } finally {
    await opened.close();
  }
}

async function uploadPhoto(base: string, token: string): Promise<string> {
  const jpeg = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#3366aa' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${base}/api/user_real/upload_photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as Envelope<{ photo_id: string }>;
  if (body.code !== 1) throw new Error(`crash setup: upload refused: ${JSON.stringify(body)}`);
  return body.data.photo_id;
}

/** One user made ready to withdraw, through the routes (server running). */
export async function prepareUser(
  base: string,
  user: { userId: string; token: string; email: string },
  index: number,
): Promise<CrashUser> {
  const { token, email } = user;
  await ok(
    'identity submission',
    api(base, 'POST', '/api/user_real/real_name', {
      token,
      body: {
        country: 'DE',
        name: `Crash Tester ${String.fromCharCode(65 + index)}`,
        gender: 'female',
        birth_date: '1990-04-01',
        id_type: 'passport',
        id_number: `TK${1_000_000 + index}`,
        front_photo_id: await uploadPhoto(base, token),
        back_photo_id: await uploadPhoto(base, token),
      },
    }),
  );
  await ok(
    'identity approval',
    api(base, 'POST', '/api/dev/verification/approve', { body: { account: email } }),
  );
  await ok(
    'fund password code',
    api(base, 'POST', '/api/notify/send_email', {
      token,
      body: { purpose: 'fund_password', email },
    }),
  );
  const outbox = await ok<{ code: string | null }>(
    'outbox',
    api(base, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`),
  );
  await ok(
    'fund password',
    api(base, 'POST', '/api/user/fund_password', {
      token,
      body: {
        code: outbox.code,
        password: CRASH_FUND_PASSWORD,
        confirm_password: CRASH_FUND_PASSWORD,
      },
    }),
  );
  const wallet = await ok<{ id: number }>(
    'wallet',
    api(base, 'POST', '/api/withdrawal/add_user_wallet', {
      token,
      body: { chain: 'trc20', address: TRON_ADDRESS },
    }),
  );
  const notice = await ok<{ id: number }>(
    'deposit notice',
    api(base, 'POST', '/api/deposit/notice', {
      token,
      body: { method: 'trc20', currency: 'USDT', amount: SEED_USDT, tx_ref: `0xcrash-${index}` },
    }),
  );
  await ok(
    'deposit confirmation',
    api(base, 'POST', '/api/dev/funding/confirm-deposit', { body: { id: notice.id } }),
  );
  await ok(
    'first transfer',
    api(base, 'POST', '/api/biaddress/huazhuan', {
      token,
      body: {
        from_account: 'coin',
        to_account: 'contract',
        currency: 'USD',
        quantity: '200000',
        idempotency_key: `crash-setup-${index}`,
      },
    }),
  );
  return { userId: user.userId, token, email, walletId: wallet.id };
}
