import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle, HistoryKlineData } from '@waihui/contracts';
import {
  computeLatestMovingAverage,
  INTERVAL_MS,
  mergeByTime,
  type CandleInterval,
} from '@waihui/core';
import { riseFallColors } from '@/lib/quotes/colors';
import type { CandleEvent } from '@/lib/quotes/quote-client';
import { useCandleStream } from '@/lib/quotes/use-quotes';
import type { UpColor } from '@/lib/store/store';
import { chartTimeOf, MA_LINES, movingAverageLine, toChartBar, type ChartBar } from './chart-data';
import { NO_VALUE, formatPrice } from '@/lib/format/prices';

/** Candles in view when a chart (re)loads; older ones are a swipe away. */
const VISIBLE_BARS = 70;

interface ChartApi {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  lines: ISeriesApi<'Line'>[];
}

function asBar(bar: ChartBar) {
  return { ...bar, time: bar.time as UTCTimestamp };
}

export interface CandleChartProps {
  symbol: string;
  interval: CandleInterval;
  precision: number;
  /** History of `interval` from history_kline2; undefined while it loads. */
  history: HistoryKlineData | undefined;
  upColor: UpColor;
  /** Live candles skipped an interval (after a long disconnect): reload the history. */
  onGap: () => void;
  /**
   * The price may not be dealt now (stale or closed): no last-price line across the chart, which
   * would draw the old price on as if it still held. Candles come only from ticks, so a pause is
   * no candles at all, never a flat run of made-up ones.
   */
  paused?: boolean;
}

/**
 * The candlestick chart (lightweight-charts 5) with MA5/MA10/MA30 and a legend of their latest
 * values. History comes in as a prop; live candles come from the quote client's candle stream and
 * are merged by time (a forming candle updates, the next one appends). Events that arrive before
 * the history are kept and merged into it.
 */
