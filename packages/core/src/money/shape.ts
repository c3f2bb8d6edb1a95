/**
 * A canonical wire decimal, read by its characters alone (no decimal library, so a schema can
 * check it cheaply): optional "-", then "0" or digits without a leading zero, then optionally "."
 * and at least one digit. No exponent, no "+", no spaces, no lone "." at either end, and no
 * negative zero ("-0", "-0.00"): zero is written "0" (trailing zeros such as "1.50" or a price's
 * fixed places "1.16000" are allowed). Every string it accepts, tryParseDecimal accepts too
 * (within its 30 + 30 digits).
 */
const CANONICAL_DECIMAL = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?$/;

export interface DecimalShape {
  /** True below zero ("-0.5"); never true for a zero. */
  negative: boolean;
  /** True for "0", "0.00". */
  zero: boolean;
  /** Digits before the point: "123.4" → 3, "0.5" → 1. */
  integerDigits: number;
  /** Digits after the point, trailing zeros included: "1.50" → 2, "7" → 0. */
  scale: number;
}

/** The shape of a canonical decimal string, or null when `value` is not one (see above). */
export function readDecimalShape(value: string): DecimalShape | null {
  const match = CANONICAL_DECIMAL.exec(value);
  if (match === null) return null;
  const integer = match[2] ?? '';
  const fraction = match[3] ?? '';
  const zero = integer === '0' && !/[1-9]/.test(fraction);
  if (zero && match[1] === '-') return null;
  return {
    negative: match[1] === '-',
    zero,
    integerDigits: integer.length,
    scale: fraction.length,
  };
}
