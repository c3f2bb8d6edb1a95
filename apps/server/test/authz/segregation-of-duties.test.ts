import { describe, expect, it } from 'vitest';
import {
  insertOperator,
  makeOperator,
  TEST_TOTP_KEY,
  uidOf,
} from '../../src/modules/backoffice/backoffice.fixtures';
import { fundingDeps, userWithWallet } from '../../src/modules/funding/funding.fixtures';
import { validForm } from '../../src/modules/verification/verification.fixtures';
import { createTestApp, type TestApp } from '../fixtures';

/*
 * Segregation of duties (product.md §6.3), found missing by a review: a finance operator announced a
 * deposit on their own account, confirmed it, withdrew it, approved and paid it, alone; a compliance
 * operator approved their own identity check; an admin granted themselves finance. Here one person
 * holds every role and is also a customer: each decision on their own account is refused, and the
 * same decision by a colleague goes through.
 */

// Demo mode: the deposit methods are configured (as funding.review.deposits.test.ts runs them).
const CONFIG = { DEMO_MODE: 'true', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };
const ALL_ROLES = ['admin', 'finance', 'compliance', 'support'] as const;

/** A customer with a wallet, 100 USDT and a pending 30 USDT withdrawal, who also holds every role. */
async function insider(t: TestApp) {
  const { user, ask } = await userWithWallet(fundingDeps(t.database.db, t.clock.now), t.clock);
  const withdrawal = await ask('30');
  const notice = await t.call<{ id: number }>('POST', '/api/deposit/notice', {
    token: user.token,
    body: { method: 'trc20', currency: 'USDT', amount: '9000', tx_ref: '0x9000' },
  });
  expect(notice.body.code).toBe(1);
  const operatorToken = await makeOperator(t.database.db, user.userId, ALL_ROLES);
  return { user, operatorToken, withdrawal, deposit: notice.body.data.id };
}

const decide = (t: TestApp, token: string, path: string, body: Record<string, unknown>) =>
  t.call('POST', `/api/admin/${path}`, { token, body });

describe('segregation of duties: nobody decides on their own account', () => {
  it('deposits and withdrawals: refused to the owner with every role, done by a colleague', async () => {
    const t = await createTestApp({ config: CONFIG });
    const { operatorToken, withdrawal, deposit } = await insider(t);
    const own = [
      ['deposits/confirm', { id: deposit }],
      ['deposits/reject', { id: deposit, reason: 'No' }],
      ['withdrawals/approve', { id: withdrawal }],
      ['withdrawals/reject', { id: withdrawal, reason: 'No' }],
      ['withdrawals/paid', { id: withdrawal, external_ref: '0xpaid' }],
    ] as const;
    const answers = [];
    for (const [path, body] of own)
      answers.push([path, (await decide(t, operatorToken, path, body)).body.data]);
    expect(answers).toEqual(own.map(([path]) => [path, { reason: 'OWN_ACCOUNT_DECISION' }]));

    const colleague = await insertOperator(t.database.db, ['finance']);
    expect(
      (await decide(t, colleague.token, 'deposits/confirm', { id: deposit })).body,
    ).toMatchObject({ code: 1, data: { status: 'confirmed' } });
    expect(
      (await decide(t, colleague.token, 'withdrawals/approve', { id: withdrawal })).body,
    ).toMatchObject({ code: 1, data: { status: 'approved' } });
  });

  it('an identity check: the applicant with the compliance role cannot approve it; a colleague can', async () => {
    const t = await createTestApp({ config: CONFIG });
    const { user, operatorToken } = await insider(t);
    const submitted = await t.call('POST', '/api/user_real/real_name', {
      token: user.token,
      body: await validForm(t, user),
    });
    expect(submitted.body.code).toBe(1);
    const colleague = await insertOperator(t.database.db, ['compliance']);
    const pending = await t.app.verification.listPending(colleague.userId, 'en');
    const id = pending.find((row) => row.user_id === user.userId)!.id;

    const own = await decide(t, operatorToken, 'verifications/approve', { id });
    expect(own.body).toMatchObject({ code: 0, data: { reason: 'OWN_ACCOUNT_DECISION' } });
    const byColleague = await decide(t, colleague.token, 'verifications/approve', { id });
    expect(byColleague.body).toMatchObject({ code: 1, data: { status: 'verified' } });
  });

  it('roles: an admin cannot grant themselves one, may drop one of their own, and grants others', async () => {
    const t = await createTestApp({ config: CONFIG });
    const anna = await insertOperator(t.database.db, ['admin', 'support']);
    const ben = await insertOperator(t.database.db, ['support']);
    const annaUid = await uidOf(t, anna.userId);
    const benUid = await uidOf(t, ben.userId);

    const selfGrant = await decide(t, anna.token, 'operators/grant', {
      uid: annaUid,
      role: 'finance',
    });
    expect(selfGrant.body).toMatchObject({ code: 0, data: { reason: 'OWN_ROLE_GRANT' } });
    const drop = await decide(t, anna.token, 'operators/revoke', { uid: annaUid, role: 'support' });
    expect(drop.body).toMatchObject({ code: 1, data: { roles: ['admin'] } });
    const grantOther = await decide(t, anna.token, 'operators/grant', {
      uid: benUid,
      role: 'finance',
    });
    expect(grantOther.body).toMatchObject({ code: 1, data: { roles: ['finance', 'support'] } });
  });
});
