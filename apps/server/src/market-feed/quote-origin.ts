import type { QuoteSourceView } from '@waihui/contracts';
import type { Quote } from './quote-source';

/**
 * Where a dealt quote came from, as fills, spot fills and delivery placements and settlements store
 * it (the `source_*` / `markup_*` columns, docs/decisions.md "Every fill records its source"):
 * source bid − markup bid = bid and source ask + markup ask = ask, exactly (decimal strings in the
 * instrument's price terms; markups never negative).
 */
export interface QuoteOriginColumns {
  /** The sources-file id ('binance'), or the feed kind ('simulated', 'replay'). */
  sourceId: string;
  sourceBid: string;
  sourceAsk: string;
  markupBid: string;
  markupAsk: string;
}

/**
 * The origin columns of `quote`: a live source's origin as it came, else (simulated or replay feed,
 * which quote without markup) the feed kind as the source, the dealt bid/ask as the raw ones and no
 * markup.
 */
export function quoteOriginColumns(
  quote: Pick<Quote, 'bid' | 'ask' | 'origin'>,
  feedKind: string,
): QuoteOriginColumns {
  const { origin } = quote;
  if (origin === undefined) {
    return {
      sourceId: feedKind,
      sourceBid: quote.bid,
      sourceAsk: quote.ask,
      markupBid: '0',
      markupAsk: '0',
    };
  }
  return {
    sourceId: origin.sourceId,
    sourceBid: origin.rawBid,
    sourceAsk: origin.rawAsk,
    markupBid: origin.markupBid,
    markupAsk: origin.markupAsk,
  };
}

/** The origin columns as a row holds them: all null on records from before they were recorded. */
export type StoredOriginColumns = {
  [K in keyof QuoteOriginColumns]: QuoteOriginColumns[K] | null;
};

/** The origin columns on the wire (contracts' quoteSourceSchema); null on older records. */
export function quoteSourceView(stored: StoredOriginColumns): QuoteSourceView {
  const { sourceId, sourceBid, sourceAsk, markupBid, markupAsk } = stored;
  if (
    sourceId === null ||
    sourceBid === null ||
    sourceAsk === null ||
    markupBid === null ||
    markupAsk === null
  )
    return null;
  return {
    id: sourceId,
    bid: sourceBid,
    ask: sourceAsk,
    markup_bid: markupBid,
    markup_ask: markupAsk,
  };
}
