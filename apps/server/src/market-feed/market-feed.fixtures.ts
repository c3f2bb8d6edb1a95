import { CandleBuilder } from './candle-builder';
import { InstrumentRegistry, type MarketInstrument } from './instruments';
import { QuoteCache } from './quote-source';
import { TickerCache } from './ticker-cache';

/** Tests' in-memory market of one instrument, BTCUSD (2 decimals): quotes, candles, ticker cache. */
export function btcUsdMarket() {
  const instruments = new InstrumentRegistry([
    { symbol: 'BTCUSD', precision: 2 } as MarketInstrument,
  ]);
  const quotes = new QuoteCache();
  const candles = new CandleBuilder(() => 2);
  const tickers = new TickerCache({ instruments, quotes, candles });
  return { instruments, quotes, candles, tickers };
}
