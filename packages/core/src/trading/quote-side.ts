import { type Decimal } from '../money';
import type { PositionSide, Quote } from './types';

/**
 * Which side of the quote each action uses (product.md §10.1). The user always pays the spread: a long
 * opens at the ask and closes at the bid; a short opens at the bid and closes at the ask.
 */
export function openingPrice(side: PositionSide, quote: Quote): Decimal {
  return side === 'long' ? quote.ask : quote.bid;
}

/** The price a position would close at now; floating PnL, TP/SL and stop-out all use it. */
export function closingPrice(side: PositionSide, quote: Quote): Decimal {
  return side === 'long' ? quote.bid : quote.ask;
}

/** (bid + ask) / 2, exact (no rounding: half a tick at most one more decimal place). */
export function midPrice(quote: Quote): Decimal {
  return quote.bid.plus(quote.ask).dividedBy(2);
}

/**
 * Whether a resting limit order fills on this quote: a buy (long) when ask ≤ limit, a sell (short)
 * when bid ≥ limit. Equality fills. It then fills at that quote side, which is never worse than the limit.
 */
export function limitOrderFills(side: PositionSide, limitPrice: Decimal, quote: Quote): boolean {
  return side === 'long'
    ? quote.ask.lessThanOrEqualTo(limitPrice)
    : quote.bid.greaterThanOrEqualTo(limitPrice);
}

/** Take-profit fires on the closing side: a long's when bid ≥ TP, a short's when ask ≤ TP. */
export function takeProfitTriggered(
  side: PositionSide,
  takeProfit: Decimal,
  quote: Quote,
): boolean {
  const price = closingPrice(side, quote);
  return side === 'long'
    ? price.greaterThanOrEqualTo(takeProfit)
    : price.lessThanOrEqualTo(takeProfit);
}

/** Stop-loss fires on the closing side: a long's when bid ≤ SL, a short's when ask ≥ SL. */
export function stopLossTriggered(side: PositionSide, stopLoss: Decimal, quote: Quote): boolean {
  const price = closingPrice(side, quote);
  return side === 'long' ? price.lessThanOrEqualTo(stopLoss) : price.greaterThanOrEqualTo(stopLoss);
}
