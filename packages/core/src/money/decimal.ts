import DecimalJs from 'decimal.js';

/**
 * The one decimal type for money and prices. 40 significant digits covers any
 * notional we hold (10^15 USD with 8 decimals and room to spare); the default
 * rounding is half-even, but every place that rounds names its mode explicitly.
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_EVEN,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = InstanceType<typeof Decimal>;

/** Anything a caller may hand us as an amount: never a JS number. */
export type DecimalInput = Decimal | string;

/** Plain decimal string: optional minus, digits, optional fraction. No exponent, no spaces, no plus. */
const DECIMAL_STRING = /^-?\d{1,30}(\.\d{1,30})?$/;

export function isDecimalString(value: string): boolean {
  return DECIMAL_STRING.test(value);
}

/** Parses a wire decimal string; returns null on anything that is not one (so missing never means zero). */
export function tryParseDecimal(value: string | null | undefined): Decimal | null {
  if (value === null || value === undefined || !isDecimalString(value)) return null;
  return new Decimal(value);
}

/** Parses a wire decimal string or throws: for values already validated at the boundary. */
export function parseDecimal(value: string): Decimal {
  const parsed = tryParseDecimal(value);
  if (parsed === null) throw new RangeError(`not a decimal string: ${JSON.stringify(value)}`);
  return parsed;
}

export function toDecimal(value: DecimalInput): Decimal {
  return typeof value === 'string' ? parseDecimal(value) : value;
}

/** Canonical wire form: fixed notation, no exponent, no trailing zeros, "-0" becomes "0". */
export function toDecimalString(value: Decimal): string {
  if (value.isZero()) return '0';
  return value.toFixed();
}
