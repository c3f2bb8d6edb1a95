import type { SpotPair, SpotSide } from './fill';

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
