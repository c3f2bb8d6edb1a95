import { type Decimal, toDecimalString, tryParseDecimal } from '../money';
import {
  CONTRACT_ACCOUNT_CURRENCIES,
  type UserAccountType,
  isCurrencyCode,
  userAccount,
} from './accounts';
import { type JournalEntryDraft, MAX_POSTING_AMOUNT, hasLedgerScale } from './journal';
import { type Result, fail, succeed } from '../result';

/** Why a transfer between a user's own accounts is refused (product.md §5.4), in the order they are checked. */
export const TRANSFER_ISSUE_CODES = [
  /** The transfer-out account and currency must be chosen first. */
  'TRANSFER_SOURCE_REQUIRED',
  'TRANSFER_SAME_ACCOUNT',
  /** Only currencies the contract account holds (USD) move between coin and contract. */
  'CURRENCY_NOT_TRANSFERABLE',
  /** Not a plain decimal number. */
  'QUANTITY_INVALID',
  /** "quantity cannot be less than 0". */
  'QUANTITY_BELOW_ZERO',
  'QUANTITY_ZERO',
  /** More than 8 decimal places. */
  'QUANTITY_TOO_PRECISE',
  /** "quantity cannot exceed the available balance". */
  'QUANTITY_EXCEEDS_AVAILABLE',
] as const;
export type TransferIssueCode = (typeof TRANSFER_ISSUE_CODES)[number];

/** A transfer as the user asked for it: fields may be missing, the quantity is the raw wire string. */
export interface TransferRequest {
  userId: string;
  fromAccount: UserAccountType | null;
  /** Defaults to the other account (there are two). */
  toAccount: UserAccountType | null;
  currency: string | null;
  quantity: string;
}

/** A transfer that passed every check that needs no balance. */
export interface TransferPlan {
  userId: string;
  fromAccount: UserAccountType;
  toAccount: UserAccountType;
  currency: string;
  /** Positive, at most 8 decimals, in `currency`. */
  quantity: Decimal;
}

function otherAccount(type: UserAccountType): UserAccountType {
  return type === 'coin' ? 'contract' : 'coin';
}

/** The currencies that may move between the coin and the contract account. */
export function transferableCurrencies(): readonly string[] {
  return CONTRACT_ACCOUNT_CURRENCIES;
}

/** Every rule of product.md §5.4 that can be checked without reading a balance. */
export function validateTransfer(
  request: TransferRequest,
): Result<TransferPlan, TransferIssueCode> {
  const { fromAccount, currency } = request;
  if (fromAccount === null || currency === null || currency === '')
    return fail('TRANSFER_SOURCE_REQUIRED');
  const toAccount = request.toAccount ?? otherAccount(fromAccount);
  if (toAccount === fromAccount) return fail('TRANSFER_SAME_ACCOUNT');
  if (!isCurrencyCode(currency) || !transferableCurrencies().includes(currency))
    return fail('CURRENCY_NOT_TRANSFERABLE', { currency });
  const quantity = tryParseDecimal(request.quantity.trim());
  if (quantity === null) return fail('QUANTITY_INVALID');
  if (quantity.isNegative() && !quantity.isZero()) return fail('QUANTITY_BELOW_ZERO');
  if (quantity.isZero()) return fail('QUANTITY_ZERO');
  if (!hasLedgerScale(quantity)) return fail('QUANTITY_TOO_PRECISE');
  // Far beyond any balance; refused here so an absurd number never reaches the database.
  if (quantity.greaterThanOrEqualTo(MAX_POSTING_AMOUNT)) return fail('QUANTITY_EXCEEDS_AVAILABLE');
  return succeed({ userId: request.userId, fromAccount, toAccount, currency, quantity });
}

/**
 * The journal entry of a checked transfer: source available −quantity `transfer_out`, destination
 * available +quantity `transfer_in`, each referencing the other account. Whether the source can
 * afford it is decided under lock, against the balance read there (the server's postJournal).
 */
export function transferEntry(plan: TransferPlan): JournalEntryDraft {
  return {
    kind: 'transfer',
    reference: `${plan.fromAccount}>${plan.toAccount}`,
    postings: [
      {
        account: userAccount(plan.userId, plan.fromAccount, plan.currency),
        bucket: 'available',
        amount: plan.quantity.negated(),
        kind: 'transfer_out',
        reference: plan.toAccount,
      },
      {
        account: userAccount(plan.userId, plan.toAccount, plan.currency),
        bucket: 'available',
        amount: plan.quantity,
        kind: 'transfer_in',
        reference: plan.fromAccount,
      },
    ],
  };
}

/**
 * Decides a transfer against the source's available balance (the web's instant check): the
 * journal entry or the reason it is refused. Transferring the whole balance is allowed.
 */
export function computeTransfer(input: {
  request: TransferRequest;
  sourceAvailable: Decimal;
}): Result<{ plan: TransferPlan; entry: JournalEntryDraft }, TransferIssueCode> {
  const validated = validateTransfer(input.request);
  if (!validated.ok) return validated;
  const plan = validated.value;
  if (plan.quantity.greaterThan(input.sourceAvailable))
    return fail('QUANTITY_EXCEEDS_AVAILABLE', {
      available: toDecimalString(input.sourceAvailable),
    });
  return succeed({ plan, entry: transferEntry(plan) });
}

/**
 * What an idempotency key is bound to for a transfer: a retry with the same key must ask for the
 * same thing, or it is refused rather than silently answered with a different transfer.
 */
export function transferFingerprint(plan: TransferPlan): string {
  return `transfer:${plan.fromAccount}>${plan.toAccount}:${plan.currency}:${toDecimalString(plan.quantity)}`;
}
