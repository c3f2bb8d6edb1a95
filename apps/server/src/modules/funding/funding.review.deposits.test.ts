import { describe, expect, it } from 'vitest';
import type { AdminAuditData, AdminDepositsData } from '@waihui/contracts';
import { createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';

const CONFIG = { DEMO_MODE: 'true', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

async function notice(t: TestApp, token: string, amount: string): Promise<number> {
  const filed = await t.call('POST', '/api/deposit/notice', {
    token,
    body: { method: 'trc20', currency: 'USDT', amount, tx_ref: `0x${amount}` },
  });
  expect(filed.body.code).toBe(1);
  return (filed.body.data as { id: number }).id;
}

async function auditOf(t: TestApp) {
  const auditor = await insertOperator(t.database.db, ['admin']);
  const res = await t.call<AdminAuditData>('GET', '/api/admin/audit/list', {
    token: auditor.token,
  });
  return res.body.data.list;
}

describe('deposit-notice queue (back-office)', () => {
  it('lists by status with counts; confirm credits the notice’s amount; reject credits nothing', async () => {
    const t = await createTestApp({ config: CONFIG });
    const finance = await insertOperator(t.database.db, ['finance']);
    const alice = await insertUserWithSession(t.database.db);
    const first = await notice(t, alice.token, '250.5');
    const second = await notice(t, alice.token, '40');

    const queue = await t.call<AdminDepositsData>('GET', '/api/admin/deposits/list', {
      token: finance.token,
    });
    expect(queue.body.data.counts).toEqual({ pending: 2, confirmed: 0, rejected: 0 });
    expect(queue.body.data.list.map((row) => [row.id, row.user_id, row.amount])).toEqual([
      [first, alice.userId, '250.5'],
      [second, alice.userId, '40'],
    ]);

    const confirmed = await t.call('POST', '/api/admin/deposits/confirm', {
      token: finance.token,
      body: { id: first },
    });
    expect(confirmed.body.data).toMatchObject({ id: first, status: 'confirmed', amount: '250.5' });
    const rejected = await t.call('POST', '/api/admin/deposits/reject', {
      token: finance.token,
      body: { id: second, reason: ' No such transfer ' },
    });
    expect(rejected.body.data).toMatchObject({
      id: second,
      status: 'rejected',
      reject_reason: 'No such transfer',
    });
    // Credited in USDT and sold for USD at once at the USDTUSD bid (0.9999 at the reference price).
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USDT')).toEqual({
      available: '0',
      locked: '0',
    });
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USD')).toEqual({
      available: '250.47495',
      locked: '0',
    });
    expect(await auditBooks(t.database.db)).toEqual([]);

    // The user sees both outcomes, the reason included.
    const records = await t.call('GET', '/api/deposit/records', { token: alice.token });
    expect(records.body.data).toMatchObject({
      list: [
        { id: second, status: 'rejected', reject_reason: 'No such transfer' },
        { id: first, status: 'confirmed', reject_reason: null },
      ],
    });
    const done = await t.call<AdminDepositsData>(
      'GET',
      '/api/admin/deposits/list?status=confirmed',
      { token: finance.token },
    );
    expect(done.body.data.counts).toEqual({ pending: 0, confirmed: 1, rejected: 1 });
    expect(done.body.data.list.map((row) => row.id)).toEqual([first]);

    const audit = await auditOf(t);
    expect(audit.map((row) => [row.action, row.target, row.actor_id])).toEqual([
      ['deposit.reject', `deposit:${second}`, finance.userId],
      ['deposit.confirm', `deposit:${first}`, finance.userId],
    ]);
    expect(audit[1]).toMatchObject({
      before: { status: 'pending', amount: '250.5', reviewed_at: null },
      after: { status: 'confirmed', amount: '250.5', reviewed_at: '2026-11-22T10:00:00.000Z' },
    });
  });

  it('two operators confirming at once credit once; the second is refused and not audited', async () => {
    const t = await createTestApp({ config: CONFIG });
    const a = await insertOperator(t.database.db, ['finance']);
    const b = await insertOperator(t.database.db, ['finance']);
    const alice = await insertUserWithSession(t.database.db);
    const id = await notice(t, alice.token, '100');

    const answers = await Promise.all(
      [a, b].map((operator) =>
        t.call('POST', '/api/admin/deposits/confirm', { token: operator.token, body: { id } }),
      ),
    );
    expect(answers.map((res) => res.body.code).sort()).toEqual([0, 1]);
    expect(answers.find((res) => res.body.code === 0)!.body.data).toEqual({
      reason: 'DEPOSIT_ALREADY_REVIEWED',
    });
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USD')).toEqual({
      available: '99.99',
      locked: '0',
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
    expect((await auditOf(t)).map((row) => row.action)).toEqual(['deposit.confirm']);

    const late = await t.call('POST', '/api/admin/deposits/reject', {
      token: a.token,
      body: { id, reason: 'late' },
    });
    expect(late.body.data).toEqual({ reason: 'DEPOSIT_ALREADY_REVIEWED' });
    const unknown = await t.call('POST', '/api/admin/deposits/confirm', {
      token: a.token,
      body: { id: 999_999 },
    });
    expect(unknown.body.data).toEqual({ reason: 'DEPOSIT_NOT_FOUND' });
  });

  it('an id past the integer column (2^31) is refused as input on every decision, never a 500', async () => {
    const t = await createTestApp({ config: CONFIG });
    const finance = await insertOperator(t.database.db, ['finance']);
    const decisions: [string, Record<string, string>][] = [
      ['/api/admin/deposits/confirm', {}],
      ['/api/admin/deposits/reject', { reason: 'No such transfer' }],
      ['/api/admin/withdrawals/approve', {}],
      ['/api/admin/withdrawals/paid', { external_ref: '0xabc' }],
      ['/api/admin/withdrawals/reject', { reason: 'No' }],
    ];
    const answers = [];
    for (const [path, rest] of decisions) {
      const res = await t.call('POST', path, {
        token: finance.token,
        body: { id: 2 ** 31, ...rest },
      });
      answers.push([path, res.status, res.body.code, (res.body.data as { reason: string }).reason]);
    }
    expect(answers).toEqual(decisions.map(([path]) => [path, 200, 0, 'VALIDATION_FAILED']));
  });
});
