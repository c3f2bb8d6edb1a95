import {
  applyPriceToCandle,
  bucketStart,
  CANDLE_INTERVALS,
  type CandleInterval,
  type PriceUnits,
  unitsToDecimalString,
  type UnitCandle,
} from '@waihui/core';
import type { CandleRow } from './feed.repository';

/** The forming candle of an interval and the one before it (final), in tick units. */
export interface CandlePair {
  previous: UnitCandle | undefined;
  current: UnitCandle | undefined;
}

/** A candle whose latest state is not yet written. */
export interface DirtyCandle {
  symbol: string;
  interval: CandleInterval;
  candle: UnitCandle;
}

/** What one tick changed for one interval: the forming candle, and the candle it closed if any. */
export interface CandleChange {
  interval: CandleInterval;
  current: UnitCandle;
  closed: UnitCandle | undefined;
}

/**
 * Builds candles of all intervals from ticks, in memory, and remembers which rows need writing.
 * The feed persistence (persistence.ts) writes them every MARKET_PERSIST_MS; the forming candle is
 * rewritten each time, a closed one a last time in its final state.
 */
export class CandleBuilder {
  private readonly pairs = new Map<string, CandlePair[]>();
  private dirty = new Map<string, DirtyCandle>();
  /** Ticks older than their candle (out of order); counted, never applied. */
  lateTicks = 0;

  constructor(private readonly precisionOf: (symbol: string) => number) {}

  private pairsOf(symbol: string): CandlePair[] {
    let pairs = this.pairs.get(symbol);
    if (!pairs) {
      pairs = CANDLE_INTERVALS.map(() => ({ previous: undefined, current: undefined }));
      this.pairs.set(symbol, pairs);
    }
    return pairs;
  }

  /** Sets the stored state of one (symbol, interval): its latest candles, newest first. */
  load(symbol: string, interval: CandleInterval, newestFirst: readonly UnitCandle[]): void {
    const pair = this.pairsOf(symbol)[CANDLE_INTERVALS.indexOf(interval)]!;
    pair.current = newestFirst[0];
    pair.previous = newestFirst[1];
  }

  get(symbol: string, interval: CandleInterval): CandlePair {
    return this.pairsOf(symbol)[CANDLE_INTERVALS.indexOf(interval)]!;
  }

  /** Folds a tick's mid into every interval; returns what changed. */
  apply(symbol: string, timeMs: number, mid: PriceUnits): CandleChange[] {
    const pairs = this.pairsOf(symbol);
    const changes: CandleChange[] = [];
    CANDLE_INTERVALS.forEach((interval, index) => {
      const pair = pairs[index]!;
      if (pair.current && bucketStart(timeMs, interval) < pair.current.openTime) {
        if (index === 0) this.lateTicks += 1;
        return;
      }
      const next = applyPriceToCandle(pair.current, interval, { timeMs, price: mid });
      let closed: UnitCandle | undefined;
      if (pair.current && next.openTime !== pair.current.openTime) {
        closed = pair.current;
        pair.previous = closed;
      }
      pair.current = next;
      this.dirty.set(`${symbol}|${interval}|${next.openTime}`, { symbol, interval, candle: next });
      changes.push({ interval, current: next, closed });
    });
    return changes;
  }

  /** The candles changed since the last call (their latest state), and forgets them. */
  takeDirty(): DirtyCandle[] {
    const entries = this.dirty;
    this.dirty = new Map();
    return [...entries.values()];
  }

  /** Puts candles back after a failed write, unless a newer state of the same bucket exists. */
  restoreDirty(candles: readonly DirtyCandle[]): void {
    for (const entry of candles) {
      const key = `${entry.symbol}|${entry.interval}|${entry.candle.openTime}`;
      if (!this.dirty.has(key)) this.dirty.set(key, entry);
    }
  }

  toRow(entry: DirtyCandle): CandleRow {
    return toCandleRow(entry.symbol, entry.interval, entry.candle, this.precisionOf(entry.symbol));
  }
}

export function toCandleRow(
  symbol: string,
  interval: CandleInterval,
  candle: UnitCandle,
  precision: number,
): CandleRow {
  return {
    symbol,
    interval,
    openTime: new Date(candle.openTime),
    open: unitsToDecimalString(candle.open, precision),
    high: unitsToDecimalString(candle.high, precision),
    low: unitsToDecimalString(candle.low, precision),
    close: unitsToDecimalString(candle.close, precision),
  };
}
