import { parseDecimal } from '@waihui/core';
import type { MarketEngine, MarketInstrument } from '../../market-feed';
import type { TradingInstrument, TradingMarket } from './trading.market';

/** The market feed as trading sees it: contract terms per instrument, latest quotes, new quotes. */
export function tradingMarketOf(engine: MarketEngine): TradingMarket {
  const bySymbol = new Map<string, TradingInstrument>(
    engine.instruments.list.map((instrument) => [instrument.symbol, contractSpecOf(instrument)]),
  );
  const tradable = [...bySymbol.values()].filter((instrument) => instrument.allowsContract);
  return {
    instrument: (symbol) => bySymbol.get(symbol),
    instruments: () => tradable,
    latest: (symbol) => engine.quotes.latest(symbol),
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
