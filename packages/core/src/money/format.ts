import { type Decimal, tryParseDecimal } from './decimal';
import { truncateTo } from './rounding';

type Displayable = Decimal | string | null | undefined;

function asDecimal(value: Displayable): Decimal | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? tryParseDecimal(value.trim()) : value;
}

/** "1234567.89" → "1,234,567.89"; the sign stays in front. */
function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [whole = '0', fraction] = unsigned.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Fixed notation at `places`, with a truncated-to-zero result shown unsigned ("-0.00" never appears). */
function fixedTruncated(value: Decimal, places: number): string {
  const cut = truncateTo(value, places);
  return (cut.isZero() ? cut.abs() : cut).toFixed(places);
}

/**
 * Money format of product.md §12.1: empty, unparseable or zero → "0.00"; |x| < 1 → truncated
 * to 4 decimals; otherwise truncated to 2 decimals; thousands separators; sign kept.
 */
export function formatMoney(value: Displayable): string {
  const amount = asDecimal(value);
  if (amount === null || amount.isZero()) return '0.00';
  const places = amount.abs().lessThan(1) ? 4 : 2;
  return groupThousands(fixedTruncated(amount, places));
}

/** Account summary figures (product.md §12.2): always 2 decimals, truncated, thousands separators. */
export function formatAccountAmount(value: Displayable): string {
  const amount = asDecimal(value);
  if (amount === null) return '0.00';
  return groupThousands(fixedTruncated(amount, 2));
}
