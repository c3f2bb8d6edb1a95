import { tryParseDecimal } from '@waihui/core';
import { formatPrice, NO_VALUE } from '@/lib/quotes/format';

/**
 * A price at the instrument's precision with thousands separators: "95000.1" at 2 → "95,000.10",
 * "65000" typed by the user → "65,000.00". Prices here are on the tick grid (the server's, and
 * typed ones are refused beyond the precision), so padding is all this does; it never rounds a
 * valid price. null or not a number → "--".
 */
export function formatPriceAt(value: string | null | undefined, precision: number): string {
  const price = value == null ? null : tryParseDecimal(value.trim());
  return price === null ? NO_VALUE : formatPrice(price.toFixed(precision));
}
