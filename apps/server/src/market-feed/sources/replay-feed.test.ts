import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/fixtures';
import type { PriceTick } from './price-source';
import { ReplayFeed } from './replay-feed';

describe('ReplayFeed', () => {
  const ticks: PriceTick[] = [
    { symbol: 'BTCUSD', bid: 100, ask: 102, receivedAtMs: 10_000 },
    { symbol: 'EURUSD', bid: 200, ask: 204, receivedAtMs: 10_000 },
    { symbol: 'BTCUSD', bid: 101, ask: 103, receivedAtMs: 11_000 },
    { symbol: 'BTCUSD', bid: 99, ask: 101, receivedAtMs: 13_000 },
  ];
  let feed: ReplayFeed | undefined;
  afterEach(() => feed?.stop());

  it('stepped by hand keeps the recorded times', () => {
    const seen: PriceTick[] = [];
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
    expect(seen.map((t) => t.receivedAtMs)).toEqual([10_000, 10_000, 11_000]);
    expect(feed.remaining()).toBe(1);
    expect(feed.step(5)).toBe(1);
    expect(feed.step()).toBe(0);
  });

  it('played in time keeps the spacing divided by the speed, stamped from the start time', async () => {
    const seen: PriceTick[] = [];
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
    const offsets = seen.map((t) => t.receivedAtMs - seen[0]!.receivedAtMs);
    expect(offsets).toEqual([0, 0, 10, 30]);
    expect(seen[0]!.receivedAtMs - start).toBeLessThan(20);
  });

  it('loops when asked to', async () => {
    const seen: PriceTick[] = [];
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
      expect(seen[i]!.receivedAtMs).toBeGreaterThanOrEqual(seen[i - 1]!.receivedAtMs);
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
      // 10 h 1 min after ETHUSD's quote before (past its 10 s limit): the first after a pause.
      afterPause: true,
    });
    expect(() => market.simulatedFeed()).toThrow('MARKET_FEED is not simulated');
  });

  it('refuses to start on a bad replay file', async () => {
    await expect(
      createTestApp({ config: { MARKET_FEED: 'replay:/nonexistent/ticks.jsonl' }, now: 'real' }),
    ).rejects.toThrow(/ENOENT/);
  });
});
