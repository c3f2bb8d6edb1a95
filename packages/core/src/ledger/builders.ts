import { type Decimal, type DecimalInput, tryParseDecimal } from '../money';
import { type AccountRef, isCurrencyCode, systemAccount, userAccount } from './accounts';
import {
  type JournalEntryDraft,
  MAX_POSTING_AMOUNT,
  type PostingDraft,
  hasLedgerScale,
} from './journal';
import type { DepositKind, PostingKind } from './kinds';
import { type Result, fail, succeed } from '../result';

export type AmountIssueCode = 'AMOUNT_INVALID' | 'CURRENCY_INVALID';

/** A positive ledger amount (at most 8 decimals, below the maximum), or why not. */
export function parsePositiveAmount(value: DecimalInput): Result<Decimal, AmountIssueCode> {
  const amount = typeof value === 'string' ? tryParseDecimal(value) : value;
  if (amount === null || !amount.isFinite()) return fail('AMOUNT_INVALID', { why: 'not_decimal' });
  if (!amount.isPositive() || amount.isZero())
    return fail('AMOUNT_INVALID', { why: 'not_positive' });
  if (!hasLedgerScale(amount)) return fail('AMOUNT_INVALID', { why: 'more_than_8_decimals' });
  if (amount.greaterThanOrEqualTo(MAX_POSTING_AMOUNT))
    return fail('AMOUNT_INVALID', { why: 'too_large' });
  return succeed(amount);
}

/**
 * Money arriving from outside: the user's coin account in `currency` +amount, the `world` system
 * account −amount (so the books balance from the very first entry).
 */
export function computeDeposit(input: {
  userId: string;
  currency: string;
  amount: DecimalInput;
  kind: DepositKind;
  reference: string | null;
}): Result<JournalEntryDraft, AmountIssueCode> {
  if (!isCurrencyCode(input.currency))
    return fail('CURRENCY_INVALID', { currency: input.currency });
  const parsed = parsePositiveAmount(input.amount);
  if (!parsed.ok) return parsed;
  const amount = parsed.value;
  return succeed({
    kind: input.kind,
    reference: input.reference,
    postings: [
      {
        account: userAccount(input.userId, 'coin', input.currency),
        bucket: 'available',
        amount,
        kind: input.kind,
        reference: input.reference,
      },
      {
        account: systemAccount('world', input.currency),
        bucket: 'available',
        amount: amount.negated(),
        kind: input.kind,
        reference: input.reference,
      },
    ],
  });
}

/** Sets `amount` aside on a user account (available −, locked +), e.g. an order's margin. */
export function computeLock(input: {
  account: AccountRef;
  amount: DecimalInput;
  reference: string | null;
}): Result<JournalEntryDraft, AmountIssueCode> {
  return moveBetweenBuckets(input, 'lock');
}

/** Releases `amount` from a lock (locked −, available +). */
export function computeUnlock(input: {
  account: AccountRef;
  amount: DecimalInput;
  reference: string | null;
}): Result<JournalEntryDraft, AmountIssueCode> {
  return moveBetweenBuckets(input, 'unlock');
}

function moveBetweenBuckets(
  input: { account: AccountRef; amount: DecimalInput; reference: string | null },
  kind: 'lock' | 'unlock',
): Result<JournalEntryDraft, AmountIssueCode> {
  const parsed = parsePositiveAmount(input.amount);
  if (!parsed.ok) return parsed;
  const amount = parsed.value;
  const sign = kind === 'lock' ? -1 : 1;
  return succeed({
    kind,
    reference: input.reference,
    postings: [
      {
        account: input.account,
        bucket: 'available',
        amount: amount.times(sign),
        kind,
        reference: input.reference,
      },
      {
        account: input.account,
        bucket: 'locked',
        amount: amount.times(-sign),
        kind,
        reference: input.reference,
      },
    ],
  });
}

/**
 * A user's account +amount and the user's shard (systemShardOf) of a system account −amount, both in
 * the available bucket, so trades of different users never wait on one system row. A negative amount
 * is the reverse (the user pays the system). Both accounts must be in the same currency.
 */
export function userSystemPostings(
  user: AccountRef,
  system: AccountRef,
  amount: Decimal,
  kind: PostingKind,
  reference: string,
): PostingDraft[] {
  return [
    { account: user, bucket: 'available', amount, kind, reference },
    { account: system, bucket: 'available', amount: amount.negated(), kind, reference },
  ];
}
