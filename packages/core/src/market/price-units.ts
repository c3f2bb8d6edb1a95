import { Decimal, type DecimalInput, roundHalfEvenTo, toDecimal } from '../money';

/**
 * Prices in the hot path are integer tick units: price × 10^precision as a safe integer (product.md §1.3).
 * 95000.12 at precision 2 is 9500012. They become decimal strings with exactly `precision` places
 * on the wire and `numeric` in Postgres; a JS float never stands for a stored or sent price.
 */
export type PriceUnits = number;

function assertUnits(units: number): void {
  if (!Number.isSafeInteger(units)) throw new RangeError(`not integer price units: ${units}`);
}

/** 9500012 at precision 2 → "95000.12"; -5 at precision 3 → "-0.005". Exact, fixed places. */
export function unitsToDecimalString(units: PriceUnits, precision: number): string {
  assertUnits(units);
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = digits.slice(digits.length - precision);
  return `${negative ? '-' : ''}${whole}${precision > 0 ? `.${fraction}` : ''}`;
}

/**
 * A decimal price → tick units, rounding half-even to the instrument's precision first
 * (roundHalfEvenTo). Throws when the result is not a safe integer.
 */
export function decimalToUnits(value: DecimalInput, precision: number): PriceUnits {
  const scaled = roundHalfEvenTo(toDecimal(value), precision).times(new Decimal(10).pow(precision));
  const units = scaled.toNumber();
  assertUnits(units);
  return units;
}

/**
 * A price as the wire carries it: exactly `precision` places ("60010" at 2 → "60010.00"). Prices
 * are on the instrument's ticks already; the half-even rounding (roundHalfEvenTo) only guards.
 */
export function priceAtPrecision(value: DecimalInput, precision: number): string {
  return roundHalfEvenTo(toDecimal(value), precision).toFixed(precision);
}

/** Tick units → Decimal, exactly. */
export function unitsToDecimal(units: PriceUnits, precision: number): Decimal {
  return new Decimal(unitsToDecimalString(units, precision));
}

/**
 * Rounds a simulated float price (already in tick units) to a whole tick, half away from zero.
 * Only the simulator's *next* price is ever a float; this is where it stops being one.
 */
export function roundSimulatedUnits(price: number): PriceUnits {
  const units = Math.sign(price) * Math.round(Math.abs(price));
  assertUnits(units);
  return units;
}

/**
 * Mid = (bid + ask) / 2 rounded half-even to the instrument's tick (product.md §10.1: last = mid).
 * 10001 and 10004 → 10002 (10002.5 ties to even); 10001 and 10003 → 10002.
 */
export function computeMidUnits(bid: PriceUnits, ask: PriceUnits): PriceUnits {
  const sum = bid + ask;
  assertUnits(sum);
  if (sum % 2 === 0) return sum / 2;
  const below = (sum - 1) / 2;
  return below % 2 === 0 ? below : below + 1;
}

/**
 * Bid and ask around a mid for a spread in ticks: bid = mid − ⌊spread / 2⌋, ask = bid + spread.
 * An even spread keeps the mid exactly on a tick.
 */
export function applySpread(
  mid: PriceUnits,
  spread: PriceUnits,
): { bid: PriceUnits; ask: PriceUnits } {
  assertUnits(mid);
  assertUnits(spread);
  if (spread < 0) throw new RangeError('spread must not be negative');
  const bid = mid - Math.floor(spread / 2);
  return { bid, ask: bid + spread };
}
