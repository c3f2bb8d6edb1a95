import type { Candle } from '@waihui/contracts';
import { compareDecimalStrings } from '@waihui/core';

/*
 * Candles → the small chart's SVG shapes. Prices become JS numbers here for drawing only (a pixel
 * position needs no exact decimal); every price shown as text is the server's decimal string.
 */

export interface ChartBox {
  /** viewBox width and height (SVG user units). */
  width: number;
  height: number;
  /** Space above the highest high and below the lowest low. */
  padding: number;
}

export interface CandleShape {
  time: number;
  /** Left edge and width of the body; the wick runs at x + width / 2. */
  x: number;
  width: number;
  wickTop: number;
  wickBottom: number;
  bodyTop: number;
  /** At least 1 unit, so a candle that opened and closed at one price still shows. */
  bodyHeight: number;
  /** close ≥ open rises (drawn in the rise colour), close < open falls. */
  trend: 'rise' | 'fall';
}

export interface ChartGeometry {
  candles: CandleShape[];
  /** The highest high and the lowest low in view, as the server sent them. */
  high: string;
  low: string;
  /** The last close and its height in the box (the dashed line of the latest price). */
  last: string;
  lastY: number;
}

/** Share of a candle's slot its body takes; the rest is the gap to the next. */
const BODY_SHARE = 0.6;
const MIN_BODY = 1;

function extreme(values: readonly string[], pick: 1 | -1): string {
  return values.reduce((best, value) =>
    compareDecimalStrings(value, best) === pick ? value : best,
  );
}

/** The shapes of `candles` (oldest first) in `box`; null when there is nothing to draw. */
export function miniChartGeometry(candles: readonly Candle[], box: ChartBox): ChartGeometry | null {
  const lastCandle = candles[candles.length - 1];
  if (lastCandle === undefined) return null;
  const high = extreme(
    candles.map((candle) => candle.high),
    1,
  );
  const low = extreme(
    candles.map((candle) => candle.low),
    -1,
  );
  const top = Number(high);
  const range = top - Number(low);
  const inner = box.height - 2 * box.padding;
  // A flat series (high = low) is drawn across the middle.
  const yOf = (price: string): number =>
    range === 0 ? box.height / 2 : box.padding + ((top - Number(price)) / range) * inner;
  const slot = box.width / candles.length;
  const width = slot * BODY_SHARE;
  const shapes = candles.map((candle, index): CandleShape => {
    const openY = yOf(candle.open);
    const closeY = yOf(candle.close);
    const bodyTop = Math.min(openY, closeY);
    return {
      time: candle.time,
      x: index * slot + (slot - width) / 2,
      width,
      wickTop: yOf(candle.high),
      wickBottom: yOf(candle.low),
      bodyTop,
      bodyHeight: Math.max(MIN_BODY, Math.abs(openY - closeY)),
      trend: compareDecimalStrings(candle.close, candle.open) >= 0 ? 'rise' : 'fall',
    };
  });
  return { candles: shapes, high, low, last: lastCandle.close, lastY: yOf(lastCandle.close) };
}
