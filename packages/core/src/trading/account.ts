import { Decimal, roundHalfEven8 } from '../money';

/** Margin level (%) at or below which a margin-call warning shows (product.md §10.7). */
export const MARGIN_CALL_LEVEL = new Decimal(100);
/** Default stop-out level (%), a setting (product.md §10.7). */
export const DEFAULT_STOP_OUT_LEVEL = new Decimal(50);

/** An open position as the account figures see it: its fixed margin and its floating PnL (USD). */
export interface PositionExposure {
  margin: Decimal;
  floatingPnl: Decimal;
}

/**
 * The contract account as read from the ledger plus live PnL, all USD. `balance` is the account's
 * total (available + locked): positions' margins and pending orders' reserves are part of it.
 */
export interface AccountSnapshot {
  balance: Decimal;
  positions: readonly PositionExposure[];
  /** Margin + open fee reserved (locked) for resting limit orders. */
  pendingReserved: Decimal;
}

export interface AccountSummary {
  balance: Decimal;
  /** Sum of positions' floating PnL; negative is a loss. */
  floatingPnl: Decimal;
  /** balance + floating PnL. */
  equity: Decimal;
  /** Sum of positions' margins (fixed at their fills). Pending orders are not used margin (MT5 style). */
  usedMargin: Decimal;
  pendingReserved: Decimal;
  /** equity − used margin − pending reserves: what a new order may use. May be negative. */
  freeMargin: Decimal;
  /** equity / used margin × 100, roundHalfEven8; null without used margin (no positions). */
  marginLevel: Decimal | null;
}

function sum(values: readonly Decimal[]): Decimal {
  return values.reduce((total, value) => total.plus(value), new Decimal(0));
}

/** Equity, used and free margin, margin level (product.md §10.6: cross-margin). Exact sums of 8-dp amounts. */
export function summarizeAccount(account: AccountSnapshot): AccountSummary {
  const floatingPnl = sum(account.positions.map((p) => p.floatingPnl));
  const usedMargin = sum(account.positions.map((p) => p.margin));
  const equity = account.balance.plus(floatingPnl);
  return {
    balance: account.balance,
    floatingPnl,
    equity,
    usedMargin,
    pendingReserved: account.pendingReserved,
    freeMargin: equity.minus(usedMargin).minus(account.pendingReserved),
    marginLevel: marginLevel(equity, usedMargin),
  };
}

/** equity / used margin × 100 in percent, roundHalfEven8; null when there is no used margin. */
export function marginLevel(equity: Decimal, usedMargin: Decimal): Decimal | null {
  if (usedMargin.isZero()) return null;
  return roundHalfEven8(equity.dividedBy(usedMargin).times(100));
}

/**
 * Exactly whether equity / used × 100 ≤ level, without dividing (so rounding never moves a stop-out
 * by a hair). False without used margin: an account with no positions is never stopped out.
 */
export function marginLevelAtOrBelow(
  equity: Decimal,
  usedMargin: Decimal,
  level: Decimal,
): boolean {
  if (usedMargin.isZero()) return false;
  return equity.times(100).lessThanOrEqualTo(level.times(usedMargin));
}

export type MarginState = 'no_positions' | 'healthy' | 'margin_call' | 'stop_out';

/** healthy above the margin-call level; margin_call at or below it; stop_out at or below stop-out. */
export function marginState(
  summary: Pick<AccountSummary, 'equity' | 'usedMargin'>,
  levels: { marginCall: Decimal; stopOut: Decimal },
): MarginState {
  if (summary.usedMargin.isZero()) return 'no_positions';
  if (marginLevelAtOrBelow(summary.equity, summary.usedMargin, levels.stopOut)) return 'stop_out';
  if (marginLevelAtOrBelow(summary.equity, summary.usedMargin, levels.marginCall))
    return 'margin_call';
  return 'healthy';
}
