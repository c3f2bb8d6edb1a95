import { fail, succeed, type Result } from '../result';

/*
 * Segregation of duties (product.md §6.3): whatever roles an operator holds, they never decide on
 * their own customer account (a deposit notice, a withdrawal, an identity check) and never grant
 * themselves a role (dropping one of their own is allowed: it only takes power away). One person holding every role still needs a second person for these.
 */

export type DutyCode = 'OWN_ACCOUNT_DECISION' | 'OWN_ROLE_GRANT';

/** An operator deciding on a request that belongs to a customer account (its owner's user id). */
export function checkDecisionOn(input: {
  operatorId: string;
  accountOwnerId: string;
}): Result<true, DutyCode> {
  return input.operatorId === input.accountOwnerId ? fail('OWN_ACCOUNT_DECISION') : succeed(true);
}

/** An operator granting a role to `targetUserId`. */
export function checkRoleGrant(input: {
  operatorId: string;
  targetUserId: string;
}): Result<true, DutyCode> {
  return input.operatorId === input.targetUserId ? fail('OWN_ROLE_GRANT') : succeed(true);
}
