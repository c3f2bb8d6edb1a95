import { useTranslation } from 'react-i18next';
import type { MarketItem, Ticker } from '@waihui/contracts';
import { parseDecimal } from '@waihui/core';
import { FlashPrice } from '@/lib/quotes/flash-price';
import { displaySymbol, formatPrice } from '@/lib/quotes/format';

/**
 * The two prices a contract trades at, live: a short opens (and a long closes) at the bid, a long
 * opens (and a short closes) at the ask. The spread is ask − bid, exact, at the instrument's precision.
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
      <div className="wh-trade-quote__side wh-trade-quote__side--bid">
        <span className="wh-trade-quote__label">{t('quote.bid')}</span>
        <FlashPrice
          value={ticker.bid}
          resetKey={item.symbol}
          className="wh-trade-quote__price wh-fall"
        />
      </div>
      <span className="wh-trade-quote__spread">
        {t('quote.spread', { value: formatPrice(spread) })}
      </span>
      <div className="wh-trade-quote__side wh-trade-quote__side--ask">
        <span className="wh-trade-quote__label">{t('quote.ask')}</span>
        <FlashPrice
          value={ticker.ask}
          resetKey={item.symbol}
          className="wh-trade-quote__price wh-rise"
        />
      </div>
    </section>
  );
}
