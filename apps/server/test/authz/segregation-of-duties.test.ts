import { describe, expect, it } from 'vitest';
import { backofficeRoutes } from '@waihui/contracts';
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
    const bodies: Partial<Record<RouteKey, Record<string, unknown>>> = {
      adminDepositConfirm: { id: deposit },
      adminDepositReject: { id: deposit, reason: 'No' },
      adminWithdrawalApprove: { id: withdrawal },
      adminWithdrawalReject: { id: withdrawal, reason: 'No' },
      adminWithdrawalPaid: { id: withdrawal, external_ref: '0xpaid' },
    };
    const own = routesBound('own-account').filter((key) => !key.startsWith('adminVerification'));
    expect(own.sort()).toEqual(Object.keys(bodies).sort());
    const answers = [];
    for (const key of own)
      answers.push([key, (await callAs(t, operatorToken, key, bodies[key])).data]);
    expect(answers).toEqual(own.map((key) => [key, { reason: 'OWN_ACCOUNT_DECISION' }]));

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

    for (const key of routesBound('own-account').filter((k) => k.startsWith('adminVerification'))) {
      const own = await callAs(t, operatorToken, key, { id, reason: 'Blurred' });
      expect([key, own]).toMatchObject([
        key,
        { code: 0, data: { reason: 'OWN_ACCOUNT_DECISION' } },
      ]);
    }
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
    // Revoking one's own admin role is refused too (backoffice.operators.test.ts).
    expect(routesBound('role-grant')).toEqual(['adminOperatorGrant', 'adminOperatorRevoke']);
  });
});

type RouteKey = keyof typeof backofficeRoutes;

/**
 * The duty that binds each operator route (product.md §6.3), written out so that a new route fails
 * the first test below until someone decides which rule it falls under; each rule that forbids
 * something is proven for every route it binds in the tests of this file.
 * - `read` / `own-session`: changes nothing of anyone else;
 * - `own-account`: a decision on a customer's request, refused on the operator's own account;
 * - `role-grant`: granting is refused to oneself; revoking one's own admin role is refused too;
 * - `second-admin`: a money-moving save only proposes; a second admin applies it;
 * - `proposal-decision`: never applied by its proposer (withdrawing one's own is allowed);
 * - `audited`: content, support and sign-in locks, no money and no self-interest; audited only.
 */
type Duty =
  | 'read'
  | 'own-session'
  | 'own-account'
  | 'role-grant'
  | 'second-admin'
  | 'proposal-decision'
  | 'audited';

const DUTY: Record<RouteKey, Duty> = {
  adminLogin: 'own-session',
  adminMe: 'read',
  adminLogout: 'own-session',
  adminUserSearch: 'read',
  adminUserDetail: 'read',
  adminUserLock: 'audited',
  adminFeedbackList: 'read',
  adminFeedbackAnswer: 'audited',
  adminVerificationList: 'read',
  adminVerificationApprove: 'own-account',
  adminVerificationReject: 'own-account',
  // Shows the full ID number to the reviewer; changes nothing; each view is an audit row.
  adminVerificationIdNumber: 'audited',
  adminDepositList: 'read',
  adminDepositConfirm: 'own-account',
  adminDepositReject: 'own-account',
  adminWithdrawalList: 'read',
  adminWithdrawalApprove: 'own-account',
  adminWithdrawalPaid: 'own-account',
  adminWithdrawalReject: 'own-account',
  adminArticleList: 'read',
  adminArticleSave: 'audited',
  adminBannerList: 'read',
  adminBannerSave: 'audited',
  adminContentPreview: 'read',
  adminInstrumentList: 'read',
  adminInstrumentSave: 'second-admin',
  adminFeedStatus: 'read',
  adminFeedEvents: 'read',
  adminHolidayList: 'read',
  // Closes instruments on a date (never a price or a fill); audited.
  adminHolidaySave: 'audited',
  adminHolidayRemove: 'audited',
  adminOperatorList: 'read',
  adminOperatorGrant: 'role-grant',
  adminOperatorRevoke: 'role-grant',
  adminDeliverySettings: 'read',
  adminDeliverySave: 'second-admin',
  adminFundingSettings: 'read',
  adminFundingSave: 'second-admin',
  adminCountriesSettings: 'read',
  adminCountriesSave: 'audited',
  adminSupportSettings: 'read',
  adminSupportSave: 'audited',
  adminAuditList: 'read',
  adminProposalList: 'read',
  adminProposalApprove: 'proposal-decision',
  adminProposalReject: 'proposal-decision',
};

const routesBound = (duty: Duty) =>
  (Object.keys(DUTY) as RouteKey[]).filter((key) => DUTY[key] === duty);

