import {
  applyMarkup,
  confirmsJump,
  Decimal,
  decideDrift,
  decideFailover,
  exactMid,
  type FailoverState,
  type FeedCondition,
  findQuoteDefect,
  FRESH,
  screenJump,
  type SourceRole,
  START_ON_PRIMARY,
} from '@waihui/core';
import type {
  SourceAdapter,
  SourceClock,
  SourceListener,
  SourceState,
  SourceStateChange,
  SourceTick,
} from '../../adapters';
import type { FeedEvent } from '../../feed-events';
import type { PriceSink, PriceSource, PriceSourceStatus } from '../price-source';
import type { InstrumentPolicy } from './policy';

/** One instrument as the composer deals it: its precision, policy and sources by role. */
export interface ComposedInstrument {
  symbol: string;
  /** Decimal places of the dealt price (instruments.ts). */
  precision: number;
  policy: InstrumentPolicy;
  primary: string;
  secondary?: string;
}

export interface SourcesFeedDeps {
  /** Each adapter with its provider type ('binance', 'kraken', 'oanda', 'fix'). */
  adapters: readonly { adapter: SourceAdapter; kind: string }[];
  instruments: readonly ComposedInstrument[];
  clock: SourceClock;
  sink: PriceSink;
  /** Where switches, outages, recoveries and drift alerts go (FeedEventLog: feed_events). */
  events: { record(event: FeedEvent): void; idle(): Promise<void> };
  /** How often (ms) quote ages and the failback are looked at when nothing arrives. */
  checkEveryMs: number;
}

/** A source's latest usable quote for an instrument: raw decimals in our price terms. */
interface RawQuote {
  sourceId: string;
  rawBid: string;
  rawAsk: string;
  mid: Decimal;
  receivedAtMs: number;
}

/** Running totals of the composer per source (beside the adapter's own). */
interface ComposerCounters {
  /** Crossed, zero or negative quotes, and quotes whose marked-up bid would not be positive. */
  dropped: number;
  /** Jumps beyond the band held back. */
  held: number;
  /** Held or jumped mids confirmed by the same source's next tick or by the other source. */
  confirmed: number;
  /** Held jumps dropped unconfirmed. */
  discarded: number;
  /** Times the instrument's dealt quotes switched to this source. */
  switches: number;
}

interface Book {
  instrument: ComposedInstrument;
  failover: FailoverState;
  latest: Map<string, RawQuote>;
  /** Whether each source was live at the last look; absent before it first was (no recovery). */
  wasLive: Map<string, boolean>;
  lastDealtMid: Decimal | null;
  held: RawQuote | null;
  drifting: boolean;
}

/**
 * The live price source (MARKET_FEED=sources): the adapters of the sources file behind one
 * PriceSource. Per instrument it deals the active source's quotes (failover with hysteresis, core's
 * decideFailover), drops unusable quotes, holds jumps until confirmed (screenJump), raises drift
 * alerts (decideDrift), applies the markup (applyMarkup) and hands the tick path `PriceTick`s in
 * tick units with their origin. Switches, outages, recoveries and drift go to `events`.
 * Only the leading process runs it; its state survives a stop and start.
 */
export class SourcesFeed implements PriceSource {
  readonly kind = 'sources';
  private readonly books = new Map<string, Book>();
  private readonly adapters = new Map<string, { adapter: SourceAdapter; kind: string }>();
  private readonly totals = new Map<string, ComposerCounters>();
  private running = false;
  private cancelCheck: (() => void) | undefined;
  private readonly listener: SourceListener = {
    onTick: (tick) => this.onTick(tick),
    onState: (change) => this.onState(change),
  };

  constructor(private readonly deps: SourcesFeedDeps) {
    for (const entry of deps.adapters) {
      this.adapters.set(entry.adapter.id, entry);
      this.totals.set(entry.adapter.id, {
        dropped: 0,
        held: 0,
        confirmed: 0,
        discarded: 0,
        switches: 0,
      });
    }
    for (const instrument of deps.instruments) {
      this.books.set(instrument.symbol, {
        instrument,
        failover: START_ON_PRIMARY,
        latest: new Map(),
        wasLive: new Map(),
        lastDealtMid: null,
        held: null,
        drifting: false,
      });
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    for (const { adapter } of this.adapters.values()) adapter.start(this.listener);
    this.scheduleCheck();
  }

  /** Stops every adapter; what they report while stopping is not an outage (demotion, shutdown). */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.cancelCheck?.();
    for (const { adapter } of this.adapters.values()) adapter.stop();
    for (const book of this.books.values()) book.wasLive.clear();
  }

  /** Resolves once the feed events recorded so far are written. */
  idle(): Promise<void> {
    return this.deps.events.idle();
  }

