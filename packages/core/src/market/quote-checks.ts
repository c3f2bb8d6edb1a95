import type { Decimal } from '../money';

/** Why a source's quote cannot be used at all. */
export type QuoteDefect = 'zero' | 'negative' | 'crossed';

/**
 * A quote no one may deal: a side at or below zero, or bid above ask (crossed). A locked quote
 * (bid = ask) is usable.
 */
export function findQuoteDefect(bid: Decimal, ask: Decimal): QuoteDefect | null {
  if (bid.isZero() || ask.isZero()) return 'zero';
  if (bid.isNegative() || ask.isNegative()) return 'negative';
  return bid.greaterThan(ask) ? 'crossed' : null;
}

/** (bid + ask) / 2, exact (no rounding: the raw mid a source quoted). */
export function exactMid(bid: Decimal, ask: Decimal): Decimal {
  return bid.plus(ask).div(2);
}

/**
 * Whether `price` lies further from `reference` than `band` × reference (band a fraction: 0.05 =
 * 5%). Equal to the band is inside. A jump (a mid against the last dealt mid) and a drift (the
 * secondary's mid against the primary's) are both this test.
 */
export function isBeyondBand(price: Decimal, reference: Decimal, band: Decimal): boolean {
  return price.minus(reference).abs().greaterThan(reference.times(band));
}

/** |price − reference| / reference, for messages (a fraction, exact to 40 digits). */
export function relativeDistance(price: Decimal, reference: Decimal): Decimal {
  return price.minus(reference).abs().div(reference);
}