async function callAs(t: TestApp, token: string, key: RouteKey, body?: Record<string, unknown>) {
  const { method, path } = backofficeRoutes[key];
  return (await t.call(method, path, { token, ...(body ? { body } : {}) })).body;
}

/** A valid body of each money-moving save (the terms of new orders, contracts and withdrawals). */
const SAVES: Partial<Record<RouteKey, Record<string, unknown>>> = {
  adminInstrumentSave: { symbol: 'BTCUSD', fee_rate: '0.002', max_leverage: 20 },
  adminDeliverySave: {
    periods: [{ seconds: 60, payout_rate: '0.95', enabled: true }],
    min_stake: '1',
    max_stake: '1000000',
  },
  adminFundingSave: {
    withdrawal_fees: [{ currency: 'USDT', method: 'trc20', fee: '0', minimum: '1' }],
    destination_delay_seconds: 0,
    four_eyes_threshold_usd: '1000000',
  },
};

describe('the duty census: every operator route and the rule that binds it', () => {
  it('classifies every operator route', () => {
    expect(Object.keys(DUTY).sort()).toEqual(Object.keys(backofficeRoutes).sort());
    // A route that decides on a customer's request or moves a setting of money is never "audited" only.
    const writes = (Object.keys(DUTY) as RouteKey[]).filter(
      (key) => backofficeRoutes[key].method === 'POST' && DUTY[key] === 'read',
    );
    expect(writes).toEqual(['adminContentPreview']);
  });

  it('second admin: every money-moving save by one person holding every role only proposes; they cannot apply it; a second admin does', async () => {
    const t = await createTestApp({ config: CONFIG });
    const { operatorToken } = await insider(t);
    const second = await insertOperator(t.database.db, ['admin']);
    const saves = routesBound('second-admin');
    expect(saves.sort()).toEqual(Object.keys(SAVES).sort());
    const outcomes = [];
    for (const key of saves) {
      const before = await settingsOf(t, second.token, key);
      const proposed = await callAs(t, operatorToken, key, SAVES[key]);
      const id = (proposed.data as { proposal_id: number }).proposal_id;
      const unchanged = (await settingsOf(t, second.token, key)) === before;
      const self = await callAs(t, operatorToken, 'adminProposalApprove', { id });
      const byColleague = await callAs(t, second.token, 'adminProposalApprove', { id });
      const changed = (await settingsOf(t, second.token, key)) !== before;
      outcomes.push([
        key,
        (proposed.data as { reason: string }).reason,
        unchanged,
        (self.data as { reason: string }).reason,
        (byColleague.data as { status: string }).status,
        changed,
      ]);
    }
    expect(outcomes).toEqual(
      saves.map((key) => [key, 'CHANGE_PROPOSED', true, 'OWN_PROPOSAL', 'applied', true]),
    );
  });

  it('proposal decisions: the proposer may withdraw but never apply; another admin rejects', async () => {
    const t = await createTestApp({ config: CONFIG });
    const anna = await insertOperator(t.database.db, ALL_ROLES);
    const ben = await insertOperator(t.database.db, ['admin']);
    const propose = async () =>
      (
        (await callAs(t, anna.token, 'adminFundingSave', SAVES.adminFundingSave)).data as {
          proposal_id: number;
        }
      ).proposal_id;
    const [first, second] = [await propose(), await propose()];
    const decisions = [
      (await callAs(t, anna.token, 'adminProposalApprove', { id: first })).data,
      (await callAs(t, anna.token, 'adminProposalReject', { id: first })).data,
      (await callAs(t, ben.token, 'adminProposalReject', { id: second })).data,
      (await callAs(t, ben.token, 'adminProposalApprove', { id: second })).data,
    ];
    expect(decisions).toMatchObject([
      { reason: 'OWN_PROPOSAL' },
      { id: first, status: 'withdrawn' },
      { id: second, status: 'rejected' },
      { reason: 'PROPOSAL_NOT_PENDING' },
    ]);
    expect(routesBound('proposal-decision').sort()).toEqual([
      'adminProposalApprove',
      'adminProposalReject',
    ]);
  });
});

/** What a money-moving save's settings read now, as JSON text. */
async function settingsOf(t: TestApp, token: string, save: RouteKey) {
  const read: Partial<Record<RouteKey, RouteKey>> = {
    adminInstrumentSave: 'adminInstrumentList',
    adminDeliverySave: 'adminDeliverySettings',
    adminFundingSave: 'adminFundingSettings',
  };
  return JSON.stringify((await callAs(t, token, read[save]!)).data);
}
