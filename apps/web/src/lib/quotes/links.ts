import { PATHS } from '../paths';

/*
 * In-app addresses of the quote screens, shared by every feature that links to them (features do
 * not import each other). Query values are URL-encoded.
 */

export type MarketTab = 'watchlist' | 'crypto' | 'forex' | 'etf' | 'futures' | 'commodity';
export const MARKET_TABS: readonly MarketTab[] = [
  'watchlist',
  'crypto',
  'forex',
  'etf',
  'futures',
  'commodity',
];

export function isMarketTab(value: unknown): value is MarketTab {
  return typeof value === 'string' && (MARKET_TABS as readonly string[]).includes(value);
}

/** The candlestick chart of one instrument. */
export function chartPath(symbol: string): string {
  return `${PATHS.chart}?symbol=${encodeURIComponent(symbol)}`;
}

/** The delivery (fixed-time) contract screen on one instrument. */
export function deliveryPath(symbol: string): string {
  return `${PATHS.delivery}?symbol=${encodeURIComponent(symbol)}`;
}

/** The markets tab page, optionally on one tab. */
export function marketsPath(tab?: MarketTab): string {
  return tab === undefined ? PATHS.markets : `${PATHS.markets}?tab=${tab}`;
}

/** The contract page, opened on a symbol and side (long = buy, short = sell). */
export function contractPath(symbol: string, side: 'long' | 'short'): string {
  return `${PATHS.contractTrade}?symbol=${encodeURIComponent(symbol)}&side=${side}`;
}

/** The spot orders screen, optionally on one pair. */
export function spotPath(symbol?: string): string {
  return symbol === undefined
    ? PATHS.spotOrders
    : `${PATHS.spotOrders}?symbol=${encodeURIComponent(symbol)}`;
}
