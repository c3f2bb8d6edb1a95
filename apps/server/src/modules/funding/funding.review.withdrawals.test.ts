import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAuditData, AdminWithdrawalsData } from '@waihui/contracts';
import { createTestApp, type TestApp } from '../../../test/fixtures';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';
import { rows } from '../trading/trading.fixtures';
import { fundingDeps, userWithWallet } from './funding.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

/** A user with 100 USDT who asked to withdraw 30 and 20 USDT over TRC-20 (fee 1 each). */
async function setUp() {
  const t = await createTestApp({ config: CONFIG });
  const { user, ask } = await userWithWallet(fundingDeps(t.database.db, t.clock.now), t.clock);
  const first = await ask('30');
  const second = await ask('20');
  const finance = await insertOperator(t.database.db, ['finance']);
  return { t, user, finance, first, second };
}

/** Every posting of the ledger entry with this idempotency key: "owner type/bucket amount". */
async function postingsOf(t: TestApp, key: string): Promise<string[]> {
  const posted = await rows<{ line: string }>(
    t.database.db.execute(sql`
      select coalesce(a.user_id::text, a.system_code) || ' ' || a.type || '/' || p.bucket || ' ' ||
             p.amount::text as line
      from ledger_entries e join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id
      where e.idempotency_key = ${key}
      order by p.amount, a.type`),
  );
  return posted.map((row) => row.line);
}

function decide(t: TestApp, token: string, decision: string, body: Record<string, unknown>) {
  return t.call('POST', `/api/admin/withdrawals/${decision}`, { token, body });
}

describe('withdrawal queue (back-office)', () => {
  it('approve keeps the lock; paid sends net to the world and the fee to fees; reject unlocks', async () => {
    const { t, user, finance, first, second } = await setUp();
    expect(await balanceOf(t.database.db, user.userId, 'coin', 'USDT')).toEqual({
      available: '50',
      locked: '50',
    });
    const queue = await t.call<AdminWithdrawalsData>('GET', '/api/admin/withdrawals/list', {
      token: finance.token,
    });
    expect(queue.body.data.counts).toEqual({
      pending: 2,
      approved: 0,
      paid: 0,
      rejected: 0,
      cancelled: 0,
    });
    expect(queue.body.data.list.map((row) => [row.id, row.user_id, row.amount, row.net])).toEqual([
      [first, user.userId, '30', '29'],
      [second, user.userId, '20', '19'],
    ]);

    // Paid before approval is refused: the order is pending → approved → paid.
    const early = await decide(t, finance.token, 'paid', { id: first, external_ref: '0xabc' });
    expect(early.body.data).toEqual({ reason: 'WITHDRAWAL_STATUS_CHANGED' });

    const approved = await decide(t, finance.token, 'approve', { id: first });
    expect(approved.body.data).toMatchObject({ id: first, status: 'approved' });
    expect(await balanceOf(t.database.db, user.userId, 'coin', 'USDT')).toEqual({
      available: '50',
      locked: '50',
    });

    const paid = await decide(t, finance.token, 'paid', { id: first, external_ref: ' 0xabc ' });
    expect(paid.body.data).toMatchObject({ id: first, status: 'paid', external_ref: '0xabc' });
    expect(await postingsOf(t, `withdrawal-payout:${first}`)).toEqual([
      // The lock of 30 leaves in two postings: the net 29 and the fee 1 (core's payout entry).
      `${user.userId} coin/locked -29.00000000`,
      `${user.userId} coin/locked -1.00000000`,
      'fees system/available 1.00000000',
      'world system/available 29.00000000',
    ]);
    expect(await balanceOf(t.database.db, user.userId, 'coin', 'USDT')).toEqual({
      available: '50',
      locked: '20',
    });

    const rejected = await decide(t, finance.token, 'reject', {
      id: second,
      reason: ' Destination refused ',
    });
    expect(rejected.body.data).toMatchObject({
      id: second,
      status: 'rejected',
      reject_reason: 'Destination refused',
    });
    expect(await postingsOf(t, `withdrawal-release:${second}`)).toEqual([
      `${user.userId} coin/locked -20.00000000`,
      `${user.userId} coin/available 20.00000000`,
    ]);
    expect(await balanceOf(t.database.db, user.userId, 'coin', 'USDT')).toEqual({
      available: '70',
      locked: '0',
    });
    expect(await auditBooks(t.database.db)).toEqual([]);

    // A paid withdrawal cannot be rejected (its money left); nothing moves.
    const late = await decide(t, finance.token, 'reject', { id: first, reason: 'late' });
    expect(late.body.data).toEqual({ reason: 'WITHDRAWAL_STATUS_CHANGED' });
    expect(await postingsOf(t, `withdrawal-release:${first}`)).toEqual([]);

    // The user's log shows both outcomes.
    const log = await t.call('GET', '/api/withdrawal/withdrawal_amount_log', { token: user.token });
    expect(log.body.data).toMatchObject({
      list: [
        { id: second, status: 'rejected', reject_reason: 'Destination refused' },
        { id: first, status: 'paid', external_ref: '0xabc' },
      ],
    });

    const auditor = await insertOperator(t.database.db, ['admin']);
    const audit = await t.call<AdminAuditData>('GET', '/api/admin/audit/list', {
      token: auditor.token,
    });
    expect(audit.body.data.list.map((row) => [row.action, row.target])).toEqual([
      ['withdrawal.reject', `withdrawal:${second}`],
      ['withdrawal.paid', `withdrawal:${first}`],
      ['withdrawal.approve', `withdrawal:${first}`],
    ]);
    expect(audit.body.data.list[1]).toMatchObject({
      actor_id: finance.userId,
      before: { status: 'approved', external_ref: null },
      after: { status: 'paid', external_ref: '0xabc' },
    });
  });

  it("a user's records show their paid withdrawal's payout reference, never another user's", async () => {
    const { t, user, finance, first, second } = await setUp();
    // A second user with their own paid withdrawal.
    const { user: other, ask } = await userWithWallet(
      fundingDeps(t.database.db, t.clock.now),
      t.clock,
      '50',
    );
    const theirs = await ask('20');
    for (const [id, ref] of [
      [first, '0xabc'],
      [theirs, '0xdef'],
    ] as const) {
      await decide(t, finance.token, 'approve', { id });
      const paid = await decide(t, finance.token, 'paid', { id, external_ref: ref });
      expect(paid.body.code).toBe(1);
    }

    type Log = { list: { id: number; status: string; external_ref: string | null }[] };
    const logOf = async (token: string) => {
      const res = await t.call<Log>('GET', '/api/withdrawal/withdrawal_amount_log', { token });
      return res.body.data.list.map((row) => [row.id, row.status, row.external_ref]);
    };
    // Pending: no reference yet; paid: the operator's, each user only their own.
    expect(await logOf(user.token)).toEqual([
      [second, 'pending', null],
      [first, 'paid', '0xabc'],
    ]);
    expect(await logOf(other.token)).toEqual([[theirs, 'paid', '0xdef']]);
  });

  it('two operators rejecting at once unlock once', async () => {
    const { t, user, first } = await setUp();
    const a = await insertOperator(t.database.db, ['finance']);
    const b = await insertOperator(t.database.db, ['finance']);
    const answers = await Promise.all(
      [a, b].map((operator) => decide(t, operator.token, 'reject', { id: first, reason: 'No' })),
    );
    expect(answers.map((res) => res.body.code).sort()).toEqual([0, 1]);
    expect(await balanceOf(t.database.db, user.userId, 'coin', 'USDT')).toEqual({
      available: '80',
      locked: '20',
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
