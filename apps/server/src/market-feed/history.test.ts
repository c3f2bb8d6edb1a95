import { describe, expect, it } from 'vitest';
import { bucketStart, CANDLE_INTERVALS, decimalToUnits } from '@waihui/core';
import { CATEGORY_FEED } from './catalogue';
import type { CandleRow } from './feed.repository';
import { HistoryPreparer, type StoredHistory } from './history';
import type { MarketInstrument } from './instruments';

const T0 = Date.parse('2026-11-22T10:07:30.000Z');
const MINUTE_MS = 60_000;

/** BTCUSD as the simulation sees it: 2 decimals, reference 95000.00, 55 % a year. */
const BTC = {
  symbol: 'BTCUSD',
  precision: 2,
  simulation: {
    referenceUnits: 9_500_000,
    annualVolatility: 0.55,
    stationaryLogStd: CATEGORY_FEED.crypto.stationaryLogStd,
    minUnits: 1001,
  },
} as MarketInstrument;

const NOTHING_STORED: StoredHistory = { lastQuotes: new Map(), newestCandles: new Map() };

function preparer(stored: StoredHistory, backfillCandles: number, firstSeq = 1) {
  return new HistoryPreparer(stored, { seed: 7, backfillCandles }, T0, firstSeq);
}

/** Stored before a restart: the last quote 95000.00 / 95010.00 at `quotedAt` and its forming 1m candle. */
function storedAt(quotedAt: number): StoredHistory {
  const forming: CandleRow = {
    symbol: 'BTCUSD',
    interval: '1m',
    openTime: new Date(bucketStart(quotedAt, '1m')),
    open: '94000.00',
    high: '96000.00',
    low: '93000.00',
    close: '95005.00',
  };
  return {
    lastQuotes: new Map([
      ['BTCUSD', { bid: '95000.00', ask: '95010.00', quotedAt: new Date(quotedAt) }],
    ]),
    newestCandles: new Map([['BTCUSD|1m', forming]]),
  };
}

describe('history preparation', () => {
  it('fresh instrument: `count` candles per interval backwards from the reference, ending at the start', () => {
    const history = preparer(NOTHING_STORED, 5);
    expect(history.prepare(BTC)).toBe(9_500_000);
    expect(history.gapRows).toEqual([]);
    expect(history.backfilled).toHaveLength(1);
    const { symbol, rows } = history.backfilled[0]!;
    expect(symbol).toBe('BTCUSD');
    for (const interval of CANDLE_INTERVALS) {
      const ofInterval = rows.filter((row) => row.interval === interval);
      expect(ofInterval).toHaveLength(5);
      expect(ofInterval.at(-1)!.openTime.getTime()).toBe(bucketStart(T0, interval));
      expect(ofInterval.at(-1)!.close).toBe('95000.00');
    }
  });

  it('fresh instrument without backfill: starts at the reference, writes nothing', () => {
    const history = preparer(NOTHING_STORED, 0);
    expect(history.prepare(BTC)).toBe(9_500_000);
    expect(history.backfilled).toEqual([]);
    expect(history.gapRows).toEqual([]);
  });

  it('after a restart: fills the downtime forwards from the last price, joined to the stored forming candle', () => {
    const quotedAt = T0 - 3 * MINUTE_MS;
    const history = preparer(storedAt(quotedAt), 20);
    const startMid = history.prepare(BTC);
    expect(history.backfilled).toEqual([]);
    const minutes = history.gapRows.filter((row) => row.interval === '1m');
    expect(minutes.map((row) => row.openTime.getTime())).toEqual(
      [3, 2, 1, 0].map((back) => bucketStart(T0, '1m') - back * MINUTE_MS),
    );
    // The forming minute keeps its open and stretches its range; the gap runs on without a jump.
    expect(minutes[0]).toMatchObject({ open: '94000.00', high: '96000.00', low: '93000.00' });
    for (let i = 1; i < minutes.length; i += 1)
      expect(minutes[i]!.open).toBe(minutes[i - 1]!.close);
    // The feed starts where the gap ends.
    expect(startMid).toBe(decimalToUnits(minutes.at(-1)!.close, 2));
  });

  it('after a restart with no time passed: starts at the last mid, writes nothing', () => {
    const history = preparer(storedAt(T0), 20);
    expect(history.prepare(BTC)).toBe(9_500_500);
    expect(history.gapRows).toEqual([]);
  });

  it('is reproducible for one run and differs for the next run (first sequence number)', () => {
    const rowsOf = (firstSeq: number) => {
      const history = preparer(storedAt(T0 - 30 * MINUTE_MS), 20, firstSeq);
      history.prepare(BTC);
      return history.gapRows.map((row) => row.close);
    };
    expect(rowsOf(1)).toEqual(rowsOf(1));
    expect(rowsOf(100_001)).not.toEqual(rowsOf(1));
  });
});
