import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Ticker } from '@waihui/contracts';
import type { CandleInterval } from '@waihui/core';
import type { CandleEvent, QuoteClient, QuoteStatus, TickerMap } from './quote-client';
import { quotes } from './quotes';

/**
 * Live tickers for a screen: subscribes while mounted (`'all'`, a list of symbols, or null for
 * none yet) and re-renders on every change (at most every 250 ms from the server). The map holds
 * every ticker the client knows, not only the requested ones.
 */
export function useTickers(
  symbols: readonly string[] | 'all' | null,
  client: QuoteClient = quotes,
): TickerMap {
  const key = symbols === null ? '' : symbols === 'all' ? '*' : [...symbols].sort().join(',');
  useEffect(() => {
    if (key === '') return undefined;
    return client.subscribeTickers(key === '*' ? 'all' : key.split(','));
  }, [client, key]);
  return useSyncExternalStore(client.onChange, client.getTickers);
}

/** The live ticker of one symbol (undefined until known); null subscribes to nothing. */
export function useTicker(symbol: string | null, client: QuoteClient = quotes): Ticker | undefined {
  const tickers = useTickers(symbol === null ? null : [symbol], client);
  return symbol === null ? undefined : tickers.get(symbol);
}

export function useQuoteStatus(client: QuoteClient = quotes): QuoteStatus {
  return useSyncExternalStore(client.onChange, client.getStatus);
}

/** Candle events of one symbol and interval while mounted; null symbol = none. */
export function useCandleStream(
  symbol: string | null,
  interval: CandleInterval,
  onCandles: (event: CandleEvent) => void,
  client: QuoteClient = quotes,
): void {
  const listener = useRef(onCandles);
  useEffect(() => {
    listener.current = onCandles;
  }, [onCandles]);
  useEffect(() => {
    if (symbol === null) return undefined;
    return client.subscribeCandles(symbol, interval, (event) => listener.current(event));
  }, [client, symbol, interval]);
}
