import { type Decimal, parseDecimal, tryParseDecimal } from '../money';

/*
 * Four-eyes for withdrawals (product.md §11.5; docs/backoffice.md): a withdrawal whose USD equivalent is
 * ABOVE the operators' threshold needs approvals by two different finance operators before it can
 * be paid; at or below it, one approval suffices. "Above" is strict: exactly the threshold needs one.
 */

/** The threshold when no setting says otherwise: 10,000 USD (decimal string, USD). */
export const DEFAULT_FOUR_EYES_WITHDRAWAL_AMOUNT = '10000';

/**
 * Currencies counted 1:1 as USD (no rate needed): the dollar itself and the dollar stablecoins
 * the app pays out. Any other currency has no USD equivalent here (see `withdrawalUsdEquivalent`).
 */
const USD_AT_PAR = new Set(['USD', 'USDT', 'USDC']);

/**
 * A withdrawal's amount in USD: the amount itself for USD and dollar stablecoins; null for any
 * other currency (no rate is consulted: a quote an operator cannot see should not decide whether
 * a second pair of eyes is needed).
 */
export function withdrawalUsdEquivalent(currency: string, amount: Decimal): Decimal | null {
  return USD_AT_PAR.has(currency.trim().toUpperCase()) ? amount : null;
}

/** What a withdrawal is after its approvals: still waiting for a second one, or approved. */
export type WithdrawalApprovalState = 'needs_second_approval' | 'approved';

export interface WithdrawalApprovalInput {
  /** The withdrawal's gross amount in USD; null when it has none (then two are needed). */
  usdAmount: Decimal | null;
  /** Four-eyes threshold in USD; an amount strictly above it needs two approvals. */
  threshold: Decimal;
  /** Approvals by distinct operators given so far, counting the one being given now (≥ 1). */
  approvals: number;
  /**
   * The approvals fixed when the withdrawal was requested (from the threshold then): when known it
   * decides, whatever the threshold is now, so changing the threshold never changes a request
   * already made (segregation of duties, product.md §6.3).
   */
  fixedRequired?: 1 | 2 | null;
}

/** How many distinct approvals the withdrawal needs: 2 above the threshold (or without a USD value), else 1. */
export function withdrawalApprovalsRequired(usdAmount: Decimal | null, threshold: Decimal): 1 | 2 {
  return usdAmount === null || usdAmount.greaterThan(threshold) ? 2 : 1;
}

/** The state after `approvals` distinct approvals. */
export function withdrawalApprovalState(input: WithdrawalApprovalInput): WithdrawalApprovalState {
  const required =
    input.fixedRequired ?? withdrawalApprovalsRequired(input.usdAmount, input.threshold);
  return input.approvals >= required ? 'approved' : 'needs_second_approval';
}

/** Reads the stored threshold; a missing, malformed or negative value falls back to the default. */
export function fourEyesThresholdOf(stored: unknown): Decimal {
  const value = typeof stored === 'string' ? tryParseDecimal(stored) : null;
  return value === null || value.isNegative()
    ? parseDecimal(DEFAULT_FOUR_EYES_WITHDRAWAL_AMOUNT)
    : value;
}
