import type { Decimal } from '../money';
import { type Result, fail, succeed } from '../result';
import { limitOrderFills } from './quote-side';
import type { PositionSide, Quote } from './types';

/*
 * Modifying a resting limit order (product.md §10.16): its lots, limit price, TP and SL change while it
 * rests; side, instrument, leverage and type stay. A new price the current quote already crosses is
 * refused: a modify never deals (a fill is the engine's on a quote, or a new market order's).
 */

export type ModifyIssueCode = 'LIMIT_PRICE_MARKETABLE';

/** The new limit price, if the current quote would not fill it now (buy ask ≤ limit, sell bid ≥ limit). */
export function validateRestingLimit(input: {
  side: PositionSide;
  limitPrice: Decimal;
  quote: Quote;
}): Result<Decimal, ModifyIssueCode> {
  if (limitOrderFills(input.side, input.limitPrice, input.quote))
    return fail('LIMIT_PRICE_MARKETABLE', {
      price: (input.side === 'long' ? input.quote.ask : input.quote.bid).toFixed(),
    });
  return succeed(input.limitPrice);
}
