/*
 * Quote helpers that are not number formats (those live in @/lib/format/numbers, over the core's
 * one formatter per kind).
 */

/** Whether a signed decimal string is above, below or at zero (by its digits). */
export function trendOf(value: string | null | undefined): 'rise' | 'fall' | 'flat' {
  if (value == null || !/[1-9]/.test(value)) return 'flat';
  return value.startsWith('-') ? 'fall' : 'rise';
}

/** "BTC/USD" for a pair whose symbol is base + quote; the symbol itself otherwise ("SPY", "US500"). */
export function displaySymbol(item: {
  symbol: string;
  base_currency: string;
  quote_currency: string;
}): string {
  return item.symbol === `${item.base_currency}${item.quote_currency}`
    ? `${item.base_currency}/${item.quote_currency}`
    : item.symbol;
}
