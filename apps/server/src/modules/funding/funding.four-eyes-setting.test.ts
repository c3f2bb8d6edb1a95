import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminAuditData,
  AdminFundingSettings,
  AdminWithdrawalRow,
  AdminWithdrawalsData,
} from '@waihui/contracts';
import { createTestApp, type TestApp } from '../../../test/fixtures';
import { fundingDeps, userWithWallet } from './funding.fixtures';
import { rows } from '../trading/trading.fixtures';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

/** The configured fee table and delay, sent unchanged with each threshold. */
const TERMS = {
  withdrawal_fees: [{ currency: 'USDT', method: 'trc20', fee: '1', minimum: '10' }],
  destination_delay_seconds: 86_400,
};

/** An admin, two finance operators, and a user who asked to withdraw 30 and 20 USDT (of 100). */
async function setUp() {
  const t = await createTestApp({ config: CONFIG });
  const { ask } = await userWithWallet(fundingDeps(t.database.db, t.clock.now), t.clock);
  const thirty = await ask('30');
  const twenty = await ask('20');
  const admin = await insertOperator(t.database.db, ['admin']);
  const a = await insertOperator(t.database.db, ['finance'], { label: 'anna' });
  const b = await insertOperator(t.database.db, ['finance'], { label: 'bert' });
  return { t, admin, a, b, thirty, twenty };
}

function saveThreshold(t: TestApp, token: string, threshold: string) {
  return t.call<AdminFundingSettings>('POST', '/api/admin/settings/funding/save', {
    token,
    body: { ...TERMS, four_eyes_threshold_usd: threshold },
  });
}

function approve(t: TestApp, token: string, id: number) {
  return t.call<AdminWithdrawalRow>('POST', '/api/admin/withdrawals/approve', {
    token,
    body: { id },
  });
}

/** The pending queue as [id, approvals required, first approver's id or null]. */
async function pendingQueue(t: TestApp, token: string) {
  const res = await t.call<AdminWithdrawalsData>(
    'GET',
    '/api/admin/withdrawals/list?status=pending',
    { token },
  );
  return res.body.data.list.map((row) => [
    row.id,
    row.approvals_required,
    row.first_approval?.operator_id ?? null,
  ]);
}

describe('four-eyes threshold (back-office funding settings)', () => {
  it('reads the seeded 10000, refuses a threshold that is not > 0 with at most 2 decimals, stores nothing then', async () => {
    const { t, admin } = await setUp();
    const read = await t.call<AdminFundingSettings>('GET', '/api/admin/settings/funding', {
      token: admin.token,
    });
    expect(read.body.data.four_eyes_threshold_usd).toBe('10000');

    const refused = [
      await saveThreshold(t, admin.token, '0'),
      await saveThreshold(t, admin.token, '-5'),
      await saveThreshold(t, admin.token, '10.123'),
      await saveThreshold(t, admin.token, 'ten'),
    ];
    expect(refused.map((res) => res.body.data)).toEqual([
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
    ]);
    const stored = await rows<{ value: unknown }>(
      t.database.db.execute(sql`select value from app_settings where key = 'backoffice.four_eyes'`),
    );
    expect(stored).toEqual([{ value: { withdrawal_amount_usd: '10000' } }]);
    const [audits] = await rows<{ n: number }>(
      t.database.db.execute(sql`select count(*)::int as n from audit_log`),
    );
    expect(audits!.n).toBe(0);
  });

  it('a saved threshold is audited and applies to approvals from then on; a recorded first approval still needs a second operator', async () => {
    const { t, admin, a, b, thirty, twenty } = await setUp();
    expect(await pendingQueue(t, a.token)).toEqual([
      [thirty, 1, null],
      [twenty, 1, null],
    ]);

    // Lowered to 25.50 (stored as 25.5): 30 USDT now needs two approvals, 20 one.
    const saved = await saveThreshold(t, admin.token, '25.50');
    expect(saved.body.data).toEqual({ ...TERMS, four_eyes_threshold_usd: '25.5', source: 'saved' });
    const audit = await t.call<AdminAuditData>(
      'GET',
      '/api/admin/audit/list?action=settings.funding',
      { token: admin.token },
    );
    expect(audit.body.data.list[0]).toMatchObject({
      target: 'settings:funding',
      before: { fourEyes: { withdrawal_amount_usd: '10000' } },
      after: { fourEyes: { withdrawal_amount_usd: '25.5' } },
    });
    expect(await pendingQueue(t, a.token)).toEqual([
      [thirty, 2, null],
      [twenty, 1, null],
    ]);
    const first = await approve(t, a.token, thirty);
    expect(first.body.data).toMatchObject({ id: thirty, status: 'pending', approvals_required: 2 });

    // Raised to 50: 30 USDT would need one approval now, but anna's is recorded as the first of
    // two; the save approves nothing, anna cannot complete it herself, bert's approval does.
    await saveThreshold(t, admin.token, '50');
    expect(await pendingQueue(t, a.token)).toEqual([
      [thirty, 1, a.userId],
      [twenty, 1, null],
    ]);
    const again = await approve(t, a.token, thirty);
    expect(again.body.data).toEqual({ reason: 'WITHDRAWAL_SAME_APPROVER' });
    const second = await approve(t, b.token, thirty);
    expect(second.body.data).toMatchObject({ id: thirty, status: 'approved' });

    // Lowered to 10: the 20 USDT request, which needed one approval when asked, now needs two.
    await saveThreshold(t, admin.token, '10');
    const firstOfTwo = await approve(t, a.token, twenty);
    expect(firstOfTwo.body.data).toMatchObject({
      id: twenty,
      status: 'pending',
      approvals_required: 2,
      first_approval: { operator_id: a.userId },
    });
    const done = await approve(t, b.token, twenty);
    expect(done.body.data).toMatchObject({ id: twenty, status: 'approved' });

    const read = await t.call<AdminFundingSettings>('GET', '/api/admin/settings/funding', {
      token: admin.token,
    });
    expect(read.body.data.four_eyes_threshold_usd).toBe('10');
  });
});
