import { Decimal, LEDGER_SCALE, roundHalfEven8, toDecimalString } from '../money';
import { type AccountRef, accountKey, isCurrencyCode, mayGoNegative } from './accounts';
import { type PostingKind, isPostingKind } from './kinds';
import { type Result, fail, succeed } from '../result';

/**
 * Which balance of an account a posting moves: `available` (spendable, shown as `balance`) or
 * `locked` (set aside for an order or a pending withdrawal, shown as `lock_balance`). The account's
 * total is available + locked. Locking is itself a journal entry (available −x, locked +x).
 */
export const BUCKETS = ['available', 'locked'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface PostingDraft {
  account: AccountRef;
  bucket: Bucket;
  /** Signed, in the account's currency: positive credits the bucket, negative debits it. Never zero; at most 8 decimals. */
  amount: Decimal;
  kind: PostingKind;
  /** What it belongs to (an order id, a deposit id, the other account of a transfer); shown in the money log. */
  reference: string | null;
}

/** One balanced change to the books: its postings sum to zero in every currency. */
export interface JournalEntryDraft {
  /** What operation this is, snake_case: deposit, transfer, order_fill, … */
  kind: string;
  reference: string | null;
  postings: PostingDraft[];
}

/** Largest absolute posting amount: numeric(36,8) holds 28 integer digits; keep one digit of headroom for sums. */
export const MAX_POSTING_AMOUNT = new Decimal('1e27');
export const MAX_REFERENCE_LENGTH = 200;
const ENTRY_KIND = /^[a-z][a-z0-9_]{0,39}$/;

export type JournalIssueCode =
  | 'ENTRY_BAD_KIND'
  | 'ENTRY_TOO_FEW_POSTINGS'
  | 'ENTRY_UNBALANCED'
  | 'POSTING_BAD_CURRENCY'
  | 'POSTING_UNKNOWN_KIND'
  | 'POSTING_ZERO_AMOUNT'
  | 'POSTING_AMOUNT_SCALE'
  | 'POSTING_AMOUNT_TOO_LARGE'
  | 'POSTING_SYSTEM_LOCKED_BUCKET'
  | 'POSTING_REFERENCE_TOO_LONG';

/** True when the amount has at most LEDGER_SCALE (8) decimals, i.e. roundHalfEven8 leaves it unchanged. */
export function hasLedgerScale(amount: Decimal): boolean {
  return roundHalfEven8(amount).equals(amount);
}

/** Sum of posting amounts per currency (all buckets, all accounts). */
export function sumByCurrency(postings: readonly PostingDraft[]): Map<string, Decimal> {
  const sums = new Map<string, Decimal>();
  for (const posting of postings) {
    const currency = posting.account.currency;
    sums.set(currency, (sums.get(currency) ?? new Decimal(0)).plus(posting.amount));
  }
  return sums;
}

/**
 * Checks a journal entry before it may touch the books: a known kind, at least two postings, every
 * amount non-zero, finite, at most 8 decimals (callers round with roundHalfEven8 first) and below
 * MAX_POSTING_AMOUNT, known posting kinds, valid currencies, no locked bucket on system accounts, and
 * the postings summing to exactly zero per currency. On success returns the entry with credits
 * ordered before debits (stable), so applying postings in order never dips below the final balance.
 */
export function validateJournalEntry(
  entry: JournalEntryDraft,
): Result<JournalEntryDraft, JournalIssueCode> {
  if (!ENTRY_KIND.test(entry.kind)) return fail('ENTRY_BAD_KIND', { kind: entry.kind });
  if (entry.reference !== null && entry.reference.length > MAX_REFERENCE_LENGTH)
    return fail('POSTING_REFERENCE_TOO_LONG');
  if (entry.postings.length < 2) return fail('ENTRY_TOO_FEW_POSTINGS');
  for (const [index, posting] of entry.postings.entries()) {
    const at = { posting: String(index) };
    if (!isCurrencyCode(posting.account.currency))
      return fail('POSTING_BAD_CURRENCY', { ...at, currency: posting.account.currency });
    if (!isPostingKind(posting.kind)) return fail('POSTING_UNKNOWN_KIND', at);
    if (!posting.amount.isFinite() || posting.amount.isZero())
      return fail('POSTING_ZERO_AMOUNT', at);
    if (!hasLedgerScale(posting.amount))
      return fail('POSTING_AMOUNT_SCALE', { ...at, scale: String(LEDGER_SCALE) });
    if (posting.amount.abs().greaterThanOrEqualTo(MAX_POSTING_AMOUNT))
      return fail('POSTING_AMOUNT_TOO_LARGE', at);
    if (posting.account.owner === 'system' && posting.bucket === 'locked')
      return fail('POSTING_SYSTEM_LOCKED_BUCKET', at);
    if (posting.reference !== null && posting.reference.length > MAX_REFERENCE_LENGTH)
      return fail('POSTING_REFERENCE_TOO_LONG', at);
  }
  for (const [currency, sum] of sumByCurrency(entry.postings)) {
    if (!sum.isZero()) return fail('ENTRY_UNBALANCED', { currency, sum: sum.toFixed() });
  }
  const credits = entry.postings.filter((posting) => posting.amount.isPositive());
  const debits = entry.postings.filter((posting) => posting.amount.isNegative());
  return succeed({ ...entry, postings: [...credits, ...debits] });
}

/** An account's two balances as read (under lock) before an entry is applied. */
export interface AccountBalances {
  available: Decimal;
  locked: Decimal;
}

export type ApplyIssueCode = 'INSUFFICIENT_BALANCE' | 'INSUFFICIENT_LOCKED_BALANCE';

/**
 * Applies postings, in order, to the balances read under lock (keyed by accountKey; a missing
 * account counts as zero) and returns the new balances. Fails when an account that may not go
 * negative would: its available balance (INSUFFICIENT_BALANCE) or its locked amount
 * (INSUFFICIENT_LOCKED_BALANCE), with the account, currency and shortfall in the details.
 * Locked amounts never go negative, not even on system accounts. The database enforces the same.
 */
export function applyPostings(
  balances: ReadonlyMap<string, AccountBalances>,
  postings: readonly PostingDraft[],
): Result<Map<string, AccountBalances>, ApplyIssueCode> {
  const next = new Map<string, AccountBalances>();
  for (const posting of postings) {
    const key = accountKey(posting.account);
    const before = next.get(key) ??
      balances.get(key) ?? { available: new Decimal(0), locked: new Decimal(0) };
    const after =
      posting.bucket === 'available'
        ? { available: before.available.plus(posting.amount), locked: before.locked }
        : { available: before.available, locked: before.locked.plus(posting.amount) };
    if (after.locked.isNegative()) {
      return fail('INSUFFICIENT_LOCKED_BALANCE', {
        account: key,
        currency: posting.account.currency,
        shortfall: after.locked.negated().toFixed(),
      });
    }
    if (after.available.isNegative() && !mayGoNegative(posting.account)) {
      return fail('INSUFFICIENT_BALANCE', {
        account: key,
        currency: posting.account.currency,
        shortfall: after.available.negated().toFixed(),
      });
    }
    next.set(key, after);
  }
  return succeed(next);
}

/**
 * Canonical description of an entry (kind, and every posting's account, bucket and amount, sorted),
 * bound to an idempotency key: a retry with the same key must describe the same entry.
 */
export function entryFingerprint(entry: JournalEntryDraft): string {
  const postings = entry.postings
    .map((p) => `${accountKey(p.account)}/${p.bucket}/${toDecimalString(p.amount)}/${p.kind}`)
    .sort();
  return [entry.kind, ...postings].join('|');
}
