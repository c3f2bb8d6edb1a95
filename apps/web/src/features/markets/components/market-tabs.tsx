import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_TABS, type MarketTab } from '@/lib/quotes/links';

/** The markets tabs (watchlist and the five categories), scrolling sideways on a narrow screen. */
export function MarketTabs({
  value,
  onChange,
}: {
  value: MarketTab;
  onChange: (tab: MarketTab) => void;
}) {
  const { t } = useTranslation('market');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  return (
    <div ref={list} className="wh-market-tabs" role="tablist">
      {MARKET_TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={id === value}
          className="wh-market-tabs__tab"
          onClick={() => onChange(id)}
        >
          {id === 'watchlist' ? t('markets.watchlist') : t(`categories.${id}`)}
        </button>
      ))}
    </div>
  );
}
