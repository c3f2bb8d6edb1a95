import { Decimal, type DecimalInput, roundHalfEvenTo, toDecimal } from '../money';

/** Decimal places of a change percentage on the wire ("2.35" means +2.35%). */
export const CHANGE_PCT_SCALE = 2;

/**
 * Change of the last price against the previous close, as a percentage of the previous close,
 * rounded half-even to 2 places: last 102.5, previous close 100 → 2.5; 99 vs 100 → -1.
 * Null when there is no previous close to compare with (never a made-up zero).
 */
export function computeChangePct(
  last: DecimalInput,
  previousClose: DecimalInput | null,
): Decimal | null {
  if (previousClose === null) return null;
  const base = toDecimal(previousClose);
  if (base.isZero()) return null;
  return roundHalfEvenTo(toDecimal(last).minus(base).dividedBy(base).times(100), CHANGE_PCT_SCALE);
}

/**
 * Plain average of change percentages (each instrument weighs the same), rounded half-even to
 * 2 places; null for an empty list. Used for the category heat map.
 */
export function averageChangePct(values: readonly DecimalInput[]): Decimal | null {
  if (values.length === 0) return null;
  const sum = values.reduce<Decimal>((acc, value) => acc.plus(toDecimal(value)), new Decimal(0));
  return roundHalfEvenTo(sum.dividedBy(values.length), CHANGE_PCT_SCALE);
}
