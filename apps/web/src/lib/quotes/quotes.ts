import { marketPaths, type Candle, type Ticker } from '@waihui/contracts';
import type { CandleInterval } from '@waihui/core';
import { call } from '../http/client';
import { onBrowserReturn, openAppSocket } from '../socket/browser-socket';
import { isCandle, isTicker } from './guards';
import { createQuoteClient } from './quote-client';

/** Candles fetched per polling round while the socket is down: the closed one, the forming one and one spare. */
const POLL_CANDLES = 3;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The tickers inside a GET /api/market/currency_matches answer (`categories[].items[].ticker`). */
export function tickersOfMarkets(data: unknown): Ticker[] {
  const categories = field(data, 'categories');
  if (!Array.isArray(categories)) return [];
  return categories.flatMap((category: unknown) => {
    const items = field(category, 'items');
    return Array.isArray(items)
      ? items.map((item: unknown) => field(item, 'ticker')).filter(isTicker)
      : [];
  });
}

/** The candles of a GET /api/default/history_kline2 answer. */
export function candlesOfHistory(data: unknown): Candle[] {
  const items = field(data, 'items');
  return Array.isArray(items) ? items.filter(isCandle) : [];
}

/** The app's one quote client (home, markets, chart, and later the contract page). */
export const quotes = createQuoteClient({
  openSocket: openAppSocket,
  pollTickers: async (symbol) =>
    tickersOfMarkets(await call(marketPaths.currencyMatches, { symbol })),
  pollCandles: async (symbol: string, interval: CandleInterval) =>
    candlesOfHistory(
      await call(marketPaths.historyKline, { symbol, interval, limit: POLL_CANDLES }),
    ),
});

// Back online or back in view: try at once instead of waiting out the backoff.
onBrowserReturn(() => quotes.reconnectNow());
