import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import {
  CANDLE_INTERVALS,
  type CandleInterval,
  computeMidUnits,
  decimalToUnits,
  unitsToDecimalString,
} from '@waihui/core';
import type { Db } from '../db/database';
import { marketCandles, marketLastQuotes } from '../db/schema';
import { createTestDatabase } from '../../test/fixtures';
import { CandleBuilder } from './candle-builder';
import { INSTRUMENT_CATALOGUE } from './catalogue';
import { type CandleRow, seedInstruments, upsertCandles } from './feed.repository';
import { InstrumentRegistry, type MarketInstrument } from './instruments';
import { FeedPersistence, loadStoredQuotes } from './persistence';
import type { Quote } from './quote-source';

const T0 = Date.parse('2026-11-22T10:07:30.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const PERSIST_MS = 5000;

/** A BTCUSD quote (2 decimals) at T0, its candles applied as the tick path does. */
function quoteAt(candles: CandleBuilder, bid: string, ask: string, seq: number): Quote {
  const mid = computeMidUnits(decimalToUnits(bid, 2), decimalToUnits(ask, 2));
  candles.apply('BTCUSD', T0, mid);
  return { symbol: 'BTCUSD', bid, ask, last: unitsToDecimalString(mid, 2), ts: T0, seq };
}

async function setUp(options: { seeded: boolean } = { seeded: true }) {
  const { db } = await createTestDatabase();
  if (options.seeded) await seedInstruments(db, INSTRUMENT_CATALOGUE);
  const candles = new CandleBuilder(() => 2);
  const persistence = new FeedPersistence({
    db,
    candles,
    persistMs: PERSIST_MS,
    nowMs: () => T0,
    log: pino({ enabled: false }),
  });
  return { db, candles, persistence };
}

async function storedBtc(db: Db) {
  const [quote] = await db
    .select()
    .from(marketLastQuotes)
    .where(eq(marketLastQuotes.symbol, 'BTCUSD'));
  const candles = await db.select().from(marketCandles).where(eq(marketCandles.symbol, 'BTCUSD'));
  return { quote, candles };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('feed persistence', () => {
  it('writes the changed candles and the last quote, and nothing when nothing changed', async () => {
    const { db, candles, persistence } = await setUp();
    persistence.quoteChanged(quoteAt(candles, '95000.00', '95010.00', 7));
    await persistence.persist();
    const written = await storedBtc(db);
    expect(written.quote).toMatchObject({ bid: '95000.00', ask: '95010.00', seq: 7 });
    expect(written.quote!.quotedAt.getTime()).toBe(T0);
    expect(written.candles.map((row) => row.interval).sort()).toEqual([...CANDLE_INTERVALS].sort());
    expect(new Set(written.candles.map((row) => row.close))).toEqual(new Set(['95005.00']));

    // Nothing changed since: the next write leaves the rows alone.
    await db.update(marketLastQuotes).set({ bid: '1.00' });
    await persistence.persist();
    expect((await storedBtc(db)).quote!.bid).toBe('1.00');
  });

  it('keeps what a failed write held and writes it with the next one', async () => {
    const { db, candles, persistence } = await setUp({ seeded: false });
    persistence.quoteChanged(quoteAt(candles, '95000.00', '95010.00', 7));
    await persistence.persist(); // no BTCUSD instrument yet: the foreign keys refuse the rows
    expect((await storedBtc(db)).candles).toEqual([]);

    await seedInstruments(db, INSTRUMENT_CATALOGUE);
    await persistence.persist();
    const written = await storedBtc(db);
    expect(written.quote).toMatchObject({ bid: '95000.00', seq: 7 });
    expect(written.candles).toHaveLength(CANDLE_INTERVALS.length);
  });

  it('an adopted quote is not written back', async () => {
    const { db, candles, persistence } = await setUp();
    persistence.quoteChanged(quoteAt(candles, '95000.00', '95010.00', 7));
    persistence.forgetQuote('BTCUSD');
    await persistence.persist();
    const written = await storedBtc(db);
    expect(written.quote).toBeUndefined();
    expect(written.candles).toHaveLength(CANDLE_INTERVALS.length);
  });

  it('writes every persistMs between start and stop', async () => {
    const { db, candles, persistence } = await setUp();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    persistence.start();
    persistence.quoteChanged(quoteAt(candles, '95000.00', '95010.00', 7));
    vi.advanceTimersByTime(PERSIST_MS - 1);
    await persistence.idle();
    expect((await storedBtc(db)).quote).toBeUndefined();
    vi.advanceTimersByTime(1);
    await persistence.idle();
    expect((await storedBtc(db)).quote).toMatchObject({ seq: 7 });

    persistence.stop();
    persistence.quoteChanged(quoteAt(candles, '95020.00', '95030.00', 8));
    vi.advanceTimersByTime(10 * PERSIST_MS);
    await persistence.idle();
    expect((await storedBtc(db)).quote).toMatchObject({ seq: 7 });
  });

  it('prunes short-interval candles past their retention and keeps the long intervals', async () => {
    const { db, persistence } = await setUp();
    const row = (interval: CandleInterval, daysAgo: number): CandleRow => ({
      symbol: 'BTCUSD',
      interval,
      openTime: new Date(T0 - daysAgo * DAY_MS),
      open: '1.00',
      high: '1.00',
      low: '1.00',
      close: '1.00',
    });
    await upsertCandles(db, [
      row('1m', 8),
      row('1m', 6),
      row('1h', 366),
      row('1h', 364),
      row('4h', 1000),
      row('1w', 3000),
    ]);
    await persistence.prune();
    const kept = (await storedBtc(db)).candles.map(
      (candle) => `${candle.interval} ${Math.round((T0 - candle.openTime.getTime()) / DAY_MS)}`,
    );
    expect(kept.sort()).toEqual(['1h 364', '1m 6', '1w 3000', '4h 1000']);
  });
});

describe('stored quotes', () => {
  it('reads the last written quotes back at each instrument’s precision, with the mid as last', async () => {
    const { db } = await setUp();
    await db.insert(marketLastQuotes).values([
      { symbol: 'BTCUSD', bid: '95000', ask: '95010.5', quotedAt: new Date(T0), seq: 12 },
      { symbol: 'EURUSD', bid: '1.16', ask: '1.1601', quotedAt: new Date(T0), seq: 13 },
    ]);
    const registry = new InstrumentRegistry([
      { symbol: 'BTCUSD', precision: 2 } as MarketInstrument,
    ]);
    expect(await loadStoredQuotes(db, registry)).toEqual([
      {
        symbol: 'BTCUSD',
        bid: '95000.00',
        ask: '95010.50',
        last: '95005.25',
        ts: T0,
        seq: 12,
      },
    ]);
  });
});
