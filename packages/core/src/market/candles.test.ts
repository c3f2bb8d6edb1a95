import { describe, expect, it } from 'vitest';
import {
  aggregateBars,
  aggregatePrices,
  applyPriceToCandle,
  type CandleInterval,
  type PricePoint,
  type UnitCandle,
} from '../index';

const t = (iso: string) => Date.parse(iso);
const p = (iso: string, price: number): PricePoint => ({ timeMs: t(iso), price });
const c = (iso: string, open: number, high: number, low: number, close: number): UnitCandle => ({
  openTime: t(iso),
  open,
  high,
  low,
  close,
});

/** Ticks straddling minute, 5-minute, hour, day and week boundaries (Sunday 22 → Monday 23 Nov). */
const ticks: PricePoint[] = [
  p('2026-11-22T23:58:59.000Z', 100),
  p('2026-11-22T23:59:00.000Z', 104),
  p('2026-11-22T23:59:30.000Z', 98),
  p('2026-11-22T23:59:59.999Z', 101),
  p('2026-11-23T00:00:00.000Z', 102),
  p('2026-11-23T00:00:10.000Z', 99),
  p('2026-11-23T00:04:59.999Z', 107),
  p('2026-11-23T00:05:00.000Z', 103),
];

describe('aggregatePrices: exact OHLC across interval boundaries', () => {
  it.each<[CandleInterval, UnitCandle[]]>([
    [
      '1m',
      [
        c('2026-11-22T23:58:00.000Z', 100, 100, 100, 100),
        c('2026-11-22T23:59:00.000Z', 104, 104, 98, 101),
        c('2026-11-23T00:00:00.000Z', 102, 102, 99, 99),
        c('2026-11-23T00:04:00.000Z', 107, 107, 107, 107),
        c('2026-11-23T00:05:00.000Z', 103, 103, 103, 103),
      ],
    ],
    [
      '5m',
      [
        c('2026-11-22T23:55:00.000Z', 100, 104, 98, 101),
        c('2026-11-23T00:00:00.000Z', 102, 107, 99, 107),
        c('2026-11-23T00:05:00.000Z', 103, 103, 103, 103),
      ],
    ],
    [
      '15m',
      [
        c('2026-11-22T23:45:00.000Z', 100, 104, 98, 101),
        c('2026-11-23T00:00:00.000Z', 102, 107, 99, 103),
      ],
    ],
    [
      '1h',
      [
        c('2026-11-22T23:00:00.000Z', 100, 104, 98, 101),
        c('2026-11-23T00:00:00.000Z', 102, 107, 99, 103),
      ],
    ],
    [
      '4h',
      [
        c('2026-11-22T20:00:00.000Z', 100, 104, 98, 101),
        c('2026-11-23T00:00:00.000Z', 102, 107, 99, 103),
      ],
    ],
    [
      '1d',
      [
        c('2026-11-22T00:00:00.000Z', 100, 104, 98, 101),
        c('2026-11-23T00:00:00.000Z', 102, 107, 99, 103),
      ],
    ],
    [
      '1w',
      [
        c('2026-11-16T00:00:00.000Z', 100, 104, 98, 101),
        c('2026-11-23T00:00:00.000Z', 102, 107, 99, 103),
      ],
    ],
  ])('%s', (interval, expected) => {
    expect(aggregatePrices(ticks, interval)).toEqual(expected);
  });

  it('a single price makes a flat candle; no prices make none', () => {
    expect(aggregatePrices([p('2026-11-22T10:00:30Z', 5)], '30m')).toEqual([
      c('2026-11-22T10:00:00.000Z', 5, 5, 5, 5),
    ]);
    expect(aggregatePrices([], '1m')).toEqual([]);
  });

  it('a bucket without prices is skipped, not filled', () => {
    expect(
      aggregatePrices([p('2026-11-22T10:00:00Z', 1), p('2026-11-22T10:03:00Z', 2)], '1m'),
    ).toEqual([
      c('2026-11-22T10:00:00.000Z', 1, 1, 1, 1),
      c('2026-11-22T10:03:00.000Z', 2, 2, 2, 2),
    ]);
  });
});

describe('applyPriceToCandle', () => {
  it('updates high, low and close inside the bucket and keeps the open', () => {
    let candle = applyPriceToCandle(undefined, '1m', p('2026-11-22T10:00:01Z', 50));
    candle = applyPriceToCandle(candle, '1m', p('2026-11-22T10:00:02Z', 55));
    candle = applyPriceToCandle(candle, '1m', p('2026-11-22T10:00:03Z', 45));
    candle = applyPriceToCandle(candle, '1m', p('2026-11-22T10:00:59.999Z', 52));
    expect(candle).toEqual(c('2026-11-22T10:00:00.000Z', 50, 55, 45, 52));
  });

  it('opens a new candle at the boundary, and refuses a price from an earlier bucket', () => {
    const first = applyPriceToCandle(undefined, '1h', p('2026-11-22T10:59:59.999Z', 10));
    expect(applyPriceToCandle(first, '1h', p('2026-11-22T11:00:00Z', 11))).toEqual(
      c('2026-11-22T11:00:00.000Z', 11, 11, 11, 11),
    );
    expect(() => applyPriceToCandle(first, '1h', p('2026-11-22T09:59:59Z', 9))).toThrow(RangeError);
  });
});

describe('aggregateBars', () => {
  it('rolls 1m bars into 5m candles: first open, last close, extreme high and low', () => {
    const bars = [
      c('2026-11-22T10:03:00Z', 10, 12, 9, 11),
      c('2026-11-22T10:04:00Z', 11, 15, 11, 14),
      c('2026-11-22T10:05:00Z', 14, 14, 8, 9),
      c('2026-11-22T10:06:00Z', 9, 10, 9, 10),
    ];
    expect(aggregateBars(bars, '5m')).toEqual([
      c('2026-11-22T10:00:00.000Z', 10, 15, 9, 14),
      c('2026-11-22T10:05:00.000Z', 14, 14, 8, 10),
    ]);
  });

  it('refuses bars out of time order', () => {
    expect(() =>
      aggregateBars(
        [c('2026-11-22T10:05:00Z', 1, 1, 1, 1), c('2026-11-22T10:00:00Z', 1, 1, 1, 1)],
        '5m',
      ),
    ).toThrow(RangeError);
  });
});
