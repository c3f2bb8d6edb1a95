import type { Candle } from '@waihui/contracts';
import { computeMovingAverage, type CandleInterval } from '@waihui/core';

/*
 * Candles → lightweight-charts points. The chart library draws with JS numbers, so prices become
 * numbers here, for drawing only: every figure shown as text comes from the decimal strings.
 */

/**
 * The moving averages drawn over the candles, with their line colours; the legend writes each value
 * in its colour, so all three pass WCAG AA (≥ 5:1) as text on white.
 */
export const MA_LINES = [
  { period: 5, color: '#b45309' },
  { period: 10, color: '#7c3aed' },
  { period: 30, color: '#0369a1' },
] as const;

/** Minutes east of UTC at a moment (UTC+8 → 480); the browser's zone unless a test passes one. */
export type ZoneOffset = (epochMs: number) => number;
export const browserZoneOffset: ZoneOffset = (epochMs) => -new Date(epochMs).getTimezoneOffset();

const INTRADAY: ReadonlySet<CandleInterval> = new Set(['1m', '5m', '15m', '30m', '1h', '4h']);

/**
 * The chart's time of a candle, in seconds. lightweight-charts labels times in UTC, so intraday
 * candles are shifted by the local offset to read in local time. Day and week candles stay on
 * their UTC date: shifted west of UTC they would show the previous day.
 */
export function chartTimeOf(
  timeMs: number,
  interval: CandleInterval,
  zoneOffset: ZoneOffset = browserZoneOffset,
): number {
  const shiftMs = INTRADAY.has(interval) ? zoneOffset(timeMs) * 60_000 : 0;
  return (timeMs + shiftMs) / 1000;
}

export interface ChartBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface ChartPoint {
  time: number;
  value: number;
}

export function toChartBar(
  candle: Candle,
  interval: CandleInterval,
  zoneOffset?: ZoneOffset,
): ChartBar {
  return {
    time: chartTimeOf(candle.time, interval, zoneOffset),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  };
}

/**
 * One moving average over the candle closes (core's computeMovingAverage, exact, rounded to the
 * instrument precision), as chart points; candles before the first full window get none.
 */
export function movingAverageLine(
  candles: readonly Candle[],
  period: number,
  precision: number,
  interval: CandleInterval,
  zoneOffset?: ZoneOffset,
): { points: ChartPoint[]; latest: string | null } {
  const values = computeMovingAverage(
    candles.map((candle) => candle.close),
    period,
    precision,
  );
  const points: ChartPoint[] = [];
  values.forEach((value, index) => {
    const candle = candles[index];
    if (value === null || candle === undefined) return;
    points.push({ time: chartTimeOf(candle.time, interval, zoneOffset), value: Number(value) });
  });
  return { points, latest: values[values.length - 1] ?? null };
}
