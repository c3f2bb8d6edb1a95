import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountClosures, scheduledJobs, users } from '../../db/schema';
import { createTestApp, PASSWORD, registerUser, T0, type TestApp } from '../../../test/fixtures';
import { grantOperatorRoles } from '../backoffice';
import { creditDeposit } from '../ledger';
import { listOutboxMessages } from './identity.outbox.repository';
import { IDLE_NOTICE_LEAD_DAYS } from './identity.idle-accounts';

/*
 * product.md §15.6, with the app's clock moved by hand: notice at 11 months without login,
 * closure at 12 of an empty account (recorded, login refused), a funded account marked dormant with
 * its money intact and usable after sign-in, and the job run once when two schedulers race.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function monthsAfter(start: Date, months: number): Date {
  const later = new Date(start);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

/** Moves the app's clock to `at` (never back). */
function moveTo(t: TestApp, at: Date): void {
  const by = at.getTime() - t.clock.now().getTime();
  if (by < 0) throw new Error('the clock only moves forward');
  t.clock.advance(by);
}

async function idleApp() {
  const t = await createTestApp({ config: { DEMO_MODE: 'false' }, now: T0 });
  // registerUser moves the clock 61 s: the registration (and its login) happen at T0 + 61 s.
  const email = 'idle@example.com';
  await registerUser(t, { email });
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error('no user');
  const lastLogin = t.clock.now();
  return { t, email, userId: row.id, lastLogin };
}

async function userMarks(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return {
    idleNoticeAt: row?.idleNoticeAt?.toISOString() ?? null,
    dormantSince: row?.dormantSince?.toISOString() ?? null,
    closedAt: row?.closedAt?.toISOString() ?? null,
  };
}

function login(t: TestApp, email: string) {
  return t.call('POST', '/api/user/login', {
    body: { type: 'password', account: email, password: PASSWORD },
  });
}