  /**
   * Live while a source is live for the symbol; closed when every source says closed; else stale
   * with `sources_unavailable`. An instrument no source quotes is stale.
   */
  condition(symbol: string): FeedCondition {
    const book = this.books.get(symbol);
    if (!book) return { state: 'stale', reason: 'sources_unavailable' };
    const now = this.deps.clock.now();
    const ids = sourcesOf(book.instrument);
    if (ids.some((id) => this.isLive(book, id, now))) return FRESH;
    if (ids.every((id) => this.adapterState(id, symbol) === 'closed')) {
      return { state: 'closed', reason: 'provider_closed' };
    }
    return { state: 'stale', reason: 'sources_unavailable' };
  }

  status(): readonly PriceSourceStatus[] {
    const now = this.deps.clock.now();
    return [...this.adapters.values()].map(({ adapter, kind }) => ({
      id: adapter.id,
      kind,
      lastHeardAt: adapter.lastHeardAt(),
      counters: { ...adapter.counters(), ...this.countersOf(adapter.id) },
      instruments: [...this.books.values()].flatMap((book) => {
        const role = roleOf(book.instrument, adapter.id);
        if (role === null) return [];
        return [
          {
            instrument: book.instrument.symbol,
            state: this.stateOf(book, adapter.id, now),
            role,
            active: book.failover.active === role,
          },
        ];
      }),
    }));
  }

  private onTick(tick: SourceTick): void {
    const book = this.books.get(tick.instrument);
    if (!this.running || !book || roleOf(book.instrument, tick.sourceId) === null) return;
    const bid = new Decimal(tick.bid);
    const ask = new Decimal(tick.ask);
    if (findQuoteDefect(bid, ask) !== null) {
      this.countersOf(tick.sourceId).dropped += 1;
      return;
    }
    const quote: RawQuote = {
      sourceId: tick.sourceId,
      rawBid: tick.bid,
      rawAsk: tick.ask,
      mid: exactMid(bid, ask),
      receivedAtMs: tick.receiveTime,
    };
    book.latest.set(tick.sourceId, quote);
    const switched = this.look(book, tick.receiveTime);
    if (switched) return;
    if (tick.sourceId === this.activeId(book)) {
      this.offer(book, quote);
    } else if (
      book.held &&
      confirmsJump(quote.mid, book.held.mid, book.instrument.policy.jumpBand)
    ) {
      this.countersOf(book.held.sourceId).confirmed += 1;
      const held = book.held;
      book.held = null;
      this.deal(book, held);
    }
  }

  private onState(change: SourceStateChange): void {
    const book = this.books.get(change.instrument);
    if (this.running && book) this.look(book, change.at);
  }

  /**
   * One look at an instrument: outage and recovery of each source, the failover decision (on a
   * switch the new source's latest quote is offered at once) and the drift alert. True on a switch.
   */
  private look(book: Book, now: number): boolean {
    const { instrument } = book;
    const live = new Map(sourcesOf(instrument).map((id) => [id, this.isLive(book, id, now)]));
    for (const [id, isLive] of live) this.recordLiveness(book, id, isLive, now);
    const before = book.failover.active;
    book.failover = decideFailover(book.failover, {
      primaryLive: live.get(instrument.primary) === true,
      secondaryLive: instrument.secondary !== undefined && live.get(instrument.secondary) === true,
      nowMs: now,
      failbackAfterMs: instrument.policy.failbackAfterMs,
    });
    this.lookForDrift(book, live, now);
    if (book.failover.active === before) return false;
    const to = this.activeId(book);
    this.countersOf(to).switches += 1;
    this.record(book, 'switch', to, now, { from: idOf(instrument, before), to });
    if (book.held) this.countersOf(book.held.sourceId).discarded += 1;
    book.held = null;
    const latest = book.latest.get(to);
    if (latest && live.get(to) === true) this.offer(book, latest);
    return true;
  }

  private recordLiveness(book: Book, id: string, isLive: boolean, now: number): void {
    const was = book.wasLive.get(id);
    if (was === isLive || (was === undefined && !isLive)) return;
    book.wasLive.set(id, isLive);
    if (was === undefined) return;
    const state = this.stateOf(book, id, now);
    this.record(book, isLive ? 'recovery' : 'outage', id, now, { state });
  }

