import type { QuoteSourceView } from '@waihui/contracts';
import { formatPrice } from './format';

/**
 * The values of a "Source: binance · raw bid / ask · markup bid / ask" line beside a dealt quote
 * (docs/decisions.md, "Every fill records its source"): the source id and its raw prices and
 * markups as the server sent them, grouped like every price. Each page words the line in its own
 * namespace; this only formats.
 */
export function quoteSourceValues(source: NonNullable<QuoteSourceView>) {
  return {
    source: source.id,
    bid: formatPrice(source.bid),
    ask: formatPrice(source.ask),
    markupBid: formatPrice(source.markup_bid),
    markupAsk: formatPrice(source.markup_ask),
  };
}
