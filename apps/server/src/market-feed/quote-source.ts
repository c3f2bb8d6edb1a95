/**
 * A quote as other modules see it (product.md §10.1): bid and ask from the feed, last = mid rounded
 * half-even to the instrument's precision. Prices are decimal strings with the instrument's
 * precision; `ts` is the tick time in epoch ms; `seq` the feed sequence number, unique and
 * increasing across instruments and restarts (gaps allowed). A fill records all of these, and
 * `origin` when the quote came from a live source.
 */
export interface Quote {
  symbol: string;
  bid: string;
  ask: string;
  last: string;
  ts: number;
  seq: number;
  /** Live sources only (MARKET_FEED=sources): where the dealt bid/ask came from. */
  origin?: QuoteOrigin;
  /**
   * The instrument's first quote after a pause: its previous quote was older than the stale limit
   * (with staleness on), or the source says so (after an outage or a closed session). A trigger,
   * spot limit fill or settlement it fires records that it waited (docs/decisions.md).
   */
  afterPause?: true;
}

/**
 * The honest record of a dealt quote from a live source: the source, its raw bid/ask (exact decimal
 * strings in our price terms: the provider's digits × the binding's priceScale, not rounded) and
 * the markup per side, so that raw bid − markupBid = bid and raw ask + markupAsk = ask exactly
 * (the markup includes the rounding to the tick; never negative).
 */
export interface QuoteOrigin {
  /** The source id of the sources file, e.g. 'binance'. */
  sourceId: string;
  rawBid: string;
  rawAsk: string;
  markupBid: string;
  markupAsk: string;
}

export type QuoteListener = (quote: Quote) => void;

/**
 * What trading, triggers and delivery read: the latest quote per instrument, and every new quote in
 * feed order. Listeners run synchronously inside the tick, so they must be quick and must not
 * throw (an exception is logged and the listener keeps its subscription); do slow work later.
 */
export interface QuoteSource {
  /** The latest quote, or undefined before the instrument's first tick. */
  latest(symbol: string): Quote | undefined;
  /** Calls `listener` for every quote from now on; returns a function that unsubscribes. */
  subscribe(listener: QuoteListener): () => void;
}

/** The in-memory latest-quote map behind QuoteSource; the tick path (tick-path.ts) is its only writer. */
export class QuoteCache implements QuoteSource {
  private readonly quotes = new Map<string, Quote>();
  private readonly listeners = new Set<QuoteListener>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  latest(symbol: string): Quote | undefined {
    return this.quotes.get(symbol);
  }

  subscribe(listener: QuoteListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Stores the quote and tells every listener. */
  publish(quote: Quote): void {
    this.quotes.set(quote.symbol, quote);
    for (const listener of this.listeners) {
      try {
        listener(quote);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  all(): IterableIterator<Quote> {
    return this.quotes.values();
  }
}
