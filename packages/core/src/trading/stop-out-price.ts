import { Decimal } from '../money';
import { positionUnits } from './amounts';
import { type UsdConversion, fromUsd } from './conversion';
import type { PositionSide } from './types';

/**
 * The estimated stop-out price of one position: the closing-side price (a long's bid, a short's
 * ask) at which the account's margin level reaches the stop-out level.
 *
 * Assumptions (it is an estimate, shown to the user, never acted on): every other position's PnL
 * stays what it is now; the conversion rate of a non-USD quote currency stays at the current mid;
 * PnL is not rounded. Then equity(x) = balance + otherPnl + pnl(x), and solving
 * equity(x) = stopOut% × usedMargin / 100 for x gives
 *   long:  x* = open + target / units     (stop-out when bid ≤ x*)
 *   short: x* = open − target / units     (stop-out when ask ≥ x*)
 * with target = stopOut × used / 100 − balance − otherPnl in USD, taken to the quote currency.
 * Rounding (named): to the first tick on which stop-out happens: a long's rounds down
 * (ROUND_FLOOR), a short's up (ROUND_CEIL), at the instrument's precision. Null when a long could
 * only be stopped out at a price ≤ 0 (its margin can absorb any fall).
 */
export function estimateStopOutPrice(input: {
  side: PositionSide;
  lots: number;
  contractSize: Decimal;
  openPrice: Decimal;
  precision: number;
  conversion: UsdConversion;
  /** Contract account total (available + locked), USD. */
  balance: Decimal;
  /** Floating PnL of every other position, USD, held fixed. */
  otherPositionsPnl: Decimal;
  /** Used margin of all positions including this one, USD. */
  usedMargin: Decimal;
  /** Stop-out level in percent (50 = 50%). */
  stopOutLevel: Decimal;
}): Decimal | null {
  const targetUsd = input.stopOutLevel
    .times(input.usedMargin)
    .dividedBy(100)
    .minus(input.balance)
    .minus(input.otherPositionsPnl);
  const move = fromUsd(targetUsd, input.conversion).dividedBy(
    positionUnits(input.lots, input.contractSize),
  );
  if (input.side === 'long') {
    const price = input.openPrice.plus(move).toDecimalPlaces(input.precision, Decimal.ROUND_FLOOR);
    return price.isPositive() && !price.isZero() ? price : null;
  }
  return input.openPrice.minus(move).toDecimalPlaces(input.precision, Decimal.ROUND_CEIL);
}

/**
 * Whether a new position would be stopped out the moment it opens: its estimated stop-out price
 * (estimateStopOutPrice) is at or beyond its open price on the losing side — a long's at or above
 * the open, a short's at or below it. The estimate then is no price to show: the account cannot
 * carry the position at all (typically margin + fee exceed what is in it). False without an
 * estimate (null: no stop-out at any positive price).
 */
export function isStoppedOutAtOnce(input: {
  side: PositionSide;
  openPrice: Decimal;
  stopOutPrice: Decimal | null;
}): boolean {
  if (input.stopOutPrice === null) return false;
  return input.side === 'long'
    ? input.stopOutPrice.greaterThanOrEqualTo(input.openPrice)
    : input.stopOutPrice.lessThanOrEqualTo(input.openPrice);
}