  private lookForDrift(book: Book, live: ReadonlyMap<string, boolean>, now: number): void {
    const { primary, secondary, policy } = book.instrument;
    if (secondary === undefined || live.get(primary) !== true || live.get(secondary) !== true) {
      return;
    }
    const primaryMid = book.latest.get(primary)?.mid;
    const secondaryMid = book.latest.get(secondary)?.mid;
    if (primaryMid === undefined || secondaryMid === undefined) return;
    const change = decideDrift({
      alerting: book.drifting,
      primaryMid,
      secondaryMid,
      limit: policy.driftLimit,
    });
    if (change === null) return;
    book.drifting = change === 'raise';
    this.record(book, change === 'raise' ? 'drift' : 'drift_cleared', secondary, now, {
      primaryMid: primaryMid.toFixed(),
      secondaryMid: secondaryMid.toFixed(),
      limit: policy.driftLimit.toFixed(),
    });
  }

  /** The active source's quote: dealt, dealt as confirmed, or held back (jump rule). */
  private offer(book: Book, quote: RawQuote): void {
    const other = sourcesOf(book.instrument).find((id) => id !== quote.sourceId);
    const otherQuote = other === undefined ? undefined : book.latest.get(other);
    const live =
      otherQuote !== undefined && this.isLive(book, otherQuote.sourceId, quote.receivedAtMs);
    const heldHere = book.held?.sourceId === quote.sourceId ? book.held : null;
    const { verdict, discardsHeld } = screenJump({
      mid: quote.mid,
      lastDealtMid: book.lastDealtMid,
      heldMid: heldHere?.mid ?? null,
      otherMid: live ? otherQuote.mid : null,
      band: book.instrument.policy.jumpBand,
    });
    const counters = this.countersOf(quote.sourceId);
    if (discardsHeld) counters.discarded += 1;
    book.held = null;
    if (verdict === 'hold') {
      counters.held += 1;
      book.held = quote;
      return;
    }
    if (verdict === 'confirmed') counters.confirmed += 1;
    this.deal(book, quote);
  }

  private deal(book: Book, quote: RawQuote): void {
    const { symbol, precision, policy } = book.instrument;
    const dealt = applyMarkup({ bid: quote.rawBid, ask: quote.rawAsk }, policy.markup, precision);
    if (dealt === null) {
      this.countersOf(quote.sourceId).dropped += 1;
      return;
    }
    book.lastDealtMid = quote.mid;
    this.deps.sink({
      symbol,
      bid: dealt.bid,
      ask: dealt.ask,
      receivedAtMs: quote.receivedAtMs,
      origin: {
        sourceId: quote.sourceId,
        rawBid: quote.rawBid,
        rawAsk: quote.rawAsk,
        markupBid: dealt.markupBid,
        markupAsk: dealt.markupAsk,
      },
    });
  }

  /** Live: the adapter says live and its latest quote for the instrument is within the limit. */
  private isLive(book: Book, id: string, now: number): boolean {
    const latest = book.latest.get(id);
    return (
      this.adapterState(id, book.instrument.symbol) === 'live' &&
      latest !== undefined &&
      now - latest.receivedAtMs <= book.instrument.policy.staleAfterMs
    );
  }

  /** The adapter's state, but `stale` when it is connected and its quote is too old. */
  private stateOf(book: Book, id: string, now: number): SourceState {
    const state = this.adapterState(id, book.instrument.symbol);
    if (state !== 'live') return state;
    return this.isLive(book, id, now) ? 'live' : 'stale';
  }

  private adapterState(id: string, symbol: string): SourceState {
    return this.adapters.get(id)?.adapter.state(symbol) ?? 'down';
  }

  private activeId(book: Book): string {
    return idOf(book.instrument, book.failover.active);
  }

  private countersOf(id: string): ComposerCounters {
    const counters = this.totals.get(id);
    if (!counters) throw new Error(`no price source ${id}`);
    return counters;
  }

  private record(
    book: Book,
    kind: FeedEvent['kind'],
    sourceId: string,
    at: number,
    details: FeedEvent['details'],
  ): void {
    this.deps.events.record({ at, kind, instrument: book.instrument.symbol, sourceId, details });
  }

  /** Quote ages and the failback move with time alone: look at every instrument now and then. */
  private scheduleCheck(): void {
    this.cancelCheck = this.deps.clock.setTimeout(() => {
      if (!this.running) return;
      const now = this.deps.clock.now();
      for (const book of this.books.values()) this.look(book, now);
      this.scheduleCheck();
    }, this.deps.checkEveryMs);
  }
}

function sourcesOf(instrument: ComposedInstrument): string[] {
  return instrument.secondary === undefined
    ? [instrument.primary]
    : [instrument.primary, instrument.secondary];
}

function roleOf(instrument: ComposedInstrument, id: string): SourceRole | null {
  if (instrument.primary === id) return 'primary';
  return instrument.secondary === id ? 'secondary' : null;
}

function idOf(instrument: ComposedInstrument, role: SourceRole): string {
  return role === 'primary' ? instrument.primary : (instrument.secondary ?? instrument.primary);
}
