import { Link } from 'react-router';
import type { MarketItem } from '@waihui/contracts';
import { FlashPrice } from '@/lib/quotes/flash-price';
import { chartPath } from '@/lib/quotes/links';
import type { TickerMap } from '@/lib/quotes/quote-client';
import { displaySymbol, formatChange, formatChangePct, trendOf } from '@/lib/format/prices';

/** The three headline instruments (BTC, ETH, gold) as cards with live price and change. */
export function HeadlineCards({
  items,
  tickers,
}: {
  items: readonly MarketItem[];
  tickers: TickerMap;
}) {
  return (
    <div className="wh-home-headline">
      {items.map((item) => {
        const ticker = tickers.get(item.symbol) ?? item.ticker;
        const trend = trendOf(ticker?.change_pct);
        return (
          <Link
            key={item.symbol}
            to={chartPath(item.symbol)}
            className="wh-home-headline__card"
            data-symbol={item.symbol}
          >
            <span className="wh-home-headline__symbol">{displaySymbol(item)}</span>
            <FlashPrice
              value={ticker?.last}
              resetKey={item.symbol}
              className={`wh-home-headline__price wh-${trend}`}
            />
            <span className={`wh-home-headline__change wh-${trend}`}>
              {formatChangePct(ticker?.change_pct)}
            </span>
            <span className="wh-home-headline__abs">{formatChange(ticker?.change)}</span>
          </Link>
        );
      })}
    </div>
  );
}
