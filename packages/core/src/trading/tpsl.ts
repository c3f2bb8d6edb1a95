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
  const bounds = [
    ['OPEN', openPrice],
    ['CURRENT', currentPrice],
  ] as const;
  // TP belongs at or beyond both bounds on the profit side (above for a long), SL on the loss side.
  const triggers = [
    ['TAKE_PROFIT', takeProfit, long],
    ['STOP_LOSS', stopLoss, !long],
  ] as const;
  for (const [trigger, price, atOrAbove] of triggers) {
    if (price === null) continue;
    for (const [name, bound] of bounds) {
      if (atOrAbove ? price.lessThan(bound) : price.greaterThan(bound))
        return fail(`${trigger}_${atOrAbove ? 'BELOW' : 'ABOVE'}_${name}_PRICE` as const, {
          price: bound.toFixed(),
        });
    }
  }
  return succeed({ takeProfit, stopLoss });
}
