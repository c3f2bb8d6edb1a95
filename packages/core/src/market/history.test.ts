import { describe, expect, it } from 'vitest';
import {
  aggregateBars,
  bucketStart,
  CANDLE_INTERVALS,
  createSeededRandom,
  historyCandles,
  INTERVAL_MS,
  planHistoryBars,
  planHistorySegments,
  type SimulationParams,
  simulateHistoryBars,
} from '../index';

const END = Date.parse('2026-11-22T10:07:31.250Z');
const eurusd: SimulationParams = {
  referenceUnits: 116_000,
  annualVolatility: 0.08,
  stationaryLogStd: 0.08,
  minUnits: 1,
};

describe('planHistorySegments', () => {
  it('covers time back to the 1w window without gaps, finer bars closer to now', () => {
    const segments = planHistorySegments(END, 10);
    expect(segments.map((s) => s.resolution)).toEqual([...CANDLE_INTERVALS]);
    expect(segments[0]!.end).toBe(END);
    for (let i = 1; i < segments.length; i += 1) {
      expect(segments[i]!.end).toBe(segments[i - 1]!.start);
    }
    // Each region starts on a boundary of the next longer interval, so bars tile exactly.
    segments.forEach((segment, i) => {
      const longer = CANDLE_INTERVALS[i + 1];
      if (longer) expect(bucketStart(segment.start, longer)).toBe(segment.start);
    });
    expect(new Date(segments[0]!.start).toISOString()).toBe('2026-11-22T09:55:00.000Z');
    expect(new Date(segments[7]!.start).toISOString()).toBe('2026-09-14T00:00:00.000Z');
  });

  it('plans nothing for a count of zero', () => {
    expect(planHistorySegments(END, 0)).toEqual([]);
    expect(planHistoryBars(END, 0)).toEqual([]);
  });
});

describe('planHistoryBars', () => {
  it('tiles [first, end) with bars that each sit inside one bucket of their length', () => {
    const slots = planHistoryBars(END, 10);
    for (let i = 1; i < slots.length; i += 1) {
      expect(slots[i]!.openTime).toBe(slots[i - 1]!.openTime + slots[i - 1]!.durationMs);
    }
    const last = slots[slots.length - 1]!;
    expect(last.openTime + last.durationMs).toBe(END);
    expect(new Date(last.openTime).toISOString()).toBe('2026-11-22T10:07:00.000Z');
  });

  it('from a time inside a bar, starts with the rest of that bar (gap fill after a restart)', () => {
    const from = Date.parse('2026-11-22T10:03:20.000Z');
    const slots = planHistoryBars(END, 10, from);
    expect(slots[0]).toEqual({ openTime: from, durationMs: 40_000 });
    expect(slots).toHaveLength(5); // 10:03:20–10:04, 10:04, 10:05, 10:06, 10:07–10:07:31.250
  });
});

describe('simulated history', () => {
  const count = 12;
  const slots = planHistoryBars(END, count);
  const bars = simulateHistoryBars(eurusd, 116_000, slots, 'backward', createSeededRandom(11));
  const candles = historyCandles(bars, END, count);

  it('ends at the anchor price (the feed continues from it) and bars join without gaps', () => {
    expect(bars[bars.length - 1]!.close).toBe(116_000);
    for (let i = 1; i < bars.length; i += 1) expect(bars[i]!.open).toBe(bars[i - 1]!.close);
  });

  it('gives every interval exactly `count` consecutive candles ending with the forming one', () => {
    for (const interval of CANDLE_INTERVALS) {
      const list = candles[interval];
      expect(list).toHaveLength(count);
      expect(list[list.length - 1]!.openTime).toBe(bucketStart(END, interval));
      for (let i = 1; i < list.length; i += 1) {
        expect(list[i]!.openTime - list[i - 1]!.openTime).toBe(INTERVAL_MS[interval]);
        expect(list[i]!.open).toBe(list[i - 1]!.close);
      }
    }
  });

  it('is consistent across intervals: a longer candle is the roll-up of the shorter ones inside it', () => {
    CANDLE_INTERVALS.forEach((interval, i) => {
      const longer = CANDLE_INTERVALS[i + 1];
      if (!longer) return;
      // Longer candles that start inside the shorter interval's window are fully covered by it.
      const shortStart = candles[interval][0]!.openTime;
      const rolled = aggregateBars(
        candles[interval].filter((candle) => bucketStart(candle.openTime, longer) >= shortStart),
        longer,
      );
      expect(rolled.length).toBeGreaterThan(0);
      for (const candle of rolled) {
        expect(candles[longer].find((c) => c.openTime === candle.openTime)).toEqual(candle);
      }
    });
  });

  it('is reproducible with a seed', () => {
    const again = simulateHistoryBars(eurusd, 116_000, slots, 'backward', createSeededRandom(11));
    expect(again).toEqual(bars);
  });

  it('forward from a stored price starts at it', () => {
    const from = Date.parse('2026-11-22T09:40:10.000Z');
    const forward = simulateHistoryBars(
      eurusd,
      115_500,
      planHistoryBars(END, count, from),
      'forward',
      createSeededRandom(12),
    );
    expect(forward[0]!.openTime).toBe(from);
    expect(forward[0]!.open).toBe(115_500);
    for (let i = 1; i < forward.length; i += 1)
      expect(forward[i]!.open).toBe(forward[i - 1]!.close);
  });
});
