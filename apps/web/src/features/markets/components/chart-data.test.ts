import { describe, expect, it } from 'vitest';
import type { Candle } from '@waihui/contracts';
import { chartTimeOf, movingAverageLine, toChartBar } from './chart-data';

const utc8 = () => 480;
const utcMinus5 = () => -300;
const c = (time: number, close: string): Candle => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
});

describe('chart data', () => {
  it('shifts intraday candles to local time and keeps day and week candles on their UTC date', () => {
    const t = Date.parse('2026-11-22T10:15:00Z');
    expect(chartTimeOf(t, '15m', utc8)).toBe(Date.parse('2026-11-22T18:15:00Z') / 1000);
    expect(chartTimeOf(t, '4h', utcMinus5)).toBe(Date.parse('2026-11-22T05:15:00Z') / 1000);
    const day = Date.parse('2026-11-22T00:00:00Z');
    expect(chartTimeOf(day, '1d', utcMinus5)).toBe(day / 1000);
    expect(chartTimeOf(day, '1w', utc8)).toBe(day / 1000);
  });

  it('turns a candle into a bar', () => {
    expect(
      toChartBar(
        { time: 60_000, open: '95000.10', high: '95010.00', low: '94990.55', close: '95001.20' },
        '1m',
        () => 0,
      ),
    ).toEqual({ time: 60, open: 95000.1, high: 95010, low: 94990.55, close: 95001.2 });
  });

  it('draws a moving average from the first full window and reports the latest exactly', () => {
    const candles = [c(60_000, '1.00'), c(120_000, '2.00'), c(180_000, '3.00'), c(240_000, '4.05')];
    expect(movingAverageLine(candles, 3, 2, '1m', () => 0)).toEqual({
      points: [
        { time: 180, value: 2 },
        { time: 240, value: 3.02 },
      ],
      latest: '3.02',
    });
    expect(movingAverageLine(candles, 5, 2, '1m', () => 0)).toEqual({ points: [], latest: null });
    expect(movingAverageLine([], 5, 2, '1m', () => 0)).toEqual({ points: [], latest: null });
  });
});
