import { Decimal } from '../money';
import { marginLevel, marginLevelAtOrBelow } from './account';

/** An open position as the stop-out planner needs it (USD, at the triggering quote). */
export interface StopOutPosition {
  id: string;
  margin: Decimal;
  /** Floating PnL now; negative is a loss. */
  floatingPnl: Decimal;
  /** The fee its close would charge now (≥ 0). */
  closeFee: Decimal;
}

export type StopOutStep =
  | { action: 'cancel_order'; orderId: string }
  | {
      action: 'close_position';
      positionId: string;
      realizedPnl: Decimal;
      fee: Decimal;
      /** What the house covers so the balance stops at zero (≥ 0). */
      houseCover: Decimal;
      /** Contract balance (available + locked) after this close, ≥ 0. */
      balanceAfter: Decimal;
      /** Margin level after this close; null when no position is left. */
      marginLevelAfter: Decimal | null;
    };

export interface StopOutPlan {
  /** False when the level is above stop-out (or there are no positions): nothing to do. */
  triggered: boolean;
  steps: StopOutStep[];
  balanceAfter: Decimal;
  /** Sum of the steps' house cover. */
  houseCover: Decimal;
  marginLevelAfter: Decimal | null;
}

/**
 * The stop-out order of operations (product.md §10.7), as a plan the server carries out step by step:
 * 1. if the margin level (equity / used × 100) is at or below `stopOutLevel`: cancel every pending
 *    order first (their reserves are part of the balance, so this does not change equity; it stops
 *    a resting order filling into a stopped-out account);
 * 2. then close the most unprofitable position (lowest floating PnL; ties keep the input order,
 *    which the server gives oldest first), one at a time, recomputing the level after each close
 *    (balance += PnL − close fee; the other positions' PnL held at this quote), until the level is
 *    above the stop-out level or nothing is left;
 * 3. negative-balance protection: when a close would take the balance below zero, the house covers
 *    the shortfall (houseCover), so the balance stops at exactly zero.
 * Balances are the contract account's total (available + locked), USD; amounts are ledger amounts
 * already rounded with roundHalfEven8, so the plan's sums are exact.
 */
export function planStopOut(input: {
  balance: Decimal;
  positions: readonly StopOutPosition[];
  pendingOrderIds: readonly string[];
  stopOutLevel: Decimal;
}): StopOutPlan {
  let balance = input.balance;
  let open = [...input.positions];
  const equityOf = () => open.reduce((total, p) => total.plus(p.floatingPnl), balance);
  const usedOf = () => open.reduce((total, p) => total.plus(p.margin), new Decimal(0));
  const levelNow = () => marginLevel(equityOf(), usedOf());
  if (!marginLevelAtOrBelow(equityOf(), usedOf(), input.stopOutLevel))
    return {
      triggered: false,
      steps: [],
      balanceAfter: balance,
      houseCover: new Decimal(0),
      marginLevelAfter: levelNow(),
    };

  const steps: StopOutStep[] = input.pendingOrderIds.map((orderId) => ({
    action: 'cancel_order',
    orderId,
  }));
  let houseCover = new Decimal(0);
  while (open.length > 0 && marginLevelAtOrBelow(equityOf(), usedOf(), input.stopOutLevel)) {
    const worst = open.reduce((a, b) => (b.floatingPnl.lessThan(a.floatingPnl) ? b : a));
    open = open.filter((p) => p !== worst);
    const after = balance.plus(worst.floatingPnl).minus(worst.closeFee);
    const cover = after.isNegative() ? after.negated() : new Decimal(0);
    balance = after.plus(cover);
    houseCover = houseCover.plus(cover);
    steps.push({
      action: 'close_position',
      positionId: worst.id,
      realizedPnl: worst.floatingPnl,
      fee: worst.closeFee,
      houseCover: cover,
      balanceAfter: balance,
      marginLevelAfter: levelNow(),
    });
  }
  return {
    triggered: true,
    steps,
    balanceAfter: balance,
    houseCover,
    marginLevelAfter: levelNow(),
  };
}
