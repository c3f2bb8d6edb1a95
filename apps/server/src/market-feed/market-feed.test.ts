import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { CANDLE_INTERVALS, INTERVAL_MS, bucketStart } from '@waihui/core';
import { historyKlineResponseSchema } from '@waihui/contracts';
import { marketCandles, marketFeedState, marketLastQuotes } from '../db/schema';
import { createTestApp, TestClock } from '../../test/fixtures';
import type { Quote } from './quote-source';

const T0 = new Date('2026-11-22T10:07:30.000Z');

async function history(app: FastifyInstance, symbol: string, interval: string, limit = 1000) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/default/history_kline2?symbol=${symbol}&interval=${interval}&limit=${limit}`,
  });
  return historyKlineResponseSchema.parse(res.json()).data.items;
}

/** Steps the simulated feed `steps` times, moving the clock 250 ms each time; returns every quote. */
function run(app: FastifyInstance, clock: TestClock, steps: number): Quote[] {
  const quotes: Quote[] = [];
  const unsubscribe = app.market.quotes.subscribe((quote) => quotes.push(quote));
  for (let i = 0; i < steps; i += 1) {
    clock.advance(250);
    app.market.simulatedFeed().step();
  }
  unsubscribe();
  return quotes;
}

describe('backfill on a fresh database', () => {
  it('stores `count` consecutive candles per interval, ending where the feed starts', async () => {
    const { app, database } = await createTestApp({
      config: { MARKET_BACKFILL_CANDLES: '12' },
      now: T0,
    });

    const [stored] = await database.db.select({ n: count() }).from(marketCandles);
    expect(stored!.n).toBe(31 * 8 * 12);

    // The first quote of every instrument is its reference price, at the start time.
    expect(app.market.quotes.latest('BTCUSD')).toMatchObject({
      bid: '94995.00',
      ask: '95005.00',
      last: '95000.00',
      ts: T0.getTime(),
    });
    for (const interval of CANDLE_INTERVALS) {
      const candles = await history(app, 'EURUSD', interval);
      expect(candles).toHaveLength(12);
      expect(candles.at(-1)!.time).toBe(bucketStart(T0.getTime(), interval));
      expect(candles.at(-1)!.close).toBe('1.16000');
      for (let i = 1; i < candles.length; i += 1) {
        expect(candles[i]!.time - candles[i - 1]!.time).toBe(INTERVAL_MS[interval]);
        // No gaps in price either: each candle opens where the previous one closed.
        expect(candles[i]!.open).toBe(candles[i - 1]!.close);
      }
      for (const candle of candles) {
        expect(candle.open).toMatch(/^\d+\.\d{5}$/);
        expect(Number(candle.high)).toBeGreaterThanOrEqual(Number(candle.low));
      }
    }
    // Intervals agree: the 10:00 5m candle is the roll-up of the five 1m candles inside it.
    const oneMinute = (await history(app, 'BTCUSD', '1m')).filter(
      (c) =>
        c.time >= Date.parse('2026-11-22T10:00:00Z') && c.time < Date.parse('2026-11-22T10:05:00Z'),
    );
    const fiveMinute = (await history(app, 'BTCUSD', '5m')).find(
      (c) => c.time === Date.parse('2026-11-22T10:00:00Z'),
    );
    expect(oneMinute).toHaveLength(5);
    expect(fiveMinute).toEqual({
      time: Date.parse('2026-11-22T10:00:00Z'),
      open: oneMinute[0]!.open,
      high: oneMinute.map((c) => c.high).sort((a, b) => Number(b) - Number(a))[0],
      low: oneMinute.map((c) => c.low).sort((a, b) => Number(a) - Number(b))[0],
      close: oneMinute[4]!.close,
    });
  });
});

describe('simulated feed', () => {
  it('is reproducible: the same seed gives the same ticks and history, another seed does not', async () => {
    const runWith = async (seed: string) => {
      const t = await createTestApp({
        config: { MARKET_SEED: seed, MARKET_BACKFILL_CANDLES: '3' },
        now: T0,
      });
      const quotes = run(t.app, t.clock, 40);
      const candles = await history(t.app, 'ETHUSD', '1h');
      await t.close(); // the next run starts on an emptied database
      return { quotes, candles };
    };
    const a = await runWith('7');
    const b = await runWith('7');
    const c = await runWith('8');
    expect(a.quotes.length).toBeGreaterThan(500);
    expect(b.quotes).toEqual(a.quotes);
    expect(b.candles).toEqual(a.candles);
    expect(c.quotes.map((q) => q.last)).not.toEqual(a.quotes.map((q) => q.last));
    // Sequence numbers are consecutive from 1 on a fresh database (31 start ticks first).
    expect(a.quotes[0]!.seq).toBe(32);
    a.quotes.forEach((quote, i) => expect(quote.seq).toBe(32 + i));
  });

  it('ticks several times a second with moves that fit the category', async () => {
    const { app, clock } = await createTestApp({
      config: { MARKET_BACKFILL_CANDLES: '0' },
      now: T0,
    });
    const quotes = run(app, clock, 4 * 60); // one minute of 250 ms steps
    const perSymbol = (symbol: string) => quotes.filter((q) => q.symbol === symbol);
    // Crypto ticks in ~90% of steps: about 3.6 ticks a second.
    expect(perSymbol('BTCUSD').length).toBeGreaterThan(180);
    const relativeMove = (symbol: string) => {
      const list = perSymbol(symbol).map((q) => Number(q.last));
      return Math.max(...list) / Math.min(...list) - 1;
    };
    // Over a minute BTC (55%/year) moves far more than EURUSD (7%/year), and both stay sane.
    expect(relativeMove('BTCUSD')).toBeGreaterThan(relativeMove('EURUSD'));
    expect(relativeMove('BTCUSD')).toBeLessThan(0.01);
    for (const quote of perSymbol('EURUSD')) {
      expect(quote.bid).toMatch(/^\d\.\d{5}$/);
      // 1.0 pip spread, mid on the tick.
      expect(Math.round((Number(quote.ask) - Number(quote.bid)) * 1e5)).toBe(10);
    }
  });
});

describe('restart', () => {
  it('continues from the last stored price, fills the downtime without gaps and never reuses a seq', async () => {
    const clock = TestClock.at(T0);
    const config = { MARKET_BACKFILL_CANDLES: '20' };
    const started = await createTestApp({ config, now: clock });
    const { app: first, database } = started;
    const before = run(first, clock, 20);
    const lastBefore = before.filter((q) => q.symbol === 'BTCUSD').at(-1)!;
    const formingAtShutdown = (await history(first, 'BTCUSD', '1m', 1))[0]!;
    await started.close(); // writes candles and last quotes

    const [stored] = await database.db
      .select()
      .from(marketLastQuotes)
      .where(eq(marketLastQuotes.symbol, 'BTCUSD'));
    expect(stored).toMatchObject({ bid: lastBefore.bid, ask: lastBefore.ask, seq: lastBefore.seq });

    // 13 minutes later (inside the 20-candle window of 1m, which therefore has no hole).
    clock.advance(13 * 60_000);
    const { app: second } = await createTestApp({ config, now: clock, keepData: true });
    const startQuote = second.market.quotes.latest('BTCUSD')!;
    expect(startQuote.ts).toBe(clock.now().getTime());
    // A new block of sequence numbers: nothing issued before the restart is reused.
    expect(startQuote.seq).toBeGreaterThan(100_000);
    const [state] = await database.db.select().from(marketFeedState);
    expect(state!.seqReservedUntil).toBe(200_001);

    const minutes = await history(second, 'BTCUSD', '1m', 60);
    // 1m candles run without a hole from before the restart to now.
    const restartMinute = bucketStart(T0.getTime(), '1m');
    const nowMinute = bucketStart(clock.now().getTime(), '1m');
    const span = minutes.filter((c) => c.time >= restartMinute);
    expect(span.map((c) => c.time)).toEqual(
      Array.from(
        { length: (nowMinute - restartMinute) / 60_000 + 1 },
        (_, i) => restartMinute + i * 60_000,
      ),
    );
    for (let i = 1; i < span.length; i += 1) expect(span[i]!.open).toBe(span[i - 1]!.close);
    // The minute that was forming at shutdown kept its open and high/low, and continued in the gap.
    const resumed = span[0]!;
    expect(resumed.time).toBe(formingAtShutdown.time);
    expect(resumed.open).toBe(formingAtShutdown.open);
    expect(Number(resumed.high)).toBeGreaterThanOrEqual(Number(formingAtShutdown.high));
    expect(Number(resumed.low)).toBeLessThanOrEqual(Number(formingAtShutdown.low));
    // The feed continues from where the gap ends: the last candle closes at the start quote.
    expect(minutes.at(-1)!.close).toBe(startQuote.last);
  });
});
