import { describe, expect, it } from 'vitest';
import { candlesOfHistory, tickersOfMarkets } from './quotes';

const btc = {
  symbol: 'BTCUSD',
  bid: '94993.37',
  ask: '95003.37',
  last: '94998.37',
  change: '718.69',
  change_pct: '0.76',
  high: '95422.87',
  low: '94139.60',
  open: '94279.68',
  prev_close: '94279.68',
  ts: 1795309397846,
  seq: 343,
};

describe('app quote client wiring', () => {
  it('reads the tickers of a currency_matches answer, skipping instruments without one', () => {
    expect(
      tickersOfMarkets({
        categories: [
          {
            category: 'crypto',
            items: [
              { symbol: 'BTCUSD', ticker: btc },
              { symbol: 'X', ticker: null },
            ],
          },
          { category: 'forex', items: 'broken' },
        ],
      }),
    ).toEqual([btc]);
    expect(tickersOfMarkets(null)).toEqual([]);
  });

  it('reads the candles of a history_kline2 answer', () => {
    const candle = { time: 60_000, open: '1.00', high: '2.00', low: '0.50', close: '1.50' };
    expect(candlesOfHistory({ items: [candle, { time: 'x' }] })).toEqual([candle]);
    expect(candlesOfHistory(undefined)).toEqual([]);
  });
});
