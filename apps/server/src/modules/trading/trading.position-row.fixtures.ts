import type { PositionRow } from './trading.repository';

/*
 * Tests and benches only (no vitest here, so `bench/` runs it under tsx): an open position's row as
 * the database returns it, built from its terms.
 */

type OpenPositionTerms = Omit<
  PositionRow,
  | 'takeProfit'
  | 'stopLoss'
  | 'status'
  | 'openedAt'
  | 'closedAt'
  | 'closePrice'
  | 'closeCause'
  | 'closeFee'
  | 'realizedPnl'
  | 'partOf'
>;

/** An open position without take-profit or stop-loss, opened at the epoch by a fill (no part of another); nothing of a close yet. */
export function openPositionRow(terms: OpenPositionTerms): PositionRow {
  return {
    ...terms,
    takeProfit: null,
    stopLoss: null,
    status: 'open',
    openedAt: new Date(0),
    closedAt: null,
    closePrice: null,
    closeCause: null,
    closeFee: null,
    realizedPnl: null,
    partOf: null,
  };
}
