import { aggregateBars, type TimedBar, type UnitCandle } from './candles';
import { bucketStart, CANDLE_INTERVALS, type CandleInterval, INTERVAL_MS } from './intervals';
import type { PriceUnits } from './price-units';
import type { SeededRandom } from './random';
import { simulateBar, type SimulationParams } from './simulate';

/**
 * Backfill of candle history, consistent with the feed and without gaps.
 *
 * Every interval needs `count` candles up to `endMs`, so the 1m chart needs hours and the 1w chart
 * years. History is simulated as base bars whose length grows with age: 1m bars for the last
 * `count` minutes, 5m bars before that, … 1w bars for the oldest part. Each region's start is aligned
 * to the next longer interval, and every interval divides the next one (1w = 7 × 1d), so the bars
 * tile time exactly and each interval's candles in its window are roll-ups of bars no longer than it:
 * the 1h candle equals its four 15m candles, and so on. About 8 × count bars per instrument.
 */

/** A stretch of time covered by base bars of one interval. */
export interface HistorySegment {
  start: number;
  end: number;
  resolution: CandleInterval;
}

/** One base bar to simulate: it starts at `openTime` and lasts `durationMs` inside one bucket. */
export interface HistoryBarSlot {
  openTime: number;
  durationMs: number;
}

/** Start of the window in which `interval` must have `count` candles ending with the one at `endMs`. */
export function historyWindowStart(endMs: number, interval: CandleInterval, count: number): number {
  return bucketStart(endMs, interval) - (count - 1) * INTERVAL_MS[interval];
}

/** The base-bar regions for `count` candles per interval up to `endMs`, newest first. */
export function planHistorySegments(endMs: number, count: number): HistorySegment[] {
  if (count < 1) return [];
  const segments: HistorySegment[] = [];
  let boundary = endMs;
  CANDLE_INTERVALS.forEach((interval, index) => {
    const longer = CANDLE_INTERVALS[index + 1];
    const windowStart = Math.min(historyWindowStart(endMs, interval, count), boundary);
    const start = longer === undefined ? windowStart : bucketStart(windowStart, longer);
    if (start < boundary) segments.push({ start, end: boundary, resolution: interval });
    boundary = Math.min(boundary, start);
  });
  return segments;
}

/**
 * The base bars of the plan in time order, limited to [fromMs, endMs). A bar cut by `fromMs` starts
 * at `fromMs` (it stays inside its bucket); the last bar ends at `endMs`.
 */
export function planHistoryBars(
  endMs: number,
  count: number,
  fromMs = Number.NEGATIVE_INFINITY,
): HistoryBarSlot[] {
  const slots: HistoryBarSlot[] = [];
  for (const segment of planHistorySegments(endMs, count).reverse()) {
    if (segment.end <= fromMs) continue;
    const size = INTERVAL_MS[segment.resolution];
    for (let barStart = segment.start; barStart < segment.end; barStart += size) {
      const barEnd = Math.min(barStart + size, segment.end);
      if (barEnd <= fromMs) continue;
      const openTime = Math.max(barStart, fromMs);
      slots.push({ openTime, durationMs: barEnd - openTime });
    }
  }
  return slots;
}

/** Walk steps simulated inside each base bar (for its high and low). */
export const HISTORY_SUB_STEPS = 6;

/**
 * Simulates the bars of `slots`. Backward: `anchorUnits` is the price at the end (the feed starts
 * from it) and history is walked into the past. Forward: `anchorUnits` is the price at the start
 * (the last stored price) and the walk runs up to now. Consecutive bars join: a bar's close is the
 * next bar's open.
 */
export function simulateHistoryBars(
  params: SimulationParams,
  anchorUnits: PriceUnits,
  slots: readonly HistoryBarSlot[],
  direction: 'forward' | 'backward',
  random: SeededRandom,
): TimedBar[] {
  const bars: TimedBar[] = new Array<TimedBar>(slots.length);
  let price = anchorUnits;
  if (direction === 'forward') {
    slots.forEach((slot, i) => {
      const bar = simulateBar(params, price, slot.durationMs, HISTORY_SUB_STEPS, 'forward', random);
      bars[i] = { openTime: slot.openTime, ...bar };
      price = bar.close;
    });
  } else {
    for (let i = slots.length - 1; i >= 0; i -= 1) {
      const slot = slots[i]!;
      const bar = simulateBar(
        params,
        price,
        slot.durationMs,
        HISTORY_SUB_STEPS,
        'backward',
        random,
      );
      bars[i] = { openTime: slot.openTime, ...bar };
      price = bar.open;
    }
  }
  return bars;
}

/**
 * Candles of every interval from simulated base bars, each limited to its window of `count`
 * candles up to `endMs` (older bars only feed longer intervals).
 */
export function historyCandles(
  bars: readonly TimedBar[],
  endMs: number,
  count: number,
): Record<CandleInterval, UnitCandle[]> {
  const result = {} as Record<CandleInterval, UnitCandle[]>;
  for (const interval of CANDLE_INTERVALS) {
    const windowStart = historyWindowStart(endMs, interval, count);
    result[interval] = aggregateBars(
      bars.filter((bar) => bar.openTime >= windowStart),
      interval,
    );
  }
  return result;
}
