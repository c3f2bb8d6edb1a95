import type { Decimal } from '../money';
import type { Quote } from '../trading/types';
import { type SpotPair, type SpotSide, spotAffordableQuantity, spotFillPrice } from './fill';

/**
 * Currency conversion is a spot market order on the FX pair (docs/spot.md): converting `from` into
 * `to` buys the pair's base when `from` is its quote currency (USD → EUR on EURUSD) and sells it when
 * `from` is its base (USD → JPY on USDJPY). Null when the pair does not join the two currencies.
 */
export function conversionDirection(pair: SpotPair, from: string, to: string): SpotSide | null {
  if (from === pair.quote && to === pair.base) return 'buy';
  if (from === pair.base && to === pair.quote) return 'sell';
  return null;
}

/**
 * A conversion asked as "you pay `pay` of `from`, you get `to`" (the same question on every pair),
 * as the spot market order that does it: its side (conversionDirection) and base quantity. Paying
 * the pair's base (EUR → USD on EURUSD, USD → JPY on USDJPY) sells exactly `pay`; paying its quote
 * (USD → EUR, JPY → USD) buys the most base that `pay` covers with the fee at the ask
 * (spotAffordableQuantity, 8 places), so the fill never costs more than typed. Null when the pair
 * does not join the two currencies or `pay` is too little to buy anything.
 */
export function conversionOrder(input: {
  pair: SpotPair;
  from: string;
  to: string;
  /** What the user pays, in `from`. */
  pay: Decimal;
  quote: Quote;
  /** Fraction of the gross, e.g. 0.001. */
  feeRate: Decimal;
}): { side: SpotSide; quantity: Decimal } | null {
  const side = conversionDirection(input.pair, input.from, input.to);
  if (side === null || input.pay.lessThanOrEqualTo(0)) return null;
  if (side === 'sell') return { side, quantity: input.pay };
  const quantity = spotAffordableQuantity({
    funds: input.pay,
    price: spotFillPrice('buy', input.quote),
    feeRate: input.feeRate,
    places: 8,
  });
  return quantity.isZero() ? null : { side, quantity };
}

/**
 * The reference a spot fill's postings carry, so the money log shows the order and the quote it
 * used: `spot:<order id>:<symbol>:<side>@<price>` (price in the quote currency, as filled).
 */
export function spotReference(input: {
  orderId: string;
  symbol: string;
  side: SpotSide;
  price: string | null;
}): string {
  const base = `spot:${input.orderId}:${input.symbol}:${input.side}`;
  return input.price === null ? base : `${base}@${input.price}`;
}

/** The parts of a spot fill's reference (spotReference), or null for any other reference. */
export function parseSpotReference(
  reference: string | null,
): { orderId: string; symbol: string; side: SpotSide; price: string | null } | null {
  const match = reference?.match(/^spot:(\d+):([A-Z0-9]+):(buy|sell)(?:@([0-9.]+))?$/);
  if (!match) return null;
  const [, orderId = '', symbol = '', side, price] = match;
  return { orderId, symbol, side: side === 'buy' ? 'buy' : 'sell', price: price ?? null };
}
