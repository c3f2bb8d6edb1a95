import { useTranslation } from 'react-i18next';
import type { MarketItem, Ticker } from '@waihui/contracts';
import { FlashPrice } from '@/lib/quotes/flash-price';
import { pausedPriceClass, PriceStatusBadge } from '@/lib/quotes/price-status';
import {
  displaySymbol,
  formatChange,
  formatChangePct,
  formatPrice,
  trendOf,
} from '@/lib/format/prices';

/**
 * The chart page's quote (product.md §3.4 market quote): latest price, change, today's high, low and
 * open, yesterday's close, and bid/ask, all live.
 */
export function QuoteHeader({ item, ticker }: { item: MarketItem; ticker: Ticker | null }) {
  const { t } = useTranslation('market');
  const trend = trendOf(ticker?.change);
  const stats = [
    ['high', t('chart.high'), ticker?.high],
    ['low', t('chart.low'), ticker?.low],
    ['open', t('chart.open'), ticker?.open],
    ['prevClose', t('chart.prevClose'), ticker?.prev_close],
  ] as const;
  return (
    <section className="wh-quote" aria-label={displaySymbol(item)}>
      <div className="wh-quote__title">
        <span className="wh-quote__symbol">{displaySymbol(item)}</span>
        <span className="wh-quote__name">{item.name}</span>
        <span className="wh-quote__tag">{t(`categories.${item.category}`)}</span>
      </div>
      <div className="wh-quote__main">
        <div className="wh-quote__price-block">
          <FlashPrice
            value={ticker?.last}
            resetKey={item.symbol}
            className={`wh-quote__last wh-${trend} ${pausedPriceClass(ticker)}`}
          />
          <PriceStatusBadge ticker={ticker} />
          <div className={`wh-quote__change wh-${trend}`}>
            <span data-testid="quote-change">{formatChange(ticker?.change)}</span>
            <span data-testid="quote-change-pct">{formatChangePct(ticker?.change_pct)}</span>
          </div>
          <dl className="wh-quote__book">
            <div>
              <dt>{t('chart.bid')}</dt>
              <dd>{formatPrice(ticker?.bid)}</dd>
            </div>
            <div>
              <dt>{t('chart.ask')}</dt>
              <dd>{formatPrice(ticker?.ask)}</dd>
            </div>
          </dl>
        </div>
        <dl className="wh-quote__stats">
          {stats.map(([id, label, value]) => (
            <div key={id} className="wh-quote__stat">
              <dt>{label}</dt>
              <dd data-stat={id}>{formatPrice(value)}</dd>
            </div>
          ))}
          {/* A fact of the instrument among the others, not a badge that advertises it. */}
          <div className="wh-quote__stat">
            <dt>{t('chart.maxLeverageLabel')}</dt>
            <dd data-stat="maxLeverage">{t('chart.maxLeverage', { value: item.max_leverage })}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
