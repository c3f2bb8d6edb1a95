import { Decimal, type DecimalInput, toDecimal, toDecimalString } from '../money';
import type { PriceUnits } from './price-units';

/**
 * A broker's markup on a source's quote, per instrument: a fixed number of price `points` (the
 * whole markup, half on each side), or a `share` of the source's mid (0.0002 = 2 basis points,
 * half on each side); then the dealt spread is widened symmetrically to at least `minSpread`.
 * Amounts are decimal strings in the instrument's price currency.
 */
export type MarkupPolicy =
  | { kind: 'points'; points: string; minSpread: string }
  | { kind: 'share'; share: string; minSpread: string };

export const NO_MARKUP: MarkupPolicy = { kind: 'points', points: '0', minSpread: '0' };

/**
 * The quote a customer deals at, in tick units, and what it adds to the source's: `markupBid` =
 * raw bid − dealt bid, `markupAsk` = dealt ask − raw ask (exact decimal strings, never negative;
 * they include the rounding to the tick).
 */
export interface MarkedUpQuote {
  bid: PriceUnits;
  ask: PriceUnits;
  markupBid: string;
  markupAsk: string;
}

/** A price rounded down to the instrument's tick (toward zero for a positive price): a dealt bid. */
export function roundBidDownToTick(price: Decimal, precision: number): PriceUnits {
  return unitsOf(price.toDecimalPlaces(precision, Decimal.ROUND_FLOOR), precision);
}

/** A price rounded up to the instrument's tick: a dealt ask. */
export function roundAskUpToTick(price: Decimal, precision: number): PriceUnits {
  return unitsOf(price.toDecimalPlaces(precision, Decimal.ROUND_CEIL), precision);
}

function unitsOf(onTick: Decimal, precision: number): PriceUnits {
  const units = onTick.times(new Decimal(10).pow(precision)).toNumber();
  if (!Number.isSafeInteger(units)) throw new RangeError(`not integer price units: ${units}`);
  return units;
}

/**
 * Applies the markup to a source's raw bid/ask (exact decimals, bid ≤ ask) at the instrument's
 * precision. Half the markup comes off the bid and half goes on the ask; if the spread is then below
 * `minSpread`, both sides move out by half the shortfall; finally the bid is rounded down and the
 * ask up to the tick (`roundBidDownToTick`, `roundAskUpToTick`), so rounding never narrows what the
 * policy says. Null when the dealt bid would not be positive (the quote cannot be dealt).
 */
export function applyMarkup(
  raw: { bid: DecimalInput; ask: DecimalInput },
  policy: MarkupPolicy,
  precision: number,
): MarkedUpQuote | null {
  const rawBid = toDecimal(raw.bid);
  const rawAsk = toDecimal(raw.ask);
  const markup =
    policy.kind === 'points'
      ? toDecimal(policy.points)
      : rawBid.plus(rawAsk).div(2).times(toDecimal(policy.share));
  let bid = rawBid.minus(markup.div(2));
  let ask = rawAsk.plus(markup.div(2));
  const shortfall = toDecimal(policy.minSpread).minus(ask.minus(bid));
  if (shortfall.greaterThan(0)) {
    bid = bid.minus(shortfall.div(2));
    ask = ask.plus(shortfall.div(2));
  }
  const bidUnits = roundBidDownToTick(bid, precision);
  const askUnits = roundAskUpToTick(ask, precision);
  if (bidUnits <= 0) return null;
  const scale = new Decimal(10).pow(-precision);
  return {
    bid: bidUnits,
    ask: askUnits,
    markupBid: toDecimalString(rawBid.minus(scale.times(bidUnits))),
    markupAsk: toDecimalString(scale.times(askUnits).minus(rawAsk)),
  };
}
