import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarketItem, Ticker } from '@waihui/contracts';
import { FlashPrice } from '@/lib/quotes/flash-price';
import { chartPath } from '@/lib/quotes/links';
import { pausedPriceClass, PriceStatusBadge } from '@/lib/quotes/price-status';
import { FollowStar } from './follow-star';
import { displaySymbol, formatChangePct, trendOf } from '@/lib/format/prices';

export interface MarketRowProps {
  item: MarketItem;
  /** The live ticker, else the one the list was loaded with. */
  ticker: Ticker | null;
  onFollow: (item: MarketItem) => void;
  /** Shows the category under the name (search results mix categories). */
  showCategory?: boolean;
}

/**
 * One instrument: follow star, symbol and name, flashing last price, change badge; opens the chart.
 * A price that may not be dealt now is greyed with a Delayed or Closed badge.
 */
export const MarketRow = memo(function MarketRow({
  item,
  ticker,
  onFollow,
  showCategory = false,
}: MarketRowProps) {
  const { t } = useTranslation('market');
  const trend = trendOf(ticker?.change_pct);
  const label = displaySymbol(item);
  return (
    <li className="wh-market-row" data-symbol={item.symbol}>
      <FollowStar
        followed={item.followed}
        label={t(item.followed ? 'markets.unfollow' : 'markets.follow', { name: label })}
        onToggle={() => onFollow(item)}
      />
      <Link to={chartPath(item.symbol)} className="wh-market-row__link">
        <span className="wh-market-row__name">
          <span className="wh-market-row__symbol">
            {label}
            <PriceStatusBadge ticker={ticker} />
          </span>
          <span className="wh-market-row__full">
            {showCategory ? `${t(`categories.${item.category}`)} · ${item.name}` : item.name}
          </span>
        </span>
        <FlashPrice
          value={ticker?.last}
          resetKey={item.symbol}
          className={`wh-market-row__price ${pausedPriceClass(ticker)}`}
        />
        <span className={`wh-change-badge wh-change-badge--${trend}`}>
          {formatChangePct(ticker?.change_pct)}
        </span>
      </Link>
    </li>
  );
});
