import { parseDecimal } from '@waihui/core';
import type { MarketFeed, MarketInstrument } from '../../market-feed';
import type { TradingInstrument, TradingMarket } from './trading.market';

/** The market feed as trading sees it: contract terms per instrument, latest quotes, new quotes. */
/**
 * The terms are read from the registry at each call: a fee or leverage an operator changed applies
 * to the next order (open ones keep the terms stored with them).
 */
export function tradingMarketOf(engine: MarketFeed, now: () => Date): TradingMarket {
  return {
    feedKind: engine.feedKind,
    instrument: (symbol) => {
      const instrument = engine.instruments.get(symbol);
      return instrument === undefined ? undefined : contractSpecOf(instrument);
    },
    instruments: () =>
      engine.instruments.list.map(contractSpecOf).filter((instrument) => instrument.allowsContract),
    latest: (symbol) => engine.quotes.latest(symbol),
    state: (symbol) => engine.conditionOf(symbol, now().getTime()).state,
    subscribe: (listener) => engine.quotes.subscribe(listener),
  };
}

function contractSpecOf(instrument: MarketInstrument): TradingInstrument {
  return {
    symbol: instrument.symbol,
    category: instrument.category,
    base: instrument.baseCurrency,
    quote: instrument.quoteCurrency,
    precision: instrument.precision,
    contractSize: parseDecimal(instrument.contractSize),
    feeRate: parseDecimal(instrument.feeRate),
    maxLeverage: instrument.maxLeverage,
    maxLots: instrument.maxLots,
    allowsContract: instrument.tradeTypes.includes('contract'),
  };
}
