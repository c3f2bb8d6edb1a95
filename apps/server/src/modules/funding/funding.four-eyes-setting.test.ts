import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminAuditData,
  AdminFundingSettings,
  AdminProposalRow,
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
  return { t, admin, a, b, thirty, twenty, ask };
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

  it('a threshold change needs a second admin and applies to requests from then on; a pending one keeps what it needed when asked', async () => {
    const { t, admin, a, b, thirty, twenty, ask } = await setUp();
    expect(await pendingQueue(t, a.token)).toEqual([
      [thirty, 1, null],
      [twenty, 1, null],
    ]);

    // Lowered to 25.50 (stored as 25.5) by one admin: only a proposal, nothing changes yet.
    const proposed = await saveThreshold(t, admin.token, '25.50');
    expect(proposed.body).toMatchObject({ code: 0, data: { reason: 'CHANGE_PROPOSED' } });
    const id = (proposed.body.data as unknown as { proposal_id: number }).proposal_id;
    expect(await threshold(t, admin.token)).toBe('10000');
    // The proposer cannot apply it, whatever roles they hold; a second admin does.
    const own = await decideProposal(t, admin.token, 'approve', id);
    expect(own.body.data).toEqual({ reason: 'OWN_PROPOSAL' });
    const second = await insertOperator(t.database.db, ['admin']);
    const applied = await decideProposal(t, second.token, 'approve', id);
    expect(applied.body.data).toMatchObject({ id, status: 'applied', proposed_by: admin.userId });
    expect(await threshold(t, admin.token)).toBe('25.5');
    const audit = await t.call<AdminAuditData>(
      'GET',
      '/api/admin/audit/list?action=settings.funding',
      { token: admin.token },
    );
    expect(audit.body.data.list[0]).toMatchObject({
      actor_id: second.userId,
      target: 'settings:funding',
      before: { fourEyes: { withdrawal_amount_usd: '10000' } },
      after: { fourEyes: { withdrawal_amount_usd: '25.5' } },
    });
    // Decided once: neither admin can decide it again.
    const again = await decideProposal(t, second.token, 'reject', id);
    expect(again.body.data).toEqual({ reason: 'PROPOSAL_NOT_PENDING' });

    // 30 USDT was asked under 10000: it keeps needing one approval; a 40 USDT request asked now needs two.
    const forty = await ask('40');
    expect(await pendingQueue(t, a.token)).toEqual([
      [thirty, 1, null],
      [twenty, 1, null],
      [forty, 2, null],
    ]);
    expect((await approve(t, a.token, thirty)).body.data).toMatchObject({
      id: thirty,
      status: 'approved',
    });
    const firstOfTwo = await approve(t, a.token, forty);
    expect(firstOfTwo.body.data).toMatchObject({
      id: forty,
      status: 'pending',
      approvals_required: 2,
      first_approval: { operator_id: a.userId },
    });
    expect((await approve(t, a.token, forty)).body.data).toEqual({
      reason: 'WITHDRAWAL_SAME_APPROVER',
    });
    expect((await approve(t, b.token, forty)).body.data).toMatchObject({
      id: forty,
      status: 'approved',
    });

    // Raised back to 50 by another proposal: the 40 USDT request stays done; the 20 one still needs one.
    const raise = await saveThreshold(t, second.token, '50');
    const raiseId = (raise.body.data as unknown as { proposal_id: number }).proposal_id;
    // Its proposer may withdraw it; then nobody can apply it.
    const withdrawn = await decideProposal(t, second.token, 'reject', raiseId);
    expect(withdrawn.body.data).toMatchObject({ id: raiseId, status: 'withdrawn' });
    expect((await decideProposal(t, admin.token, 'approve', raiseId)).body.data).toEqual({
      reason: 'PROPOSAL_NOT_PENDING',
    });
    expect(await threshold(t, admin.token)).toBe('25.5');
    expect(await pendingQueue(t, a.token)).toEqual([[twenty, 1, null]]);
  });
});

async function threshold(t: TestApp, token: string) {
  const read = await t.call<AdminFundingSettings>('GET', '/api/admin/settings/funding', { token });
  return read.body.data.four_eyes_threshold_usd;
}

function decideProposal(t: TestApp, token: string, decision: 'approve' | 'reject', id: number) {
  return t.call<AdminProposalRow>('POST', `/api/admin/proposals/${decision}`, {
    token,
    body: { id },
  });
}
