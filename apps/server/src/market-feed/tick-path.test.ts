import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS } from '@waihui/core';
import { btcUsdMarket } from './market-feed.fixtures';
import type { Quote } from './quote-source';
import { TickPath } from './tick-path';

const T0 = Date.parse('2026-11-22T10:07:30.000Z');
/** BTCUSD's stale limit in these tests (crypto's, STALE_AFTER_MS). */
const STALE_LIMIT_MS = 10_000;

/** The path over real caches and candles, with the sequence, writes, hub and bus recorded. */
function setUp() {
  const { instruments, quotes, candles, tickers } = btcUsdMarket();
  const events: string[] = [];
  let nextSeq = 41;
  const path = new TickPath({
    instruments,
    sequence: { take: () => nextSeq++ },
    tickers,
    candles,
    persistence: {
      quoteChanged: (quote) => events.push(`write ${quote.seq}`),
      forgetQuote: (symbol) => events.push(`forget ${symbol}`),
    },
    quotes,
    hub: { onTick: (symbol, changes) => events.push(`hub ${symbol} ${changes.length}`) },
    staleLimitMs: () => STALE_LIMIT_MS,
    publish: (quote) => events.push(`bus ${quote.seq}`),
  });
  // A QuoteSource listener sees what the path did before it.
  quotes.subscribe((quote) => {
    const recent = tickers.recentTicks(quote.symbol, 1)[0]?.seq;
    const close = candles.get(quote.symbol, '1m').current?.close;
    events.push(`listener ${quote.seq} recent ${recent} candle ${close}`);
  });
  return { path, quotes, candles, tickers, events };
}

const LEADER_QUOTE: Quote = {
  symbol: 'BTCUSD',
  bid: '90000.00',
  ask: '90010.00',
  last: '90005.00',
  ts: T0,
  seq: 500,
};

describe('the tick path', () => {
  it('numbers an own tick, then recent ticks and candles, the write, listeners, the hub, the bus', () => {
    const { path, quotes, events } = setUp();
    path.onPriceTick({ symbol: 'BTCUSD', bid: 9_501_000, ask: 9_502_000, receivedAtMs: T0 });
    expect(quotes.latest('BTCUSD')).toEqual({
      symbol: 'BTCUSD',
      bid: '95010.00',
      ask: '95020.00',
      last: '95015.00',
      ts: T0,
      seq: 41,
    });
    expect(events).toEqual([
      'write 41',
      'listener 41 recent 41 candle 9501500',
      `hub BTCUSD ${CANDLE_INTERVALS.length}`,
      'bus 41',
    ]);
  });

  it.each([
    [
      'exactly the stale limit after the previous quote: not after a pause',
      STALE_LIMIT_MS,
      {},
      false,
    ],
    ['1 ms past the stale limit: the first after a pause', STALE_LIMIT_MS + 1, {}, true],
    [
      'a fresh tick the source marks (an outage or a closed session ended)',
      250,
      { afterPause: true as const },
      true,
    ],
  ])('%s', (_case, gapMs, mark, afterPause) => {
    const { path, quotes } = setUp();
    path.onPriceTick({ symbol: 'BTCUSD', bid: 9_501_000, ask: 9_502_000, receivedAtMs: T0 });
    path.onPriceTick({
      symbol: 'BTCUSD',
      bid: 9_501_100,
      ask: 9_502_100,
      receivedAtMs: T0 + gapMs,
      ...mark,
    });
    expect(quotes.latest('BTCUSD')).toEqual({
      symbol: 'BTCUSD',
      bid: '95011.00',
      ask: '95021.00',
      last: '95016.00',
      ts: T0 + gapMs,
      seq: 42,
      ...(afterPause ? { afterPause: true } : {}),
    });
  });

  it('carries a live source’s origin into the quote', () => {
    const { path, quotes } = setUp();
    const origin = {
      sourceId: 'binance',
      rawBid: '95010.123',
      rawAsk: '95019.876',
      markupBid: '0.123',
      markupAsk: '0.124',
    };
    path.onPriceTick({
      symbol: 'BTCUSD',
      bid: 9_501_000,
      ask: 9_502_000,
      receivedAtMs: T0,
      origin,
    });
    expect(quotes.latest('BTCUSD')).toEqual({
      symbol: 'BTCUSD',
      bid: '95010.00',
      ask: '95020.00',
      last: '95015.00',
      ts: T0,
      seq: 41,
      origin,
    });
  });

  it('drops a tick of an unknown instrument without using a number', () => {
    const { path, quotes, events } = setUp();
    path.onPriceTick({ symbol: 'XXXUSD', bid: 1, ask: 2, receivedAtMs: T0 });
    path.onPriceTick({ symbol: 'BTCUSD', bid: 9_501_000, ask: 9_502_000, receivedAtMs: T0 });
    expect(quotes.latest('XXXUSD')).toBeUndefined();
    expect(quotes.latest('BTCUSD')!.seq).toBe(41);
    expect(events[0]).toBe('write 41');
  });

  it('takes the leader’s numbered quote as it is, and does not publish it again', () => {
    const { path, quotes, tickers, events } = setUp();
    expect(path.applyNumbered(LEADER_QUOTE)).toBe(true);
    expect(quotes.latest('BTCUSD')).toBe(LEADER_QUOTE);
    expect(tickers.mid('BTCUSD')).toBe(9_000_500);
    expect(events).toEqual([
      'write 500',
      'listener 500 recent 500 candle 9000500',
      `hub BTCUSD ${CANDLE_INTERVALS.length}`,
    ]);
    expect(path.applyNumbered({ ...LEADER_QUOTE, symbol: 'XXXUSD' })).toBe(false);
  });

  it('adopts a stored quote: current for readers, without a recent tick, a candle or a write', () => {
    const { path, quotes, tickers, candles, events } = setUp();
    path.adopt(LEADER_QUOTE);
    expect(quotes.latest('BTCUSD')).toBe(LEADER_QUOTE);
    expect(tickers.ticker('BTCUSD')).toMatchObject({ last: '90005.00', seq: 500 });
    expect(tickers.recentTicks('BTCUSD', 10)).toEqual([]);
    expect(candles.get('BTCUSD', '1m').current).toBeUndefined();
    expect(events).toEqual([
      'forget BTCUSD',
      'listener 500 recent undefined candle undefined',
      'hub BTCUSD 0',
    ]);
  });

  it('gives the latest quotes in tick units, where a promoted leader’s walk resumes', () => {
    const { path } = setUp();
    path.applyNumbered(LEADER_QUOTE);
    expect(path.latestInUnits()).toEqual(
      new Map([['BTCUSD', { mid: 9_000_500, bid: 9_000_000, ask: 9_001_000 }]]),
    );
  });
});
