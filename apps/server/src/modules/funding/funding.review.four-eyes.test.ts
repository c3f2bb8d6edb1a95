import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAuditData, AdminWithdrawalRow, AdminWithdrawalsData } from '@waihui/contracts';
import { createTestApp, type TestApp } from '../../../test/fixtures';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';
import { rows } from '../trading/trading.fixtures';
import { fundingDeps, userWithWallet } from './funding.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

/**
 * Four-eyes threshold lowered to 25 USD; a user with 100 USDT asked to withdraw 30 USDT (above:
 * two approvals) and 25 USDT (exactly the threshold: one approval).
 */
async function setUp() {
  const t = await createTestApp({ config: CONFIG });
  await t.database.db.execute(sql`
    update app_settings set value = '{"withdrawal_amount_usd": "25"}'::jsonb
    where key = 'backoffice.four_eyes'`);
  const { user, ask } = await userWithWallet(fundingDeps(t.database.db, t.clock.now), t.clock);
  const large = await ask('30');
  const atThreshold = await ask('25');
  const a = await insertOperator(t.database.db, ['finance'], { label: 'anna' });
  const b = await insertOperator(t.database.db, ['finance'], { label: 'bert' });
  return { t, user, a, b, large, atThreshold };
}

function decide(
  t: TestApp,
  token: string,
  decision: string,
  body: Record<string, unknown>,
  lang?: string,
) {
  return t.call<AdminWithdrawalRow>('POST', `/api/admin/withdrawals/${decision}`, {
    token,
    body,
    ...(lang ? { lang } : {}),
  });
}

async function queue(t: TestApp, token: string, status: string) {
  const res = await t.call<AdminWithdrawalsData>(
    'GET',
    `/api/admin/withdrawals/list?status=${status}`,
    { token },
  );
  return res.body.data;
}

describe('four-eyes withdrawals (back-office)', () => {
  it('the migration seeds the threshold at 10000 USD', async () => {
    const t = await createTestApp({ config: CONFIG });
    const stored = await rows(
      t.database.db.execute(sql`select value from app_settings where key = 'backoffice.four_eyes'`),
    );
    expect(stored).toEqual([{ value: { withdrawal_amount_usd: '10000' } }]);
  });

  it('above the threshold: first approval waits, same operator refused, a second approves, then paid', async () => {
    const { t, user, a, b, large } = await setUp();
    const pending = await queue(t, a.token, 'pending');
    expect(
      pending.list.map((row) => [row.amount, row.approvals_required, row.first_approval]),
    ).toEqual([
      ['30', 2, null],
      ['25', 1, null],
    ]);

    const first = await decide(t, a.token, 'approve', { id: large });
    expect(first.body.code).toBe(1);
    expect(first.body.data).toMatchObject({
      id: large,
      status: 'pending',
      approvals_required: 2,
      first_approval: { operator_id: a.userId, operator: a.email, at: '2026-11-22T10:01:00.000Z' },
    });
    expect((await queue(t, a.token, 'pending')).list[0]?.first_approval?.operator).toBe(a.email);

    // Not paid on one approval, with its own reason.
    const early = await decide(t, b.token, 'paid', { id: large, external_ref: '0xabc' });
    expect(early.body.data).toEqual({ reason: 'WITHDRAWAL_AWAITING_SECOND_APPROVAL' });

    // The same operator again: refused, in the request's language.
    const again = await decide(t, a.token, 'approve', { id: large }, 'de');
    expect(again.body).toMatchObject({
      code: 0,
      msg: 'Sie haben diese Auszahlung bereits als Erste(r) freigegeben; eine zweite Person aus der Finanzabteilung muss sie freigeben',
      data: { reason: 'WITHDRAWAL_SAME_APPROVER' },
    });

    const second = await decide(t, b.token, 'approve', { id: large });
    expect(second.body.data).toMatchObject({
      id: large,
      status: 'approved',
      first_approval: { operator_id: a.userId },
    });
    const paid = await decide(t, b.token, 'paid', { id: large, external_ref: '0xabc' });
    expect(paid.body.data).toMatchObject({ id: large, status: 'paid' });
    expect(await balanceOf(t.database.db, user.userId, 'coin', 'USDT')).toEqual({
      available: '45',
      locked: '25',
    });
    expect(await auditBooks(t.database.db)).toEqual([]);

    const auditor = await insertOperator(t.database.db, ['admin']);
    const audit = await t.call<AdminAuditData>(
      'GET',
      `/api/admin/audit/list?target=withdrawal:${large}`,
      { token: auditor.token },
    );
    expect(audit.body.data.list.map((row) => [row.action, row.actor_id])).toEqual([
      ['withdrawal.paid', b.userId],
      ['withdrawal.approve', b.userId],
      ['withdrawal.approve', a.userId],
    ]);
    expect(audit.body.data.list[2]).toMatchObject({
      before: { status: 'pending', first_approval: null },
      after: { status: 'pending', first_approval: { operator_id: a.userId } },
    });
    expect(audit.body.data.list[1]).toMatchObject({
      before: { status: 'pending', first_approval: { operator_id: a.userId } },
      after: { status: 'approved' },
    });
  });

  it('at the threshold one approval suffices', async () => {
    const { t, a, atThreshold } = await setUp();
    const approved = await decide(t, a.token, 'approve', { id: atThreshold });
    expect(approved.body.data).toMatchObject({
      id: atThreshold,
      status: 'approved',
      approvals_required: 1,
      first_approval: null,
    });
  });

  it('two second approvals at once: one approves, the other is refused', async () => {
    const { t, a, b, large } = await setUp();
    const c = await insertOperator(t.database.db, ['finance']);
    await decide(t, a.token, 'approve', { id: large });
    const answers = await Promise.all(
      [b, c].map((operator) => decide(t, operator.token, 'approve', { id: large })),
    );
    expect(answers.map((res) => res.body.code).sort()).toEqual([0, 1]);
    const refused = answers.find((res) => res.body.code === 0);
    expect(refused?.body.data).toEqual({ reason: 'WITHDRAWAL_STATUS_CHANGED' });
    const approved = await queue(t, a.token, 'approved');
    expect(approved.list.map((row) => row.id)).toEqual([large]);
    const auditRows = await rows(
      t.database.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'withdrawal.approve'`,
      ),
    );
    expect(auditRows).toEqual([{ n: 2 }]);
  });

  it('a withdrawal awaiting its second approval can still be rejected, unlocking it', async () => {
    const { t, user, a, b, large } = await setUp();
    await decide(t, a.token, 'approve', { id: large });
    const rejected = await decide(t, b.token, 'reject', { id: large, reason: 'Too large' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
    expect(await balanceOf(t.database.db, user.userId, 'coin', 'USDT')).toEqual({
      available: '75',
      locked: '25',
    });
  });
});
