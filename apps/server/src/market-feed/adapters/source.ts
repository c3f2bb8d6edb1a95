/**
 * The seam between a price provider and the market engine. An adapter (Binance, Kraken, OANDA,
 * FIX) speaks its provider's protocol and reports, through one listener, every best bid/ask it
 * receives as a `SourceTick` and every change of an instrument's state. The composer (failover,
 * staleness, trading sessions, markup) consumes this; nothing here rounds, marks up or deals.
 */

/**
 * One best bid/ask from a provider, already in our instrument's terms.
 * Prices are plain decimal strings (no exponent, no trailing zeros): the provider's own digits
 * times the binding's `priceScale`, exact and NOT rounded to the instrument's precision (the
 * composer rounds). bid ≤ ask always holds; a crossed quote is dropped as malformed.
 */
export interface SourceTick {
  sourceId: string;
  /** Our symbol, e.g. 'BTCUSD'. */
  instrument: string;
  bid: string;
  ask: string;
  /** When the provider says it made the price (epoch ms), if its messages carry a time. */
  sourceTime?: number;
  /** When we received it (epoch ms), from the injected clock. */
  receiveTime: number;
  /** The provider's own ordering number (Binance update id `u`, FIX MsgSeqNum), if it has one. */
  sourceSeq?: number;
}

/**
 * An instrument's state at one source:
 * - `connecting`: no usable price on the current connection yet (start-up, after a reconnect,
 *   after a system status came back online);
 * - `live`: priced, and the connection was heard within the source's stale limit;
 * - `stale`: priced, but nothing heard for longer than the stale limit (the last price stands
 *   but must not be dealt);
 * - `closed`: the provider says it is not tradeable now (OANDA `tradeable: false`, a Kraken
 *   system status other than online, a FIX QuoteCondition of closed);
 * - `down`: no connection, or the provider refused the subscription, or the source is stopped.
 */
export type SourceState = 'connecting' | 'live' | 'stale' | 'closed' | 'down';

export interface SourceStateChange {
  sourceId: string;
  instrument: string;
  state: SourceState;
  previous: SourceState;
  /** Epoch ms, from the injected clock. */
  at: number;
  /** Why, in words for the operator log (never a credential). */
  reason: string;
}

/** What a source reports to; both run synchronously on the socket's event and must be quick. */
export interface SourceListener {
  onTick(tick: SourceTick): void;
  onState(change: SourceStateChange): void;
}

/** Running totals since the source was created, for a metrics endpoint. */
export interface SourceCounters {
  /** Every message or frame heard from the provider: prices, heartbeats, pings, acks. */
  messages: number;
  /** Ticks handed to the listener. */
  ticks: number;
  /** Messages ignored because they could not be read or carried an unusable price. */
  malformed: number;
  /** Connection attempts after the first one. */
  reconnects: number;
  /** FIX only: MsgSeqNum gaps that made the engine send a ResendRequest. */
  sequenceGaps: number;
  /** Binance only: planned connection replacements before the provider's 24-hour cut. */
  rollovers: number;
}

export interface SourceAdapter {
  readonly id: string;
  /**
   * Connects and keeps connecting until stop(); reports to `listener` from now on. May be called
   * again after stop() (the process leads again): it connects anew.
   */
  start(listener: SourceListener): void;
  /** Closes the connection and every timer; every instrument ends `down`. */
  stop(): void;
  state(instrument: string): SourceState | undefined;
  counters(): Readonly<SourceCounters>;
  /** When the provider was last heard (any message, epoch ms); null before the first. */
  lastHeardAt(): number | null;
}

/** Our instrument ↔ the provider's symbol, from the sources file. */
export interface InstrumentBinding {
  instrument: string;
  /** Exactly as the provider spells it ('BTCUSDT', 'BTC/USD', 'EUR_USD', 'EUR/USD'). */
  symbol: string;
  /** Our price = provider price × priceScale (decimal string; '1' for most). */
  priceScale: string;
}
