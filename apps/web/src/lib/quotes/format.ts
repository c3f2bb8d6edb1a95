/*
 * Display of quotes (product.md §12.3). Prices keep exactly the decimals the server sent (the instrument
 * precision) and only gain thousands separators; nothing here rounds or goes through a float.
 */

/** Shown where a value is not known yet (no tick, no previous close). */
export const NO_VALUE = '--';

/** "94998.37" → "94,998.37"; "0.20004" stays; null → "--". */
export function formatPrice(value: string | null | undefined): string {
  if (value == null || value === '') return NO_VALUE;
  const negative = value.startsWith('-');
  const unsigned = negative ? value.slice(1) : value;
  const [whole = '', fraction] = unsigned.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Whether a signed decimal string is above, below or at zero (by its digits). */
export function trendOf(value: string | null | undefined): 'rise' | 'fall' | 'flat' {
  if (value == null || !/[1-9]/.test(value)) return 'flat';
  return value.startsWith('-') ? 'fall' : 'rise';
}

/** Change with its sign: "718.69" → "+718.69", "-35.44" stays, "0.00" stays, null → "--". */
export function formatChange(value: string | null | undefined): string {
  if (value == null || value === '') return NO_VALUE;
  return trendOf(value) === 'rise' ? `+${formatPrice(value)}` : formatPrice(value);
}

/** Change percentage: "0.76" → "+0.76%", "-1.06" → "-1.06%", "0.00" → "0.00%", null → "--". */
export function formatChangePct(value: string | null | undefined): string {
  if (value == null || value === '') return NO_VALUE;
  return `${formatChange(value)}%`;
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
