import { Decimal, type DecimalInput, toDecimal } from './decimal';

/** Decimal places kept by ledger amounts (product.md §10.2). */
export const LEDGER_SCALE = 8;

/** Ledger rounding: 8 decimal places, ties to even (banker's rounding). */
export function roundHalfEven8(value: DecimalInput): Decimal {
  return toDecimal(value).toDecimalPlaces(LEDGER_SCALE, Decimal.ROUND_HALF_EVEN);
}

/** Display rounding: cut towards zero at `places` decimals (never shows more than is there). */
export function truncateTo(value: DecimalInput, places: number): Decimal {
  return toDecimal(value).toDecimalPlaces(places, Decimal.ROUND_DOWN);
}

/** Price rounding to an instrument's precision, ties to even. */
export function roundHalfEvenTo(value: DecimalInput, places: number): Decimal {
  return toDecimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN);
}
