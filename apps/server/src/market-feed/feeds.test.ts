import { afterEach, describe, expect, it } from 'vitest';
import { ReplayFeed, type RawTick } from './feeds';
import { InstrumentRegistry, type MarketInstrument } from './instruments';
import { parseReplayTicks, type ReplayTick } from './replay-file';
import { createTestApp } from '../../test/fixtures';

const registry = new InstrumentRegistry([
  { symbol: 'BTCUSD', precision: 2 } as MarketInstrument,
  { symbol: 'EURUSD', precision: 5 } as MarketInstrument,
]);

describe('replay file', () => {
  it('reads JSON lines into tick units, skipping blank lines', () => {
    const text = [
      '{"symbol":"BTCUSD","bid":"95000.1","ask":"95010.00","ts":1000}',
      '',
      '{"symbol":"EURUSD","bid":"1.16","ask":"1.16010","ts":1000}',
      '{"symbol":"BTCUSD","bid":"95001.00","ask":"95011.00","ts":2500}',
    ].join('\n');
    expect(parseReplayTicks(text, registry)).toEqual([
      { symbol: 'BTCUSD', bid: 9500010, ask: 9501000, ts: 1000 },
      { symbol: 'EURUSD', bid: 116000, ask: 116010, ts: 1000 },
      { symbol: 'BTCUSD', bid: 9500100, ask: 9501100, ts: 2500 },
    ]);
  });

  it.each([
    ['not json', 'replay line 1: not JSON'],
    ['{"symbol":"BTCUSD","bid":1,"ask":"2","ts":1}', 'replay line 1: needs symbol'],
    ['{"symbol":"XXX","bid":"1","ask":"2","ts":1}', 'replay line 1: unknown instrument XXX'],
    [
      '{"symbol":"BTCUSD","bid":"1.001","ask":"2","ts":1}',
      'replay line 1: 1.001 has more than 2 decimals',
    ],
    [
      '{"symbol":"BTCUSD","bid":"-1","ask":"2","ts":1}',
      'replay line 1: "-1" is not a positive decimal',
    ],
    ['{"symbol":"BTCUSD","bid":"3","ask":"2","ts":1}', 'replay line 1: bid above ask'],
    [
      '{"symbol":"BTCUSD","bid":"1","ask":"2","ts":5}\n{"symbol":"BTCUSD","bid":"1","ask":"2","ts":4}',
      'replay line 2: ts goes back in time',
    ],
  ])('rejects %j', (text, message) => {
    expect(() => parseReplayTicks(text, registry)).toThrow(message);
  });
});

describe('ReplayFeed', () => {
  const ticks: ReplayTick[] = [
    { symbol: 'BTCUSD', bid: 100, ask: 102, ts: 10_000 },
    { symbol: 'EURUSD', bid: 200, ask: 204, ts: 10_000 },
    { symbol: 'BTCUSD', bid: 101, ask: 103, ts: 11_000 },
    { symbol: 'BTCUSD', bid: 99, ask: 101, ts: 13_000 },
  ];
  let feed: ReplayFeed | undefined;
  afterEach(() => feed?.stop());

  it('stepped by hand keeps the recorded times', () => {
    const seen: RawTick[] = [];
    feed = new ReplayFeed({
      ticks,
      speed: 0,
      loop: false,
      nowMs: () => 0,
      sink: (t) => seen.push(t),
    });
    feed.start(); // does nothing at speed 0
    expect(seen).toEqual([]);
    expect(feed.step()).toBe(1);
    expect(feed.advanceTo(11_000)).toBe(2);
    expect(seen.map((t) => t.ts)).toEqual([10_000, 10_000, 11_000]);
    expect(feed.remaining()).toBe(1);
    expect(feed.step(5)).toBe(1);
    expect(feed.step()).toBe(0);
  });

  it('played in time keeps the spacing divided by the speed, stamped from the start time', async () => {
    const seen: RawTick[] = [];
    const start = Date.now();
    feed = new ReplayFeed({
      ticks,
      speed: 100,
      loop: false,
      nowMs: () => Date.now(),
      sink: (t) => seen.push(t),
    });
    feed.start();
    expect(seen).toHaveLength(2); // the first two are due at once
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(seen.map((t) => t.symbol)).toEqual(['BTCUSD', 'EURUSD', 'BTCUSD', 'BTCUSD']);
    const offsets = seen.map((t) => t.ts - seen[0]!.ts);
    expect(offsets).toEqual([0, 0, 10, 30]);
    expect(seen[0]!.ts - start).toBeLessThan(20);
  });

  it('loops when asked to', async () => {
    const seen: RawTick[] = [];
    feed = new ReplayFeed({
      ticks,
      speed: 1000,
      loop: true,
      nowMs: () => Date.now(),
      sink: (t) => seen.push(t),
    });
    feed.start();
    await new Promise((resolve) => setTimeout(resolve, 60));
    feed.stop();
    expect(seen.length).toBeGreaterThan(8);
    expect(seen.slice(4, 8).map((t) => t.bid)).toEqual([100, 200, 101, 99]);
    for (let i = 1; i < seen.length; i += 1)
      expect(seen[i]!.ts).toBeGreaterThanOrEqual(seen[i - 1]!.ts);
  });
});

describe('replay feed in the app', () => {
  it('numbers ticks from 1 and publishes them to QuoteSource listeners in order', async () => {
    const t = await createTestApp({
      config: { MARKET_FEED: 'replay:apps/server/src/market-feed/fixtures/replay-basic.jsonl' },
      now: 'real',
    });
    const { market } = t.app;
    // Before the first tick there is no quote: nothing is made up.
    expect(market.quotes.latest('BTCUSD')).toBeUndefined();
    const seen: string[] = [];
    const unsubscribe = market.quotes.subscribe((q) => seen.push(`${q.seq} ${q.symbol} ${q.last}`));
    market.replayFeed().step(4);
    unsubscribe();
    market.replayFeed().step(1);
    expect(seen).toEqual([
      '1 BTCUSD 94000.00',
      '2 ETHUSD 3250.50',
      '3 EURUSD 1.16116',
      '4 BTCUSD 95005.00',
    ]);
    expect(market.quotes.latest('ETHUSD')).toEqual({
      symbol: 'ETHUSD',
      bid: '3300.00',
      ask: '3301.00',
      last: '3300.50',
      ts: Date.parse('2026-11-22T10:00:00Z'),
      seq: 5,
    });
    expect(() => market.simulatedFeed()).toThrow('MARKET_FEED is not simulated');
  });

  it('refuses to start on a bad replay file', async () => {
    await expect(
      createTestApp({ config: { MARKET_FEED: 'replay:/nonexistent/ticks.jsonl' }, now: 'real' }),
    ).rejects.toThrow(/ENOENT/);
  });
});
