import {
  CHANGE_PCT_SCALE,
  computeChangePct,
  type PriceUnits,
  unitsToDecimal,
  unitsToDecimalString,
} from '@waihui/core';
import type { DealItem, Ticker } from '@waihui/contracts';
import type { CandleBuilder } from './candle-builder';
import type { InstrumentRegistry } from './instruments';
import type { Quote, QuoteSource } from './quote-source';

/** Ticks kept per instrument for GET /api/market/deal. */
export const RECENT_TICKS = 100;

interface CachedTicker {
  ticker: Ticker;
  json: string;
}

/**
 * What readers ask of the latest quotes: each instrument's mid (tick units), its last RECENT_TICKS
 * ticks with their direction, and its ticker (product.md §3.4) with the ticker's JSON. A ticker is built on
 * the first request after a tick (from the quote and the 1d candles) and then served from the cache,
 * so every WebSocket flush and HTTP list between two ticks shares one object and one string.
 */
export class TickerCache {
  private readonly mids = new Map<string, PriceUnits>();
  private readonly recent = new Map<string, DealItem[]>();
  private readonly tickers = new Map<string, CachedTicker>();

  constructor(
    private readonly deps: {
      instruments: InstrumentRegistry;
      /** The latest quote per instrument (already published when a ticker is asked for). */
      quotes: Pick<QuoteSource, 'latest'>;
      /** The 1d candles give today's open, high, low and yesterday's close. */
      candles: Pick<CandleBuilder, 'get'>;
    },
  ) {}

  /** A tick on the path: its mid, a recent tick (up, down or flat against the previous mid). */
  record(quote: Quote, mid: PriceUnits): void {
    const previousMid = this.mids.get(quote.symbol);
    this.mids.set(quote.symbol, mid);
    this.tickers.delete(quote.symbol);
    let list = this.recent.get(quote.symbol);
    if (!list) {
      list = [];
      this.recent.set(quote.symbol, list);
    }
    list.push({
      bid: quote.bid,
      ask: quote.ask,
      last: quote.last,
      direction:
        previousMid === undefined || previousMid === mid
          ? 'flat'
          : mid > previousMid
            ? 'up'
            : 'down',
      ts: quote.ts,
      seq: quote.seq,
    });
    if (list.length > RECENT_TICKS) list.splice(0, list.length - RECENT_TICKS);
  }

  /** A quote made current without a tick (a follower adopting the leader's stored quote). */
  adopt(symbol: string, mid: PriceUnits): void {
    this.mids.set(symbol, mid);
    this.tickers.delete(symbol);
  }

  /** The mid of the latest quote, in tick units; undefined before the first. */
  mid(symbol: string): PriceUnits | undefined {
    return this.mids.get(symbol);
  }

  /** The latest ticks of a symbol, newest first. */
  recentTicks(symbol: string, limit: number): DealItem[] {
    return (this.recent.get(symbol) ?? []).slice(-limit).reverse();
  }

  /** The market quote of product.md §3.4, or null before the first tick. */
  ticker(symbol: string): Ticker | null {
    return this.cached(symbol)?.ticker ?? null;
  }

  /** The ticker as JSON (the WebSocket hub splices it into frames), or null before the first tick. */
  tickerJson(symbol: string): string | null {
    return this.cached(symbol)?.json ?? null;
  }

  private cached(symbol: string): CachedTicker | undefined {
    const cached = this.tickers.get(symbol);
    if (cached) return cached;
    const quote = this.deps.quotes.latest(symbol);
    const mid = this.mids.get(symbol);
    const instrument = this.deps.instruments.get(symbol);
    if (!quote || mid === undefined || !instrument) return undefined;
    const { precision } = instrument;
    const day = this.deps.candles.get(symbol, '1d');
    const today = day.current;
    const prevClose = day.previous?.close;
    const changePct =
      prevClose === undefined
        ? null
        : computeChangePct(unitsToDecimal(mid, precision), unitsToDecimal(prevClose, precision));
    const ticker: Ticker = {
      symbol,
      bid: quote.bid,
      ask: quote.ask,
      last: quote.last,
      change: prevClose === undefined ? null : unitsToDecimalString(mid - prevClose, precision),
      change_pct:
        changePct === null
          ? null
          : changePct.isZero()
            ? '0.00'
            : changePct.toFixed(CHANGE_PCT_SCALE),
      high: unitsToDecimalString(today?.high ?? mid, precision),
      low: unitsToDecimalString(today?.low ?? mid, precision),
      open: unitsToDecimalString(today?.open ?? mid, precision),
      prev_close: prevClose === undefined ? null : unitsToDecimalString(prevClose, precision),
      ts: quote.ts,
      seq: quote.seq,
    };
    const entry = { ticker, json: JSON.stringify(ticker) };
    this.tickers.set(symbol, entry);
    return entry;
  }
}
