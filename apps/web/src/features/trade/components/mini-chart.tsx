import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Candle } from '@waihui/contracts';
import { INTERVAL_MS, mergeByTime, type CandleInterval } from '@waihui/core';
import { ChoiceField } from '@/components/form/choice-field';
import { chartPath } from '@/lib/quotes/links';
import type { CandleEvent } from '@/lib/quotes/quote-client';
import { useCandleStream } from '@/lib/quotes/use-quotes';
import { getCandlesQueryOptions, MINI_CHART_CANDLES } from '../api/get-candles';
import { miniChartGeometry, type ChartBox } from './mini-chart-geometry';
import { formatPrice } from '@/lib/format/prices';

const INTERVALS = ['15m', '1h', '4h', '1d'] as const satisfies readonly CandleInterval[];
type MiniInterval = (typeof INTERVALS)[number];

const BOX: ChartBox = { width: 320, height: 120, padding: 8 };

/**
 * A small candle chart of the instrument's recent prices (the last 48 candles of a chosen interval),
 * live from the quote socket's candle stream, drawn as plain SVG: the full chart (with its library)
 * is one tap away. Its text alternative names the high, low and last price.
 */
export function MiniChart({
  symbol,
  label,
  paused = false,
}: {
  symbol: string;
  label: string;
  /** The price may not be dealt now: no last-price line drawn on across the chart. */
  paused?: boolean;
}) {
  const { t } = useTranslation('trade');
  const [interval, chooseInterval] = useState<MiniInterval>('15m');
  const history = useQuery(getCandlesQueryOptions(symbol, interval));
  const { refetch } = history;
  const key = `${symbol} ${interval}`;
  /** Candles the socket sent since this symbol and interval were chosen, merged by time. */
  const [live, setLive] = useState<{ key: string; candles: Candle[] }>({ key, candles: [] });

  const loaded =
    history.data?.symbol === symbol && history.data.interval === interval
      ? history.data.items
      : null;
  const candles =
    loaded === null
      ? []
      : mergeByTime(loaded, live.key === key ? live.candles : []).series.slice(-MINI_CHART_CANDLES);
  const shown = useRef<readonly Candle[]>(candles);
  useEffect(() => {
    shown.current = candles;
  });

  const onCandles = useCallback(
    (event: CandleEvent) => {
      if (`${event.symbol} ${event.interval}` !== key) return;
      // Candles were missed while disconnected: read the history again.
      if (mergeByTime(shown.current, event.candles, INTERVAL_MS[interval]).gap) void refetch();
      setLive((before) => ({
        key,
        candles: mergeByTime(before.key === key ? before.candles : [], event.candles).series.slice(
          -MINI_CHART_CANDLES,
        ),
      }));
    },
    [key, interval, refetch],
  );
  useCandleStream(symbol, interval, onCandles);

  const geometry = miniChartGeometry(candles, BOX);
  const intervalName = t(`chart.intervals.${interval}`);
  return (
    <section className="wh-trade-chart" aria-label={label}>
      <div className="wh-trade-chart__bar">
        <ChoiceField
          legend={t('chart.interval')}
          hideLegend
          look="chips-small"
          choices={INTERVALS.map((value) => ({ value, label: t(`chart.intervals.${value}`) }))}
          value={interval}
          onChange={chooseInterval}
        />
        <Link className="wh-trade-chart__full" to={chartPath(symbol)}>
          {t('chart.full')}
        </Link>
      </div>
      {geometry === null ? (
        <p className="wh-trade-chart__state" role={history.isError ? 'alert' : 'status'}>
          {history.isError ? t('chart.failed') : t('chart.loading')}
        </p>
      ) : (
        <div className="wh-trade-chart__canvas">
          <svg
            className="wh-trade-chart__svg"
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('chart.label', {
              symbol: label,
              interval: intervalName,
              high: formatPrice(geometry.high),
              low: formatPrice(geometry.low),
              last: formatPrice(geometry.last),
            })}
          >
            {!paused && (
              <line
                className="wh-trade-chart__last"
                x1={0}
                x2={BOX.width}
                y1={geometry.lastY}
                y2={geometry.lastY}
                vectorEffect="non-scaling-stroke"
              />
            )}
            {geometry.candles.map((shape) => (
              <g
                key={shape.time}
                className={`wh-trade-chart__candle wh-trade-chart__candle--${shape.trend}`}
              >
                <line
                  x1={shape.x + shape.width / 2}
                  x2={shape.x + shape.width / 2}
                  y1={shape.wickTop}
                  y2={shape.wickBottom}
                  vectorEffect="non-scaling-stroke"
                />
                <rect x={shape.x} y={shape.bodyTop} width={shape.width} height={shape.bodyHeight} />
              </g>
            ))}
          </svg>
          <span className="wh-trade-chart__high" aria-hidden="true">
            {formatPrice(geometry.high)}
          </span>
          <span className="wh-trade-chart__low" aria-hidden="true">
            {formatPrice(geometry.low)}
          </span>
        </div>
      )}
    </section>
  );
}
