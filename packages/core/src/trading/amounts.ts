import { Decimal, roundHalfEven8 } from '../money';
import { type UsdConversion, toUsd } from './conversion';
import { closingPrice } from './quote-side';
import type { PositionSide, Quote } from './types';

/** Base units a position holds: lots × contract size (e.g. 3 lots of BTC at 0.01 = 0.03 BTC). Exact. */
export function positionUnits(lots: number, contractSize: Decimal): Decimal {
  return contractSize.times(lots);
}

/** Notional in the quote currency: lots × contract size × price. Exact, unrounded. */
export function notionalValue(lots: number, contractSize: Decimal, price: Decimal): Decimal {
  return positionUnits(lots, contractSize).times(price);
}

/**
 * Initial margin in USD: notional (converted to USD at the fill) / leverage, rounded with
 * roundHalfEven8 (ledger amount). Fixed at the fill; it never changes while the position is open.
 */
export function marginUsd(notionalUsd: Decimal, leverage: number): Decimal {
  return roundHalfEven8(notionalUsd.dividedBy(leverage));
}

/** Fee in USD, charged on open and again on close: notional (USD) × fee rate, roundHalfEven8. ≥ 0. */
export function feeUsd(notionalUsd: Decimal, feeRate: Decimal): Decimal {
  return roundHalfEven8(notionalUsd.times(feeRate));
}

/**
 * PnL in the quote currency if the position closed at `closePrice`, exact: long (close − open) ×
 * units, short (open − close) × units. Positive is a profit for the user (a loss for the house).
 */
export function pnlInQuote(input: {
  side: PositionSide;
  lots: number;
  contractSize: Decimal;
  openPrice: Decimal;
  closePrice: Decimal;
}): Decimal {
  const move = input.closePrice.minus(input.openPrice);
  const signed = input.side === 'long' ? move : move.negated();
  return signed.times(positionUnits(input.lots, input.contractSize));
}

/**
 * PnL in USD at the closing-side price, converted at the current mid, rounded with roundHalfEven8.
 * Used for floating PnL (open positions) and realised PnL (the close), so the two always agree.
 */
export function pnlUsd(input: {
  side: PositionSide;
  lots: number;
  contractSize: Decimal;
  openPrice: Decimal;
  closePrice: Decimal;
  conversion: UsdConversion;
}): Decimal {
  return roundHalfEven8(toUsd(pnlInQuote(input), input.conversion));
}

/**
 * Profit rate in percent shown beside a position (product.md §3.5): PnL / margin × 100, rounded half-even
 * to 2 places (a display figure, never posted). Zero margin gives 0.
 */
export function profitRatePct(pnl: Decimal, margin: Decimal): Decimal {
  if (margin.isZero()) return new Decimal(0);
  return pnl.dividedBy(margin).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
}

/**
 * A position's floating PnL in USD on a quote: pnlUsd at its closing side (a long's bid, a short's
 * ask), converted at the current mid, roundHalfEven8. What a close on this quote would realise.
 */
export function floatingPnl(input: {
  side: PositionSide;
  lots: number;
  contractSize: Decimal;
  openPrice: Decimal;
  quote: Quote;
  conversion: UsdConversion;
}): Decimal {
  return pnlUsd({ ...input, closePrice: closingPrice(input.side, input.quote) });
}
