import { bucketStart, type CandleInterval } from './intervals';
import type { PriceUnits } from './price-units';
import type { UnitBar } from './simulate';

/** An OHLC candle of the mid price in tick units; `openTime` is the bucket start (epoch ms, UTC). */
export interface UnitCandle extends UnitBar {
  openTime: number;
}

/** A price observed at a time (epoch ms): a tick's mid. */
export interface PricePoint {
  timeMs: number;
  price: PriceUnits;
}

/** A bar of any length that starts at `openTime` (epoch ms) and lies inside one bucket. */
export interface TimedBar extends UnitBar {
  openTime: number;
}

/**
 * Folds one price into the candle of its bucket. When `candle` is undefined or belongs to an
 * earlier bucket, a new candle opens at this price; otherwise high/low stretch and close moves.
 * A price older than `candle`'s bucket is the caller's mistake: it throws rather than rewrite history.
 */
export function applyPriceToCandle(
  candle: UnitCandle | undefined,
  interval: CandleInterval,
  point: PricePoint,
): UnitCandle {
  const openTime = bucketStart(point.timeMs, interval);
  if (candle === undefined || openTime > candle.openTime) {
    return { openTime, open: point.price, high: point.price, low: point.price, close: point.price };
  }
  if (openTime < candle.openTime) {
    throw new RangeError(`price at ${point.timeMs} is before candle ${candle.openTime}`);
  }
  return {
    openTime,
    open: candle.open,
    high: Math.max(candle.high, point.price),
    low: Math.min(candle.low, point.price),
    close: point.price,
  };
}

/** Candles of `interval` from time-ordered prices: one per bucket that has at least one price. */
export function aggregatePrices(
  points: readonly PricePoint[],
  interval: CandleInterval,
): UnitCandle[] {
  const candles: UnitCandle[] = [];
  let current: UnitCandle | undefined;
  for (const point of points) {
    const next = applyPriceToCandle(current, interval, point);
    if (current !== undefined && next.openTime !== current.openTime) candles.push(current);
    current = next;
  }
  if (current !== undefined) candles.push(current);
  return candles;
}

/**
 * Merges a later bar into a candle of the same bucket: first open, last close, extreme high and low.
 * Used to roll shorter bars up into longer candles, and to join a stored candle with new history.
 */
export function mergeBars<T extends TimedBar>(earlier: T, later: UnitBar): T {
  return {
    ...earlier,
    high: Math.max(earlier.high, later.high),
    low: Math.min(earlier.low, later.low),
    close: later.close,
  };
}

/**
 * Rolls time-ordered bars (each inside one bucket of `interval`, e.g. 1m bars into 1h candles) up
 * into candles of `interval`.
 */
export function aggregateBars(bars: readonly TimedBar[], interval: CandleInterval): UnitCandle[] {
  const candles: UnitCandle[] = [];
  for (const bar of bars) {
    const openTime = bucketStart(bar.openTime, interval);
    const last = candles[candles.length - 1];
    if (last !== undefined && last.openTime === openTime) {
      candles[candles.length - 1] = mergeBars(last, bar);
    } else if (last !== undefined && openTime < last.openTime) {
      throw new RangeError('bars must be in time order');
    } else {
      candles.push({ openTime, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
    }
  }
  return candles;
}