export function CandleChart({
  symbol,
  interval,
  precision,
  history,
  upColor,
  onGap,
  paused = false,
}: CandleChartProps) {
  const { t, i18n } = useTranslation('market');
  const container = useRef<HTMLDivElement>(null);
  const api = useRef<ChartApi | null>(null);
  /** The candles on the chart and the interval they belong to (null = none yet). */
  const shown = useRef<{ interval: CandleInterval | null; candles: Candle[] }>({
    interval: null,
    candles: [],
  });
  const pending = useRef<Candle[]>([]);
  const [averages, setAverages] = useState<(string | null)[]>(() => MA_LINES.map(() => null));

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: '#6b7385',
        fontSize: 11,
        fontFamily: getComputedStyle(element).fontFamily,
        attributionLogo: true,
      },
      grid: { vertLines: { color: '#f1f3f7' }, horzLines: { color: '#f1f3f7' } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.12, bottom: 0.08 } },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, barSpacing: 6 },
      handleScale: { axisPressedMouseMove: { time: true, price: false } },
    });
    const candles = chart.addSeries(CandlestickSeries, { borderVisible: false });
    const lines = MA_LINES.map(({ color }) =>
      chart.addSeries(LineSeries, {
        color,
        lineWidth: 1,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
      }),
    );
    api.current = { chart, candles, lines };
    return () => {
      api.current = null;
      shown.current = { interval: null, candles: [] };
      chart.remove();
    };
  }, []);

  useEffect(() => {
    api.current?.chart.applyOptions({ localization: { locale: i18n.language } });
  }, [i18n.language]);

  useEffect(() => {
    const current = api.current;
    if (current === null) return;
    const { rise, fall } = riseFallColors(upColor);
    const priceFormat = { type: 'price' as const, precision, minMove: 10 ** -precision };
    current.candles.applyOptions({
      upColor: rise,
      downColor: fall,
      wickUpColor: rise,
      wickDownColor: fall,
      priceFormat,
    });
    for (const line of current.lines) line.applyOptions({ priceFormat });
  }, [upColor, precision]);

  useEffect(() => {
    api.current?.candles.applyOptions({ priceLineVisible: !paused });
  }, [paused]);

  /** Redraws everything from `shown` (history loaded, or a change inside the history). */
  const drawAll = useCallback(
    (scroll: boolean) => {
      const current = api.current;
      if (current === null) return;
      const { candles } = shown.current;
      current.candles.setData(candles.map((candle) => asBar(toChartBar(candle, interval))));
      const latest = MA_LINES.map(({ period }, index) => {
        const line = movingAverageLine(candles, period, precision, interval);
        current.lines[index]?.setData(
          line.points.map((point) => ({ ...point, time: point.time as UTCTimestamp })),
        );
        return line.latest;
      });
      setAverages(latest);
      if (scroll && candles.length > 0) {
        const to = candles.length - 1 + 3;
        current.chart.timeScale().setVisibleLogicalRange({ from: to - VISIBLE_BARS, to });
      }
    },
    [interval, precision],
  );

  useEffect(() => {
    const current = api.current;
    if (current === null) return;
    if (history === undefined || history.interval !== interval || history.symbol !== symbol) {
      shown.current = { interval: null, candles: [] };
      current.candles.setData([]);
      for (const line of current.lines) line.setData([]);
      setAverages(MA_LINES.map(() => null));
      return;
    }
    const wasShown = shown.current.interval === interval;
    shown.current = {
      interval,
      candles: mergeByTime(history.items, pending.current).series,
    };
    pending.current = [];
    drawAll(!wasShown);
  }, [history, interval, symbol, drawAll]);

  const onCandles = useCallback(
    (event: CandleEvent) => {
      if (event.symbol !== symbol || event.interval !== interval) return;
      if (shown.current.interval !== interval) {
        pending.current = mergeByTime(pending.current, event.candles).series;
        return;
      }
      const before = shown.current.candles;
      const lastTime = before[before.length - 1]?.time ?? -Infinity;
      const { series, gap } = mergeByTime(before, event.candles, INTERVAL_MS[interval]);
      shown.current = { interval, candles: series };
      if (gap) onGap();
      const current = api.current;
      if (current === null) return;
      const changed = [...event.candles].sort((a, b) => a.time - b.time);
      if (changed.some((candle) => candle.time < lastTime)) {
        drawAll(false);
        return;
      }
      const closes = series.map((candle) => candle.close);
      for (const candle of changed) {
        const index = series.findIndex((c) => c.time === candle.time);
        if (index < 0) continue;
        current.candles.update(asBar(toChartBar(candle, interval)));
        const upTo = closes.slice(0, index + 1);
        MA_LINES.forEach(({ period }, line) => {
          const value = computeLatestMovingAverage(upTo, period, precision);
          if (value !== null) {
            current.lines[line]?.update({
              time: chartTimeOf(candle.time, interval) as UTCTimestamp,
              value: Number(value),
            });
          }
        });
      }
      setAverages(
        MA_LINES.map(({ period }) => computeLatestMovingAverage(closes, period, precision)),
      );
    },
    [symbol, interval, precision, onGap, drawAll],
  );
  useCandleStream(symbol, interval, onCandles);

  return (
    <div className="wh-chart">
      <div className="wh-chart__legend">
        {MA_LINES.map(({ period, color }, index) => (
          <span key={period} style={{ color }}>
            MA{period} {averages[index] == null ? NO_VALUE : formatPrice(averages[index])}
          </span>
        ))}
      </div>
      <div
        ref={container}
        className="wh-chart__canvas"
        // A figure, not an img: the library's attribution link inside must stay reachable.
        role="figure"
        aria-label={t('chart.chartLabel', {
          symbol,
          interval: t(`chart.intervals.${interval}`),
        })}
        data-candles={history?.interval === interval ? 'ready' : 'loading'}
      />
    </div>
  );
}
