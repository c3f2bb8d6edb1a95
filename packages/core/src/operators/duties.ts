import { fail, succeed, type Result } from '../result';

/*
 * Segregation of duties (product.md §6.3): whatever roles an operator holds, they never decide on
 * their own customer account (a deposit notice, a withdrawal, an identity check) and never grant
 * themselves a role (dropping one of their own is allowed: it only takes power away), and a change
 * of a money-moving setting (the four-eyes threshold, fees, payout rates, leverage) applies only
 * when a second admin approves it. One person holding every role still needs a second person.
 */

export type DutyCode = 'OWN_ACCOUNT_DECISION' | 'OWN_ROLE_GRANT' | 'OWN_PROPOSAL';

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

/**
 * An admin applying a proposed change of a money-moving setting: never the one who proposed it
 * (withdrawing one's own proposal is allowed: it changes nothing).
 */
export function checkProposalApproval(input: {
  operatorId: string;
  proposedBy: string;
}): Result<true, DutyCode> {
  return input.operatorId === input.proposedBy ? fail('OWN_PROPOSAL') : succeed(true);
}
