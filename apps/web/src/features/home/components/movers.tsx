import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarketItem } from '@waihui/contracts';
import { SegmentedTabs } from '@/components/segmented-tabs';
import { FlashPrice } from '@/lib/quotes/flash-price';
import { chartPath } from '@/lib/quotes/links';
import type { TickerMap } from '@/lib/quotes/quote-client';
import { displaySymbol, formatChangePct, trendOf } from '@/lib/format/prices';

type MoversTab = 'gainers' | 'losers' | 'hot';
const TABS: readonly MoversTab[] = ['gainers', 'losers', 'hot'];

/**
 * Top gainers, losers and most active today, in the server's ranking (refreshed with the overview)
 * and with live prices. Each row opens the chart.
 */
export function Movers({
  lists,
  tickers,
}: {
  lists: Record<MoversTab, readonly MarketItem[]>;
  tickers: TickerMap;
}) {
  const { t } = useTranslation('market');
  const [tab, setTab] = useState<MoversTab>('gainers');
  const items = lists[tab].slice(0, 5);
  return (
    <section className="wh-home-section" aria-labelledby="wh-home-movers">
      <div className="wh-home-section__head">
        <h2 id="wh-home-movers" className="wh-home-section__title">
          {t('home.movers')}
        </h2>
        <SegmentedTabs
          tabs={TABS.map((id) => ({ value: id, label: t(`home.${id}`) }))}
          value={tab}
          onChange={setTab}
          labelledBy="wh-home-movers"
          className="wh-segmented"
          tabClassName="wh-segmented__item"
        />
      </div>
      <div className="wh-home-card" role="tabpanel" aria-label={t(`home.${tab}`)}>
        {items.length === 0 ? (
          <p className="wh-home-empty">{t('home.noMovers')}</p>
        ) : (
          <ol className="wh-home-movers">
            {items.map((item, index) => {
              const ticker = tickers.get(item.symbol) ?? item.ticker;
              const trend = trendOf(ticker?.change_pct);
              return (
                <li key={item.symbol}>
                  <Link to={chartPath(item.symbol)} className="wh-home-movers__row">
                    <span className="wh-home-movers__rank">{index + 1}</span>
                    <span className="wh-home-movers__name">
                      <span className="wh-home-movers__symbol">{displaySymbol(item)}</span>
                      <span className="wh-home-movers__full">{item.name}</span>
                    </span>
                    <FlashPrice
                      value={ticker?.last}
                      resetKey={item.symbol}
                      className="wh-home-movers__price"
                    />
                    <span className={`wh-change-badge wh-change-badge--${trend}`}>
                      {formatChangePct(ticker?.change_pct)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
