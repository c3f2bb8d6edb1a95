import type { InstrumentState } from '@waihui/core';
import type { MarketFeed, QuoteOrigin } from '../../market-feed';

/*
 * What delivery needs from market data: the instruments open for delivery contracts (the database's
 * instruments.allows_delivery, loaded by the feed), the latest quote and every new quote.
 */

/** A quote as the feed publishes it: decimal strings at the instrument's precision, time in epoch ms. */
export interface DeliveryQuote {
  symbol: string;
  bid: string;
  ask: string;
  ts: number;
  seq: number;
  /** A live source's quote: where it came from (market-feed Quote). */
  origin?: QuoteOrigin;
  /** The instrument's first quote after a pause (market-feed Quote). */
  afterPause?: true;
}

export interface DeliveryInstrument {
  symbol: string;
  precision: number;
}

export interface DeliveryMarket {
  /** The feed's kind ('simulated', 'replay', …): the source when a quote has no origin. */
  readonly feedKind: string;
  /** Instruments open for delivery contracts, in display order. */
  instruments(): readonly DeliveryInstrument[];
  instrument(symbol: string): DeliveryInstrument | undefined;
  latest(symbol: string): DeliveryQuote | undefined;
  /** Whether the latest quote may be dealt now: live, stale or closed (the feed's condition). */
  state(symbol: string): InstrumentState;
  /**
   * Whether the instrument's trading session stays open from `fromMs` through `untilMs` (epoch ms):
   * a period that would expire outside it is neither offered nor placed (product.md §13.2).
   */
  inSessionThrough(symbol: string, fromMs: number, untilMs: number): boolean;
  /** Every new quote, in feed order; returns an unsubscribe function. Listeners must be quick. */
  subscribe(listener: (quote: DeliveryQuote) => void): () => void;
}

export function deliveryMarketOf(engine: MarketFeed, now: () => Date): DeliveryMarket {
  const open = engine.instruments.list
    .filter((instrument) => instrument.tradeTypes.includes('delivery'))
    .map((instrument) => ({ symbol: instrument.symbol, precision: instrument.precision }));
  const bySymbol = new Map(open.map((instrument) => [instrument.symbol, instrument]));
  return {
    feedKind: engine.feedKind,
    instruments: () => open,
    instrument: (symbol) => bySymbol.get(symbol),
    latest: (symbol) => engine.quotes.latest(symbol),
    state: (symbol) => engine.conditionOf(symbol, now().getTime()).state,
    inSessionThrough: (symbol, fromMs, untilMs) =>
      engine.isInSessionThrough(symbol, fromMs, untilMs),
    subscribe: (listener) => engine.quotes.subscribe(listener),
  };
}
