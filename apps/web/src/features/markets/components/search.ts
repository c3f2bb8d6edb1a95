import type { MarketItem } from '@waihui/contracts';

function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s/._-]+/g, '');
}

/**
 * Whether an instrument matches what was typed in the search box: its symbol, its name (in the
 * current language) or its base currency, ignoring case, spaces and separators ("btc/usd" finds
 * BTCUSD, "gold" finds XAUUSD in English). An empty query matches everything.
 */
export function matchesQuery(
  item: Pick<MarketItem, 'symbol' | 'name' | 'base_currency'>,
  query: string,
): boolean {
  const wanted = normalise(query);
  if (wanted === '') return true;
  return [item.symbol, item.name, item.base_currency].some((text) =>
    normalise(text).includes(wanted),
  );
}
