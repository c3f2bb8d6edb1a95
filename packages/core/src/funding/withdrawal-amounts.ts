import { type Decimal, tryParseDecimal } from '../money';
import { hasLedgerScale } from '../ledger/journal';
import { type Result, fail, succeed } from '../result';

/** How money leaves: to a bound bank card (fiat) or a bound wallet on a chain. */
export const WITHDRAWAL_METHODS = ['bank', 'erc20', 'trc20'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/** Fee and minimum of one currency and method, from settings (decimal strings, in that currency). */
export interface WithdrawalFeeRule {
  currency: string;
  method: WithdrawalMethod;
  /** Flat fee taken from the amount, ≥ 0. */
  fee: string;
  /** Smallest amount accepted (the gross amount, before the fee), ≥ 0. */
  minimum: string;
}

export type WithdrawalAmountIssue =
  'AMOUNT_INVALID' | 'WITHDRAWAL_NOT_ABOVE_FEE' | 'WITHDRAWAL_BELOW_MINIMUM';

/** What a withdrawal of `amount` moves: the gross amount leaves the balance, the user receives net. */
export interface WithdrawalQuote {
  amount: Decimal;
  fee: Decimal;
  /** amount − fee, exact (both have at most 8 decimals, so no rounding happens). */
  net: Decimal;
}

/**
 * product.md §5.8 "withdrawal amount must be greater than the fee": the fee is deducted from the amount,
 * so an amount equal to the fee would pay out nothing. Then the minimum (gross) applies. The amount
 * must be a positive decimal with at most 8 decimals (the ledger's scale).
 */
export function quoteWithdrawal(
  amountText: string,
  rule: Pick<WithdrawalFeeRule, 'fee' | 'minimum'>,
): Result<WithdrawalQuote, WithdrawalAmountIssue> {
  const amount = tryParseDecimal(amountText);
  if (amount === null || !amount.isFinite() || amount.lte(0) || !hasLedgerScale(amount)) {
    return fail('AMOUNT_INVALID');
  }
  const fee = tryParseDecimal(rule.fee);
  const minimum = tryParseDecimal(rule.minimum);
  if (fee === null || minimum === null) throw new Error('withdrawal fee rule is not decimal');
  if (amount.lte(fee)) return fail('WITHDRAWAL_NOT_ABOVE_FEE', { fee: fee.toFixed() });
  if (amount.lt(minimum)) return fail('WITHDRAWAL_BELOW_MINIMUM', { minimum: minimum.toFixed() });
  return succeed({ amount, fee, net: amount.minus(fee) });
}

/** The rule for a currency and method, or null when that currency cannot be withdrawn that way. */
export function findFeeRule(
  rules: readonly WithdrawalFeeRule[],
  currency: string,
  method: WithdrawalMethod,
): WithdrawalFeeRule | null {
  return rules.find((r) => r.currency === currency && r.method === method) ?? null;
}

/**
 * What may be withdrawn from the coin account: its available balance. Locked money (pending
 * withdrawals, order reserves) is not withdrawable; the contract account must be transferred first.
 */
export function withdrawableBalance(coinAvailable: Decimal): Decimal {
  return coinAvailable.isNegative() ? coinAvailable.times(0) : coinAvailable;
}
