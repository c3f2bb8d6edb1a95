import { type Decimal, tryParseDecimal } from '../money';
import { type Result, fail, succeed } from '../result';
import type { PositionSide } from './types';

/** Why a price the user typed (limit, TP, SL) is refused. */
export type PriceIssueCode = 'PRICE_INVALID' | 'PRICE_NOT_POSITIVE' | 'PRICE_TOO_PRECISE';

/** A wire price → Decimal: a plain decimal, > 0, at most `precision` decimals (on the tick grid). */
export function parseOrderPrice(value: string, precision: number): Result<Decimal, PriceIssueCode> {
  const price = tryParseDecimal(value.trim());
  if (price === null) return fail('PRICE_INVALID');
  if (!price.isPositive() || price.isZero()) return fail('PRICE_NOT_POSITIVE');
  if (price.decimalPlaces() > precision)
    return fail('PRICE_TOO_PRECISE', { precision: String(precision) });
  return succeed(price);
}

/**
 * product.md §5.6, in the order checked. Long: TP may not be below the open price nor the current price;
 * SL may not be above either. Short: the reverse. Equality is allowed everywhere.
 */
export const TP_SL_ISSUE_CODES = [
  'TAKE_PROFIT_BELOW_OPEN_PRICE',
  'TAKE_PROFIT_BELOW_CURRENT_PRICE',
  'TAKE_PROFIT_ABOVE_OPEN_PRICE',
  'TAKE_PROFIT_ABOVE_CURRENT_PRICE',
  'STOP_LOSS_ABOVE_OPEN_PRICE',
  'STOP_LOSS_ABOVE_CURRENT_PRICE',
  'STOP_LOSS_BELOW_OPEN_PRICE',
  'STOP_LOSS_BELOW_CURRENT_PRICE',
] as const;
export type TpSlIssueCode = (typeof TP_SL_ISSUE_CODES)[number];

/**
 * Checks TP and SL (null = none / remove) for a position or an order. `openPrice` is the fill price
 * (or a limit order's price); `currentPrice` is the closing-side price now (a long's bid, a short's
 * ask), where TP/SL would trigger. Details carry the price it was compared with.
 */
export function validateTakeProfitStopLoss(input: {
  side: PositionSide;
  openPrice: Decimal;
  currentPrice: Decimal;
  takeProfit: Decimal | null;
  stopLoss: Decimal | null;
}): Result<{ takeProfit: Decimal | null; stopLoss: Decimal | null }, TpSlIssueCode> {
  const { side, openPrice, currentPrice, takeProfit, stopLoss } = input;
  const long = side === 'long';
  const bound = (price: Decimal) => ({ price: price.toFixed() });
  if (takeProfit !== null) {
    if (long ? takeProfit.lessThan(openPrice) : takeProfit.greaterThan(openPrice))
      return fail(
        long ? 'TAKE_PROFIT_BELOW_OPEN_PRICE' : 'TAKE_PROFIT_ABOVE_OPEN_PRICE',
        bound(openPrice),
      );
    if (long ? takeProfit.lessThan(currentPrice) : takeProfit.greaterThan(currentPrice))
      return fail(
        long ? 'TAKE_PROFIT_BELOW_CURRENT_PRICE' : 'TAKE_PROFIT_ABOVE_CURRENT_PRICE',
        bound(currentPrice),
      );
  }
  if (stopLoss !== null) {
    if (long ? stopLoss.greaterThan(openPrice) : stopLoss.lessThan(openPrice))
      return fail(
        long ? 'STOP_LOSS_ABOVE_OPEN_PRICE' : 'STOP_LOSS_BELOW_OPEN_PRICE',
        bound(openPrice),
      );
    if (long ? stopLoss.greaterThan(currentPrice) : stopLoss.lessThan(currentPrice))
      return fail(
        long ? 'STOP_LOSS_ABOVE_CURRENT_PRICE' : 'STOP_LOSS_BELOW_CURRENT_PRICE',
        bound(currentPrice),
      );
  }
  return succeed({ takeProfit, stopLoss });
}
