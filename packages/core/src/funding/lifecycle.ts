/*
 * Deposit notices and withdrawals move only along these arrows (docs/funding.md draws them).
 * The server checks a transition here before it writes, and writes it with a guard on the old
 * status, so two reviewers acting at once cannot both succeed.
 */

export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A notice waits for an operator: confirmed (credited) or rejected. Both are final. */
const DEPOSIT_ARROWS: Readonly<Record<DepositStatus, readonly DepositStatus[]>> = {
  pending: ['confirmed', 'rejected'],
  confirmed: [],
  rejected: [],
};

export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'paid',
  'rejected',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * pending → approved → paid; pending → cancelled (by the user); pending or approved → rejected (by
 * an operator, before the money is sent). paid, rejected and cancelled are final.
 */
const WITHDRAWAL_ARROWS: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
  cancelled: [],
};

export function canMoveDeposit(from: DepositStatus, to: DepositStatus): boolean {
  return DEPOSIT_ARROWS[from].includes(to);
}

export function canMoveWithdrawal(from: WithdrawalStatus, to: WithdrawalStatus): boolean {
  return WITHDRAWAL_ARROWS[from].includes(to);
}

/** Statuses in which the withdrawal's amount is still locked in the ledger. */
export function withdrawalHoldsFunds(status: WithdrawalStatus): boolean {
  return status === 'pending' || status === 'approved';
}
