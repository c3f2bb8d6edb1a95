import { describe, expect, it } from 'vitest';
import { computeMidUnits, decimalToUnits, unitsToDecimalString } from '@waihui/core';
import { btcUsdMarket } from './market-feed.fixtures';
import type { Quote } from './quote-source';
import { RECENT_TICKS } from './ticker-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
const TODAY = Date.parse('2026-11-22T00:00:00Z');
const T0 = TODAY + 10 * 60 * 60 * 1000;

/** BTCUSD (2 decimals) with its quotes, candles and ticker cache; `tick` runs what the path does. */
function setUp() {
  const { quotes, candles, tickers } = btcUsdMarket();
  let seq = 0;
  const tick = (bid: string, ask: string, ts = T0): Quote => {
    seq += 1;
    const mid = computeMidUnits(decimalToUnits(bid, 2), decimalToUnits(ask, 2));
    const quote = { symbol: 'BTCUSD', bid, ask, last: unitsToDecimalString(mid, 2), ts, seq };
    tickers.record(quote, mid);
    candles.apply('BTCUSD', ts, mid);
    quotes.publish(quote);
    return quote;
  };
  return { candles, tickers, tick };
}

describe('ticker cache', () => {
  it('has nothing before the first tick', () => {
    const { tickers } = setUp();
    expect(tickers.ticker('BTCUSD')).toBeNull();
    expect(tickers.tickerJson('BTCUSD')).toBeNull();
    expect(tickers.recentTicks('BTCUSD', 10)).toEqual([]);
    expect(tickers.mid('BTCUSD')).toBeUndefined();
  });

  it('builds the ticker from the quote and the 1d candles: change against yesterday’s close', () => {
    const { candles, tickers, tick } = setUp();
    candles.load('BTCUSD', '1d', [
      { openTime: TODAY, open: 9_500_000, high: 9_510_000, low: 9_490_000, close: 9_500_000 },
      {
        openTime: TODAY - DAY_MS,
        open: 9_300_000,
        high: 9_450_000,
        low: 9_250_000,
        close: 9_400_000,
      },
    ]);
    tick('95010.00', '95020.00');
    const ticker = tickers.ticker('BTCUSD');
    expect(ticker).toEqual({
      symbol: 'BTCUSD',
      bid: '95010.00',
      ask: '95020.00',
      last: '95015.00',
      // 1015.00 / 94000.00 = 1.0798 %, half-even to 2 decimals.
      change: '1015.00',
      change_pct: '1.08',
      high: '95100.00',
      low: '94900.00',
      open: '95000.00',
      prev_close: '94000.00',
      ts: T0,
      seq: 1,
    });
    expect(tickers.tickerJson('BTCUSD')).toBe(JSON.stringify(ticker));

    tick('93995.00', '94005.00');
    expect(tickers.ticker('BTCUSD')).toMatchObject({ change: '0.00', change_pct: '0.00', seq: 2 });
  });

  it('without yesterday’s close the change is null, never 0, and the day’s range is the mid', () => {
    const { tickers, tick } = setUp();
    tick('95000.00', '95010.00');
    expect(tickers.ticker('BTCUSD')).toMatchObject({
      change: null,
      change_pct: null,
      prev_close: null,
      open: '95005.00',
      high: '95005.00',
      low: '95005.00',
    });
  });

  it('serves one object and one JSON string until the next tick', () => {
    const { tickers, tick } = setUp();
    tick('95000.00', '95010.00');
    const first = tickers.ticker('BTCUSD');
    const json = tickers.tickerJson('BTCUSD');
    expect(tickers.ticker('BTCUSD')).toBe(first);
    expect(tickers.tickerJson('BTCUSD')).toBe(json);
    tick('95002.00', '95012.00');
    expect(tickers.ticker('BTCUSD')).not.toBe(first);
    expect(tickers.ticker('BTCUSD')!.bid).toBe('95002.00');
  });

  it(`keeps the last ${RECENT_TICKS} ticks, newest first, each up, down or flat against the previous mid`, () => {
    const { tickers, tick } = setUp();
    tick('100.00', '102.00');
    tick('101.00', '103.00');
    tick('101.00', '103.00');
    tick('99.00', '101.00');
    expect(
      tickers.recentTicks('BTCUSD', 10).map((item) => `${item.seq} ${item.direction}`),
    ).toEqual(['4 down', '3 flat', '2 up', '1 flat']);
    expect(tickers.recentTicks('BTCUSD', 2).map((item) => item.seq)).toEqual([4, 3]);

    for (let i = 0; i < RECENT_TICKS; i += 1) tick('100.00', '102.00');
    const kept = tickers.recentTicks('BTCUSD', 1000);
    expect(kept).toHaveLength(RECENT_TICKS);
    expect(kept[0]!.seq).toBe(RECENT_TICKS + 4);
    expect(kept.at(-1)!.seq).toBe(5);
  });

  it('adopting a stored quote sets the mid and drops the cached ticker, without a recent tick', () => {
    const { tickers, tick } = setUp();
    tick('95000.00', '95010.00');
    const before = tickers.ticker('BTCUSD');
    tickers.adopt('BTCUSD', 9_000_500);
    expect(tickers.mid('BTCUSD')).toBe(9_000_500);
    expect(tickers.ticker('BTCUSD')).not.toBe(before);
    expect(tickers.recentTicks('BTCUSD', 10)).toHaveLength(1);
  });
});
