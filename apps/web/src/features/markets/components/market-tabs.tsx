import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '@/components/segmented-tabs';
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
  // Keep the chosen tab in view: the list scrolls sideways (there is one such list on the page).
  useEffect(() => {
    document
      .querySelector<HTMLElement>('.wh-market-tabs [aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  return (
    <SegmentedTabs
      tabs={MARKET_TABS.map((id) => ({
        value: id,
        label: id === 'watchlist' ? t('markets.watchlist') : t(`categories.${id}`),
      }))}
      value={value}
      onChange={onChange}
      className="wh-market-tabs"
      tabClassName="wh-market-tabs__tab"
    />
  );
}
