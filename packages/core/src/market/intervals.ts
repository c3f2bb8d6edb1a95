/** Candle intervals served by history_kline2 and the candles WebSocket channel product.md §13.4. */
export const CANDLE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05 00:00 UTC was a Monday: weeks are aligned to it (ISO weeks, Monday 00:00 UTC). */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** Length of one candle of each interval, in milliseconds. */
export const INTERVAL_MS: Readonly<Record<CandleInterval, number>> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '4h': 240 * MINUTE_MS,
  '1d': DAY_MS,
  '1w': WEEK_MS,
};

export function isCandleInterval(value: string): value is CandleInterval {
  return (CANDLE_INTERVALS as readonly string[]).includes(value);
}

/**
 * Start (epoch ms, UTC) of the candle of `interval` that contains `timeMs`. Days start at 00:00 UTC,
 * weeks on Monday 00:00 UTC; every interval divides the next one, so buckets nest.
 */
export function bucketStart(timeMs: number, interval: CandleInterval): number {
  const size = INTERVAL_MS[interval];
  const offset = interval === '1w' ? FIRST_MONDAY_MS : 0;
  return Math.floor((timeMs - offset) / size) * size + offset;
}

/** Start of the candle after the one containing `timeMs`. */
export function nextBucketStart(timeMs: number, interval: CandleInterval): number {
  return bucketStart(timeMs, interval) + INTERVAL_MS[interval];
}
