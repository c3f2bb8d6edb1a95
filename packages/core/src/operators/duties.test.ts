import { describe, expect, it } from 'vitest';
import { checkDecisionOn, checkProposalApproval, checkRoleGrant } from './duties';

const ANNA = '0b6f3a52-0000-4000-8000-00000000000a';
const BEN = '0b6f3a52-0000-4000-8000-00000000000b';

describe('segregation of duties', () => {
  it.each([
    ['another customer’s request', ANNA, BEN, { ok: true, value: true }],
    [
      'their own account’s request',
      ANNA,
      ANNA,
      { ok: false, issues: [{ code: 'OWN_ACCOUNT_DECISION' }] },
    ],
  ])('a decision on %s', (_case, operatorId, accountOwnerId, verdict) => {
    expect(checkDecisionOn({ operatorId, accountOwnerId })).toEqual(verdict);
  });

  it.each([
    ['another operator', ANNA, BEN, { ok: true, value: true }],
    ['themselves', ANNA, ANNA, { ok: false, issues: [{ code: 'OWN_ROLE_GRANT' }] }],
  ])('a role granted to %s', (_case, operatorId, targetUserId, verdict) => {
    expect(checkRoleGrant({ operatorId, targetUserId })).toEqual(verdict);
  });

  it.each([
    ['another admin’s proposal', ANNA, BEN, { ok: true, value: true }],
    ['their own proposal', ANNA, ANNA, { ok: false, issues: [{ code: 'OWN_PROPOSAL' }] }],
  ])('approving %s', (_case, operatorId, proposedBy, verdict) => {
    expect(checkProposalApproval({ operatorId, proposedBy })).toEqual(verdict);
  });
});
