import { describe, expect, it } from 'vitest';
import type { Candle } from '@waihui/contracts';
import { miniChartGeometry } from './mini-chart-geometry';

const BOX = { width: 100, height: 120, padding: 10 };

function candle(time: number, open: string, high: string, low: string, close: string): Candle {
  return { time, open, high, low, close };
}

describe('miniChartGeometry', () => {
  it('nothing to draw without candles', () => {
    expect(miniChartGeometry([], BOX)).toBeNull();
  });

  it('places each candle in its slot, scaled between the lowest low and the highest high', () => {
    // Range 100.00 … 200.00 over 100 units of height (120 − 2 × 10 padding): 1 unit per 1.00.
    const geometry = miniChartGeometry(
      [
        candle(1000, '120.00', '200.00', '110.00', '180.00'),
        candle(2000, '180.00', '185.00', '100.00', '150.00'),
      ],
      BOX,
    );
    expect(geometry).toEqual({
      high: '200.00',
      low: '100.00',
      last: '150.00',
      lastY: 60,
      candles: [
        {
          time: 1000,
          x: 10,
          width: 30,
          wickTop: 10,
          wickBottom: 100,
          bodyTop: 30,
          bodyHeight: 60,
          trend: 'rise',
        },
        {
          time: 2000,
          x: 60,
          width: 30,
          wickTop: 25,
          wickBottom: 110,
          bodyTop: 30,
          bodyHeight: 30,
          trend: 'fall',
        },
      ],
    });
  });

  it('compares prices by their digits: "99.5" is below "100.00"', () => {
    const geometry = miniChartGeometry(
      [
        candle(1, '99.5', '100.00', '99.5', '100.00'),
        candle(2, '100.00', '100.00', '99.5', '99.5'),
      ],
      BOX,
    );
    expect(geometry?.high).toBe('100.00');
    expect(geometry?.low).toBe('99.5');
    expect(geometry?.candles.map((shape) => shape.trend)).toEqual(['rise', 'fall']);
  });

  it('draws a flat series across the middle, bodies at least 1 unit high', () => {
    const geometry = miniChartGeometry([candle(1, '5.00', '5.00', '5.00', '5.00')], BOX);
    expect(geometry?.lastY).toBe(60);
    expect(geometry?.candles[0]).toMatchObject({ bodyTop: 60, bodyHeight: 1, trend: 'rise' });
  });
});