describe('idle-account job', () => {
  it('sends the notice at 11 months without login, once', async () => {
    const { t, email, userId, lastLogin } = await idleApp();
    moveTo(t, new Date(monthsAfter(lastLogin, 11).getTime() - 60_000));
    expect(await t.app.scheduler.runDue()).toEqual(['idle-accounts']);
    expect(await userMarks(t, userId)).toEqual({
      idleNoticeAt: null,
      dormantSince: null,
      closedAt: null,
    });

    moveTo(t, new Date(lastLogin.getTime() + 335 * DAY_MS)); // past 11 months, a day later
    expect(await t.app.scheduler.runDue()).toEqual(['idle-accounts']);
    const noticeAt = t.clock.now().toISOString();
    expect(await userMarks(t, userId)).toEqual({
      idleNoticeAt: noticeAt,
      dormantSince: null,
      closedAt: null,
    });
    const [notice, ...older] = await listOutboxMessages(t.database.db, email);
    expect(notice?.subject).toBe('Your Waihui account: please sign in');
    expect(notice?.body).toBe(
      `[Waihui] You have not signed in for 11 months. If you do not sign in within ${IDLE_NOTICE_LEAD_DAYS} days, an account without money will be closed. Money is never taken: an account holding money stays open and its balance withdrawable whenever you sign in.`,
    );
    // Older messages are the registration code only.
    expect(older.map((message) => message.subject)).toHaveLength(1);

    moveTo(t, new Date(t.clock.now().getTime() + DAY_MS));
    expect(await t.app.scheduler.runDue()).toEqual(['idle-accounts']);
    expect(await listOutboxMessages(t.database.db, email)).toHaveLength(2);
  });

  it('closes an empty account at 12 months, 30 days after the notice; records it; refuses login', async () => {
    const { t, email, userId, lastLogin } = await idleApp();
    const noticeAt = monthsAfter(lastLogin, 11);
    moveTo(t, noticeAt);
    await t.app.scheduler.runDue();
    // A day before 12 months (30 days after the notice): not yet; the daily run after it closes.
    const closeAt = monthsAfter(lastLogin, 12);
    expect(closeAt.getTime() - noticeAt.getTime()).toBe(31 * DAY_MS);
    moveTo(t, new Date(closeAt.getTime() - DAY_MS));
    await t.app.scheduler.runDue();
    expect((await userMarks(t, userId)).closedAt).toBeNull();

    moveTo(t, closeAt);
    expect(await t.app.scheduler.runDue()).toEqual(['idle-accounts']);
    expect(await userMarks(t, userId)).toEqual({
      idleNoticeAt: noticeAt.toISOString(),
      dormantSince: null,
      closedAt: closeAt.toISOString(),
    });
    const closures = await t.database.db.select().from(accountClosures);
    expect(
      closures.map((c) => [
        c.userId,
        c.reason,
        c.lastLoginAt?.toISOString(),
        c.noticeSentAt?.toISOString(),
        c.closedAt.toISOString(),
      ]),
    ).toEqual([
      [userId, 'idle', lastLogin.toISOString(), noticeAt.toISOString(), closeAt.toISOString()],
    ]);
    const refused = await login(t, email);
    expect([refused.body.code, refused.body.data.reason]).toEqual([0, 'ACCOUNT_CLOSED']);
  });

  it('marks a funded idle account dormant, never empties it; after sign-in the money moves and the mark clears', async () => {
    const { t, email, userId, lastLogin } = await idleApp();
    await creditDeposit(t.database.db, {
      userId,
      currency: 'USD',
      amount: '250',
      idempotencyKey: 'idle-test-deposit',
    });
    const noticeAt = monthsAfter(lastLogin, 11);
    moveTo(t, noticeAt);
    await t.app.scheduler.runDue();
    const dormantAt = monthsAfter(lastLogin, 12);
    moveTo(t, dormantAt);
    await t.app.scheduler.runDue();
    expect(await userMarks(t, userId)).toEqual({
      idleNoticeAt: noticeAt.toISOString(),
      dormantSince: dormantAt.toISOString(),
      closedAt: null,
    });
    expect(await t.database.db.select().from(accountClosures)).toEqual([]);

    // Years later the money is still there, and the owner can use it after signing in.
    moveTo(t, monthsAfter(dormantAt, 36));
    await t.app.scheduler.runDue();
    expect((await userMarks(t, userId)).closedAt).toBeNull();
    const signedIn = await login(t, email);
    expect(signedIn.body.code).toBe(1);
    const token = (signedIn.body.data as { token: string }).token;
    const moved = await t.call('POST', '/api/biaddress/huazhuan', {
      token,
      body: { from_account: 'coin', to_account: 'contract', currency: 'USD', quantity: '250' },
    });
    expect([moved.body.code, moved.body.data.from_balance, moved.body.data.to_balance]).toEqual([
      1,
      '0',
      '250',
    ]);
    moveTo(t, new Date(t.clock.now().getTime() + DAY_MS));
    await t.app.scheduler.runDue();
    expect(await userMarks(t, userId)).toEqual({
      idleNoticeAt: null,
      dormantSince: null,
      closedAt: null,
    });
  });

  it('leaves a user holding a back-office role alone: never noticed, never closed', async () => {
    const { t, userId } = await idleApp();
    await grantOperatorRoles(t.database.db, userId, ['support'], t.clock.now());
    const customer = 'customer@example.com';
    await registerUser(t, { email: customer });
    const customerLogin = t.clock.now();
    moveTo(t, monthsAfter(customerLogin, 11));
    await t.app.scheduler.runDue();
    moveTo(t, monthsAfter(customerLogin, 12));
    await t.app.scheduler.runDue();
    expect(await userMarks(t, userId)).toEqual({
      idleNoticeAt: null,
      dormantSince: null,
      closedAt: null,
    });
    // The customer, as idle, was noticed and closed by the same runs.
    const [closure] = await t.database.db.select().from(accountClosures);
    const [customerRow] = await t.database.db.select().from(users).where(eq(users.email, customer));
    expect(closure?.userId).toBe(customerRow?.id);
  });

  it('runs once when two schedulers on one database find it due together', async () => {
    const { t, email, lastLogin } = await idleApp();
    const other = await createTestApp({
      config: { DEMO_MODE: 'false' },
      now: t.clock,
      keepData: true,
    });
    moveTo(t, monthsAfter(lastLogin, 11));

    const ran = await Promise.all([t.app.scheduler.runDue(), other.app.scheduler.runDue()]);

    expect(ran.flat()).toEqual(['idle-accounts']);
    expect(await listOutboxMessages(t.database.db, email)).toHaveLength(2); // code + one notice
    const [job] = await t.database.db.select().from(scheduledJobs);
    expect([job?.name, job?.runs, job?.lastError]).toEqual(['idle-accounts', 1, null]);
  });
});
