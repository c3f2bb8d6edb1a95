import { useTranslation } from 'react-i18next';
import type { MarketItem, Ticker } from '@waihui/contracts';
import { parseDecimal } from '@waihui/core';
import { FlashPrice } from '@/lib/quotes/flash-price';
import { pausedPriceClass, PriceStatusBadge } from '@/lib/quotes/price-status';
import { displaySymbol, formatPrice } from '@/lib/format/prices';

/**
 * The two prices a contract trades at, live: a short opens (and a long closes) at the bid, a long
 * opens (and a short closes) at the ask. The spread is ask − bid, exact, at the instrument's precision.
 * A price that may not be dealt now is greyed, with a Delayed or Closed badge.
 */
export function QuotePanel({ item, ticker }: { item: MarketItem; ticker: Ticker | null }) {
  const { t } = useTranslation('trade');
  if (ticker === null) {
    return (
      <p className="wh-trade-quote wh-trade-quote--waiting" role="status">
        {t('quote.waiting')}
      </p>
    );
  }
  const spread = parseDecimal(ticker.ask).minus(parseDecimal(ticker.bid)).toFixed(item.precision);
  return (
    <section
      className="wh-trade-quote"
      aria-label={t('quote.label', { symbol: displaySymbol(item) })}
    >
      <QuoteSide
        side="bid"
        price={ticker.bid}
        symbol={item.symbol}
        paused={pausedPriceClass(ticker)}
      />
      <span className="wh-trade-quote__spread">
        {t('quote.spread', { value: formatPrice(spread) })}
        <PriceStatusBadge ticker={ticker} />
      </span>
      <QuoteSide
        side="ask"
        price={ticker.ask}
        symbol={item.symbol}
        paused={pausedPriceClass(ticker)}
      />
    </section>
  );
}

/** One side of the quote: the bid in the falling colour, the ask in the rising one. */
function QuoteSide({
  side,
  price,
  symbol,
  paused,
}: {
  side: 'bid' | 'ask';
  price: string;
  symbol: string;
  /** pausedPriceClass of the ticker: greys the price while it may not be dealt. */
  paused: string;
}) {
  const { t } = useTranslation('trade');
  return (
    <div className={`wh-trade-quote__side wh-trade-quote__side--${side}`}>
      <span className="wh-trade-quote__label">{t(`quote.${side}`)}</span>
      <FlashPrice
        value={price}
        resetKey={symbol}
        className={`wh-trade-quote__price ${side === 'bid' ? 'wh-fall' : 'wh-rise'} ${paused}`}
      />
    </div>
  );
}
