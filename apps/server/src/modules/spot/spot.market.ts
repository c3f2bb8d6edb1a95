import type { InstrumentState } from '@waihui/core';
import type { MarketFeed, Quote } from '../../market-feed';

/*
 * What spot needs from market data, as an interface app.ts wires to the market feed: each
 * instrument's currencies and precision, whether it trades spot, the latest quote and new quotes.
 */

export interface SpotInstrument {
  symbol: string;
  category: string;
  base: string;
  quote: string;
  /** Decimal places of its prices. */
  precision: number;
  allowsSpot: boolean;
}

export interface SpotMarketFeed {
  /** The feed's kind ('simulated', 'replay', …): a fill's source when its quote has no origin. */
  readonly feedKind: string;
  instrument(symbol: string): SpotInstrument | undefined;
  /** Spot-tradable instruments in display order. */
  instruments(): readonly SpotInstrument[];
  latest(symbol: string): Quote | undefined;
  /** Whether the latest quote may be dealt now: live, stale or closed (the feed's condition). */
  state(symbol: string): InstrumentState;
  /** Every new quote in feed order; returns an unsubscribe function. Listeners must be quick. */
  subscribe(listener: (quote: Quote) => void): () => void;
}

export function spotMarketOf(engine: MarketFeed, now: () => Date): SpotMarketFeed {
  const bySymbol = new Map<string, SpotInstrument>(
    engine.instruments.list.map((i) => [
      i.symbol,
      {
        symbol: i.symbol,
        category: i.category,
        base: i.baseCurrency,
        quote: i.quoteCurrency,
        precision: i.precision,
        allowsSpot: i.tradeTypes.includes('spot'),
      },
    ]),
  );
  const tradable = [...bySymbol.values()].filter((i) => i.allowsSpot);
  return {
    feedKind: engine.feedKind,
    instrument: (symbol) => bySymbol.get(symbol),
    instruments: () => tradable,
    latest: (symbol) => engine.quotes.latest(symbol),
    state: (symbol) => engine.conditionOf(symbol, now().getTime()).state,
    subscribe: (listener) => engine.quotes.subscribe(listener),
  };
}
