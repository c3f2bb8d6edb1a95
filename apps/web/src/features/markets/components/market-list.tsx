import { useTranslation } from 'react-i18next';
import type { MarketItem } from '@waihui/contracts';
import type { TickerMap } from '@/lib/quotes/quote-client';
import { MarketRow } from './market-row';

/** Column heads and rows of instruments with live prices. */
export function MarketList({
  items,
  tickers,
  onFollow,
  showCategory,
  label,
}: {
  items: readonly MarketItem[];
  tickers: TickerMap;
  onFollow: (item: MarketItem) => void;
  showCategory?: boolean;
  label: string;
}) {
  const { t } = useTranslation('market');
  return (
    <div className="wh-market-list">
      <div className="wh-market-list__head" aria-hidden="true">
        <span>{t('markets.columns.name')}</span>
        <span>{t('markets.columns.last')}</span>
        <span>{t('markets.columns.change')}</span>
      </div>
      <ul className="wh-market-list__rows" aria-label={label}>
        {items.map((item) => (
          <MarketRow
            key={item.symbol}
            item={item}
            ticker={tickers.get(item.symbol) ?? item.ticker}
            onFollow={onFollow}
            showCategory={showCategory}
          />
        ))}
      </ul>
    </div>
  );
}
