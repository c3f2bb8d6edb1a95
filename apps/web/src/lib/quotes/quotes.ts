import { marketPaths, WS_PATH, type Candle, type Ticker } from '@waihui/contracts';
import type { CandleInterval } from '@waihui/core';
import { call } from '../http/client';
import { isCandle, isTicker } from './guards';
import { createQuoteClient, type QuoteSocket } from './quote-client';

/** Candles fetched per polling round while the socket is down: the closed one, the forming one and one spare. */
const POLL_CANDLES = 3;

/** ws(s)://<API host>/ws: the API base when one is configured, else this page's host. */
export function quoteSocketUrl(
  apiBase: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  if (apiBase !== '') {
    const url = new URL(WS_PATH, apiBase);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  }
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${WS_PATH}`;
}

const utf8 = new TextDecoder();

/**
 * The JSON text of a frame. The server sends its shared update frames as binary frames (one
 * serialised buffer for many connections), other messages as text; both carry UTF-8 JSON.
 */
export function frameText(data: unknown): unknown {
  if (data instanceof ArrayBuffer) return utf8.decode(data);
  if (ArrayBuffer.isView(data)) return utf8.decode(data);
  return data;
}

/**
 * The browser WebSocket behind the client's small socket interface. Closing one that is still
 * connecting waits for it to open first: closing it at once makes the browser log an error.
 */
export function openBrowserSocket(url: string): QuoteSocket {
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  let closed = false;
  const socket: QuoteSocket = {
    send: (data) => ws.send(data),
    close: () => {
      closed = true;
      if (ws.readyState !== WebSocket.CONNECTING) ws.close();
    },
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onopen = (event) => {
    if (closed) ws.close();
    else socket.onopen?.(event);
  };
  ws.onmessage = (event: MessageEvent<unknown>) =>
    socket.onmessage?.({ data: frameText(event.data) });
  ws.onclose = (event) => socket.onclose?.(event);
  ws.onerror = (event) => socket.onerror?.(event);
  return socket;
}

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

const apiBase = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** The app's one quote client (home, markets, chart, and later the contract page). */
export const quotes = createQuoteClient({
  openSocket: () => openBrowserSocket(quoteSocketUrl(apiBase, window.location)),
  pollTickers: async (symbol) =>
    tickersOfMarkets(await call(marketPaths.currencyMatches, { symbol })),
  pollCandles: async (symbol: string, interval: CandleInterval) =>
    candlesOfHistory(
      await call(marketPaths.historyKline, { symbol, interval, limit: POLL_CANDLES }),
    ),
});

// Back online or back in view: try at once instead of waiting out the backoff.
window.addEventListener('online', () => quotes.reconnectNow());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') quotes.reconnectNow();
});
