import { tryParseDecimal } from '@waihui/core';
import { formatAccountAmount, formatMoney } from '@/lib/format/numbers';
import { NO_VALUE, localizeDecimal } from '@/lib/format/prices';

/*
 * Display of the positions and order pages. Money goes through core's formatters (product.md §12.1:
 * truncated, never rounded up, never a float); these only add a sign or a unit.
 */

/** "+" in front of a figure that shows a gain: only when the displayed digits are not all zero. */
function withGainSign(text: string): string {
  return /[1-9]/.test(text) && !text.startsWith('-') ? `+${text}` : text;
}

/** Signed money of one position (product.md §12.1): "4.9" → "+4.90", "-0.5" → "-0.5000", "0" → "0.00". */
export function formatSignedMoney(value: string | null | undefined): string {
  if (value == null) return NO_VALUE;
  return withGainSign(formatMoney(value));
}

/** Signed account figure (product.md §12.2: 2 decimals, truncated): "4.9" → "+4.90", "-12.345" → "-12.34". */
export function formatSignedAccountAmount(value: string): string {
  return withGainSign(formatAccountAmount(value));
}

/**
 * Margin level in percent (equity / used margin × 100, sent with up to 8 decimals), shown like an
 * account figure: 2 decimals truncated, so a level of 50.0001% never shows as the stop-out level
 * it is not at. Null (no open positions) → "--".
 */
export function formatMarginLevel(level: string | null): string {
  return level === null ? NO_VALUE : `${formatAccountAmount(level)}%`;
}

/**
 * Profit rate (P/L / margin × 100, sent rounded half-even to 2 places) with its sign and always 2
 * places: "8.17" → "+8.17%", "16.5" → "+16.50%", "-3" → "-3.00%". Null (unpriced) → "--".
 */
export function formatProfitRate(rate: string | null): string {
  const value = tryParseDecimal(rate);
  if (value === null) return NO_VALUE;
  // Already at 2 places on the wire: toFixed(2) only pads, it never rounds here.
  return `${withGainSign(localizeDecimal(value.toFixed(2)))}%`;
}
