import { useTranslation } from 'react-i18next';
import type { DeliveryQuote } from '@waihui/contracts';
import { formatPrice } from '@/lib/format/prices';

/** "2026-11-22T10:01:00.000Z" → "2026-11-22 10:01:00" (UTC, as the server records it). */
export function formatQuoteTime(iso: string): string {
  return iso.replace('T', ' ').slice(0, 19);
}

/**
 * One recorded quote: its mid (the price used), bid / ask, time (UTC) and feed sequence, and where
 * it came from (source, raw bid / ask, markup) when recorded.
 */
export function QuoteLine({ label, quote }: { label: string; quote: DeliveryQuote }) {
  const { t } = useTranslation('delivery');
  return (
    <div className="wh-delivery-quote">
      <dt>{label}</dt>
      <dd>
        <span className="wh-delivery-quote__mid">
          {t('result.quote', {
            mid: formatPrice(quote.mid),
            bid: formatPrice(quote.bid),
            ask: formatPrice(quote.ask),
          })}
        </span>
        <span className="wh-delivery-quote__time">
          {t('result.quotedAt', { time: formatQuoteTime(quote.quoted_at), seq: quote.quote_seq })}
        </span>
        {quote.source !== null && (
          <span className="wh-delivery-quote__source" data-field="source">
            {t('result.source', {
              source: quote.source.id,
              bid: formatPrice(quote.source.bid),
              ask: formatPrice(quote.source.ask),
              markupBid: formatPrice(quote.source.markup_bid),
              markupAsk: formatPrice(quote.source.markup_ask),
            })}
          </span>
        )}
      </dd>
    </div>
  );
}
