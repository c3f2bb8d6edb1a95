import {
  computeMidUnits,
  decimalToUnits,
  type PriceUnits,
  type SimulatedQuote,
  unitsToDecimalString,
} from '@waihui/core';
import type { CandleBuilder } from './candle-builder';
import type { InstrumentRegistry, MarketInstrument } from './instruments';
import type { FeedPersistence } from './persistence';
import type { QuoteHub } from './quote-hub';
import type { Quote, QuoteCache } from './quote-source';
import type { FeedSequence } from './sequence';
import type { PriceTick } from './sources/price-source';
import type { TickerCache } from './ticker-cache';

export interface TickPathDeps {
  instruments: InstrumentRegistry;
  sequence: Pick<FeedSequence, 'take'>;
  tickers: Pick<TickerCache, 'record' | 'adopt' | 'mid'>;
  candles: Pick<CandleBuilder, 'apply'>;
  persistence: Pick<FeedPersistence, 'quoteChanged' | 'forgetQuote'>;
  quotes: QuoteCache;
  hub: Pick<QuoteHub, 'onTick'>;
  /**
   * How old (ms) an instrument's previous quote may be before its next one counts as the first
   * after a pause (feed-condition.ts staleLimitMs; infinite with staleness off).
   */
  staleLimitMs(instrument: MarketInstrument): number;
  /** Last on the path: the leader queues its own quotes for the bus (feed-roles.ts). */
  publish(quote: Quote): void;
}

/**
 * The one path every quote takes, in feed order, without IO: sequence number (own ticks only) →
 * recent ticks and ticker → candles of every interval (of the mid) → last quote to write →
 * QuoteSource listeners → WebSocket hub → the bus (a leader's own ticks). The leader's quotes heard
 * on the bus join it after the numbering, so every process shows the same quotes under the same seq.
 */
export class TickPath {
  constructor(private readonly deps: TickPathDeps) {}

  /**
   * A tick of this process's price source: numbered, marked as the first after a pause when the
   * source says so or the instrument's previous quote is older than its stale limit, applied, then
   * queued for the bus.
   */
  onPriceTick(tick: PriceTick): void {
    const instrument = this.deps.instruments.get(tick.symbol);
    if (!instrument) return;
    const { precision } = instrument;
    const mid = computeMidUnits(tick.bid, tick.ask);
    const previous = this.deps.quotes.latest(tick.symbol);
    const afterPause =
      tick.afterPause === true ||
      (previous !== undefined &&
        tick.receivedAtMs - previous.ts > this.deps.staleLimitMs(instrument));
    const quote: Quote = {
      symbol: tick.symbol,
      bid: unitsToDecimalString(tick.bid, precision),
      ask: unitsToDecimalString(tick.ask, precision),
      last: unitsToDecimalString(mid, precision),
      ts: tick.receivedAtMs,
      seq: this.deps.sequence.take(),
      ...(tick.origin ? { origin: tick.origin } : {}),
      ...(afterPause ? { afterPause } : {}),
    };
    this.apply(quote, mid);
    this.deps.publish(quote);
  }

  /** A quote the leader numbered (heard on the bus); false for an instrument this process lacks. */
  applyNumbered(quote: Quote): boolean {
    const mid = this.midOf(quote);
    if (mid === undefined) return false;
    this.apply(quote, mid);
    return true;
  }

  /** A stored quote made current without a tick: no recent tick, no candle, nothing to write. */
  adopt(quote: Quote): void {
    const mid = this.midOf(quote);
    if (mid === undefined) return;
    this.deps.tickers.adopt(quote.symbol, mid);
    this.deps.persistence.forgetQuote(quote.symbol);
    this.deps.quotes.publish(quote);
    this.deps.hub.onTick(quote.symbol, []);
  }

  /** The latest quote of every instrument in tick units (a promoted leader's walk resumes there). */
  latestInUnits(): Map<string, SimulatedQuote> {
    const latest = new Map<string, SimulatedQuote>();
    for (const quote of this.deps.quotes.all()) {
      const instrument = this.deps.instruments.get(quote.symbol);
      const mid = this.deps.tickers.mid(quote.symbol);
      if (!instrument || mid === undefined) continue;
      latest.set(quote.symbol, {
        mid,
        bid: decimalToUnits(quote.bid, instrument.precision),
        ask: decimalToUnits(quote.ask, instrument.precision),
      });
    }
    return latest;
  }

  private apply(quote: Quote, mid: PriceUnits): void {
    this.deps.tickers.record(quote, mid);
    const changes = this.deps.candles.apply(quote.symbol, quote.ts, mid);
    this.deps.persistence.quoteChanged(quote);
    this.deps.quotes.publish(quote);
    this.deps.hub.onTick(quote.symbol, changes);
  }

  private midOf(quote: Quote): PriceUnits | undefined {
    const instrument = this.deps.instruments.get(quote.symbol);
    if (!instrument) return undefined;
    const { precision } = instrument;
    return computeMidUnits(
      decimalToUnits(quote.bid, precision),
      decimalToUnits(quote.ask, precision),
    );
  }
}
