/**
 * Why a posting happened: its kind (the "reason" stored on every posting, and the filter of the
 * money log). A closed list so clients can translate each one; add new kinds here (no migration:
 * the column is text). Signs: a posting credits its account when positive, debits it when negative.
 */
export const POSTING_KINDS = [
  /** Money from outside (confirmed deposit): user coin account +, world −. */
  'deposit',
  /** Demo money credited at sign-up in demo mode: user coin account +, world −. */
  'demo_credit',
  /** Money leaving the platform (approved withdrawal): user −, world +. */
  'withdrawal',
  /** Transfer between a user's own accounts: the receiving side (+). */
  'transfer_in',
  /** Transfer between a user's own accounts: the sending side (−). */
  'transfer_out',
  /** Funds set aside (order margin, pending withdrawal): available −, locked + on the same account. */
  'lock',
  /** Funds released from a lock: locked −, available + on the same account. */
  'unlock',
  /** A fee charged: user −, fees +. */
  'fee',
  /** Realised profit (+) or loss (−) of a closed contract position; the house takes the other side. */
  'realized_pnl',
  /** Negative-balance protection: the house covers a shortfall (user +, house −). */
  'negative_balance_cover',
  /** A delivery contract's stake: user coin USD −, house + (docs/delivery.md). */
  'delivery_stake',
  /** A won delivery contract's payout, stake × (1 + rate): house −, user coin USD +. */
  'delivery_payout',
  /** A tied delivery contract's stake refunded: house −, user coin USD +. */
  'delivery_refund',
  /** A spot order or currency conversion: one currency out of the user's coin account, another in; the house takes the other side of each. */
  'spot_trade',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

export function isPostingKind(value: unknown): value is PostingKind {
  return typeof value === 'string' && (POSTING_KINDS as readonly string[]).includes(value);
}

/** Posting kinds that count towards "today's income" (product.md §3.2 today_income): trading results only. */
export const INCOME_KINDS: readonly PostingKind[] = ['realized_pnl'];

/** Kinds of deposit a caller of the deposit service may record. */
export const DEPOSIT_KINDS = ['deposit', 'demo_credit'] as const satisfies readonly PostingKind[];
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
