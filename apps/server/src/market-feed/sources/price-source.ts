import type { FeedCondition, PriceUnits, SimulatedQuote } from '@waihui/core';
import type { QuoteOrigin } from '../quote-source';

/**
 * One price from a source: an instrument's bid and ask in its tick units (integer multiples of
 * 10^-precision, instruments.ts), bid ≤ ask, and when this process received it (epoch ms; a replay
 * stepped by hand keeps the time recorded in its file). The tick path numbers it and turns it into
 * a Quote; a source never numbers or rounds for the path.
 */
export interface PriceTick {
  symbol: string;
  bid: PriceUnits;
  ask: PriceUnits;
  receivedAtMs: number;
  /** A live source's tick: its source, raw bid/ask and markup, carried into the Quote. */
  origin?: QuoteOrigin;
  /** The source's first tick of the instrument after an outage or a closed session. */
  afterPause?: true;
}

/**
 * Where a source delivers its ticks: the market feed's tick path. Called synchronously, in the order
 * the source received them; it does no IO and returns within microseconds.
 */
export type PriceSink = (tick: PriceTick) => void;

/**
 * A source of prices behind the one tick path (create-price-source.ts picks it from MARKET_FEED). It
 * is given its sink when created and delivers between `start()` and `stop()`; only the leading
 * process runs it (`stop()` on demotion, `start()` again on promotion). A live source connects and
 * reconnects in the background: `start()` returns at once.
 */
export interface PriceSource {
  /** Names the source in logs and to the dev route: 'simulated', 'replay', 'sources'. */
  readonly kind: string;
  start(): void;
  stop(): void;
  /**
   * A process taking the feed over passes the last quotes it heard from the previous leader (tick
   * units). The simulation continues its walk from them; a live source has nothing to resume.
   */
  resumeFrom?(latest: ReadonlyMap<string, SimulatedQuote>): void;
  /**
   * A live source's view of an instrument now: fresh, stale or closed at the provider, with the
   * reason (the instrument status adds the trading session). Absent: always fresh (simulated and
   * replay feeds).
   */
  condition?(symbol: string): FeedCondition;
  /**
   * What operators and the metrics endpoint see of each source behind this one: its state per
   * instrument, when it was last heard and its running counters. Absent: the market feed reports
   * the simulated or replay feed as one source, live for every instrument it ticks.
   */
  status?(): readonly PriceSourceStatus[];
  /** Resolves once what the source records (feed events) is written; absent: nothing to wait for. */
  idle?(): Promise<void>;
}

/** One price source as operators see it (back-office, /metrics). */
export interface PriceSourceStatus {
  /** The sources-file id ('binance-main'), or the feed kind ('simulated', 'replay'). */
  id: string;
  /** 'simulated' | 'replay' | 'binance' | 'kraken' | 'oanda' | 'fix'. */
  kind: string;
  /** When the provider was last heard (any message, epoch ms); null before the first. */
  lastHeardAt: number | null;
  /** Running totals since the process started: messages, ticks, malformed, reconnects, … */
  counters: Readonly<Record<string, number>>;
  instruments: readonly PriceSourceInstrument[];
}

export interface PriceSourceInstrument {
  /** Our symbol. */
  instrument: string;
  /** The adapter's state (adapters/source.ts SourceState): connecting, live, stale, closed, down. */
  state: 'connecting' | 'live' | 'stale' | 'closed' | 'down';
  /** This source's place for the instrument in the sources file. */
  role: 'primary' | 'secondary';
  /** Whether the instrument's dealt quotes come from this source now. */
  active: boolean;
}
