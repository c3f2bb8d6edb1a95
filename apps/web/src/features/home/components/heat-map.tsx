import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HotMapData, InstrumentCategory } from '@waihui/contracts';
import { SegmentedTabs } from '@/components/segmented-tabs';
import { chartPath } from '@/lib/quotes/links';
import type { TickerMap } from '@/lib/quotes/quote-client';
import { heatOf, largestAbsPct } from './heat-level';
import { formatChangePct, formatPrice, trendOf } from '@/lib/format/prices';

/**
 * Heat map of one category at a time: a tile per instrument coloured by today's change (live),
 * the category average from the server beside each category name.
 */
export function HeatMap({ data, tickers }: { data: HotMapData; tickers: TickerMap }) {
  const { t } = useTranslation('market');
  const [chosen, setChosen] = useState<InstrumentCategory>('crypto');
  const category = data.categories.find((c) => c.category === chosen) ?? data.categories[0];
  if (category === undefined) return null;
  const tiles = category.items.map((item) => {
    const ticker = tickers.get(item.symbol);
    return {
      symbol: item.symbol,
      name: item.name,
      last: ticker?.last ?? item.last,
      changePct: ticker === undefined ? item.change_pct : ticker.change_pct,
    };
  });
  const largest = largestAbsPct(tiles.map((tile) => tile.changePct));

  return (
    <section className="wh-home-section" aria-labelledby="wh-home-heat">
      <div className="wh-home-section__head">
        <h2 id="wh-home-heat" className="wh-home-section__title">
          {t('home.heatMap')}
        </h2>
      </div>
      <div className="wh-home-card wh-heat">
        <SegmentedTabs
          tabs={data.categories.map((c) => ({
            value: c.category,
            label: (
              <>
                <span>{t(`categories.${c.category}`)}</span>
                <span className={`wh-heat__tab-change wh-${trendOf(c.change_pct)}`}>
                  {formatChangePct(c.change_pct)}
                </span>
              </>
            ),
          }))}
          value={category.category}
          onChange={setChosen}
          labelledBy="wh-home-heat"
          className="wh-heat__tabs"
          tabClassName="wh-heat__tab"
        />
        <div className="wh-heat__grid" role="tabpanel">
          {tiles.map((tile) => {
            const heat = heatOf(tile.changePct, largest);
            return (
              <Link
                key={tile.symbol}
                to={chartPath(tile.symbol)}
                className={`wh-heat__tile wh-heat__tile--${heat.trend}-${heat.level}`}
                title={tile.name}
              >
                <span className="wh-heat__symbol">{tile.symbol}</span>
                <span className="wh-heat__pct">{formatChangePct(tile.changePct)}</span>
                <span className="wh-heat__last">{formatPrice(tile.last)}</span>
              </Link>
            );
          })}
        </div>
        <p className="wh-heat__hint">{t('home.heatMapHint')}</p>
      </div>
    </section>
  );
}
