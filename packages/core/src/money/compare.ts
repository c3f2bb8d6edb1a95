const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function split(value: string): { negative: boolean; whole: string; fraction: string } {
  const match = PLAIN_DECIMAL.exec(value.trim());
  if (match === null) throw new RangeError(`not a decimal string: ${JSON.stringify(value)}`);
  const whole = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const negative = match[1] === '-' && (/[1-9]/.test(whole) || fraction !== '');
  return { negative, whole, fraction };
}

function compareMagnitude(
  a: { whole: string; fraction: string },
  b: { whole: string; fraction: string },
): -1 | 0 | 1 {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  const places = Math.max(a.fraction.length, b.fraction.length);
  const fa = a.fraction.padEnd(places, '0');
  const fb = b.fraction.padEnd(places, '0');
  if (fa === fb) return 0;
  return fa < fb ? -1 : 1;
}

/**
 * Orders two plain decimal strings ("94998.37", "-0.50", "3") exactly, by their digits: −1 when
 * a < b, 0 when equal ("1.50" = "1.5", "-0" = "0"), 1 when a > b. Throws on anything else. Works
 * on strings alone so a screen that only needs to know which way a price moved does not load the
 * decimal library.
 */
export function compareDecimalStrings(a: string, b: string): -1 | 0 | 1 {
  const left = split(a);
  const right = split(b);
  if (left.negative !== right.negative) return left.negative ? -1 : 1;
  const magnitude = compareMagnitude(left, right);
  return left.negative ? ((-magnitude || 0) as -1 | 0 | 1) : magnitude;
}
