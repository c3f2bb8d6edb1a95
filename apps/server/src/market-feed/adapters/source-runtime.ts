import type { FastifyBaseLogger } from 'fastify';
import { type BackoffPolicy, backoffDelayMs } from './backoff';
import type { SourceClock } from './clock';
import { toOurQuote } from './provider-price';
import type {
  InstrumentBinding,
  SourceAdapter,
  SourceCounters,
  SourceListener,
  SourceState,
} from './source';

export type SourceLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn'>;

/** What every adapter is given: time, randomness for jitter and a log, all injected. */
export interface SourceDeps {
  clock: SourceClock;
  /** Uniform in [0, 1). */
  random: () => number;
  log: SourceLog;
}

/** Per-source limits from the sources file. */
export interface SourceTiming {
  /**
   * Nothing heard for this long (ms) makes priced instruments `stale`. After half of it the link
   * is asked for a sign of life (`probe`); after twice it the connection is dropped and made anew.
   */
  staleAfterMs: number;
  backoff: BackoffPolicy;
}

/** How a link (one connection; two during a Binance rollover) reports to the runtime. */
export interface LinkEvents {
  /** Any message, frame, heartbeat or ping from the provider: it is alive. */
  heard(): void;
  /** A best bid/ask as the provider wrote it, for the provider's symbol. */
  price(
    symbol: string,
    rawBid: string,
    rawAsk: string,
    meta?: { sourceTime?: number; sourceSeq?: number },
  ): void;
  /** A message that could not be used; counted and ignored. */
  malformed(reason: string): void;
  /**
   * The provider closed (`closed`), refused (`down`) or reopened (`connecting`) one symbol, or
   * every symbol when `symbol` is null. Reopening moves only closed or down instruments.
   */
  status(symbol: string | null, state: 'closed' | 'down' | 'connecting', reason: string): void;
  count(counter: 'sequenceGaps' | 'rollovers'): void;
  /** The link is gone for good; the runtime reconnects after a backoff. */
  closed(reason: string): void;
}

export interface Link {
  /** Ends the connection at once; idempotent. Reports nothing afterwards. */
  close(): void;
  /** Asks the provider for a sign of life (a ping frame, a ping message). */
  probe?(): void;
}

/** Opens one link; events must not be reported synchronously from inside this call. */
export type OpenLink = (events: LinkEvents) => Link;

/**
 * An adapter's whole source: the runtime around links that subscribe `symbols`, the distinct
 * provider symbols of its bindings (two instruments may share one).
 */
export function runSource(
  options: SourceTiming & { id: string },
  bindings: readonly InstrumentBinding[],
  deps: SourceDeps,
  openLink: (symbols: readonly string[], events: LinkEvents) => Link,
): SourceAdapter {
  const symbols = [...new Set(bindings.map((binding) => binding.symbol))];
  return new SourceRuntime(options.id, bindings, options, deps, (events) =>
    openLink(symbols, events),
  );
}

/**
 * The shell every adapter shares: instrument states and counters, the reconnect loop with
 * jittered exponential backoff, and the liveness watchdog. Adapters only translate messages.
 *
 * Reconnect: a link that closes, fails to open, or stays silent for 2 × staleAfterMs is replaced
 * after `backoffDelayMs(failures)`; `failures` goes back to 0 on the first price of a link.
 * Watchdog: one timer at the next of lastHeard + staleAfterMs/2 (probe), + staleAfterMs (stale),
 * + 2 × staleAfterMs (drop); messages only move lastHeard, so a busy feed costs no timer work.
 * A tick always reaches the listener before the `live` change it causes.
 */
export class SourceRuntime implements SourceAdapter {
  private readonly bindingsBySymbol = new Map<string, InstrumentBinding[]>();
  private readonly states = new Map<string, SourceState>();
  private readonly totals: SourceCounters = {
    messages: 0,
    ticks: 0,
    malformed: 0,
    reconnects: 0,
    sequenceGaps: 0,
    rollovers: 0,
  };
  private listener: SourceListener | undefined;
  private link: Link | undefined;
  /** Bumped whenever a link is dropped, so events from an old link are ignored. */
  private generation = 0;
  private connections = 0;
  private failures = 0;
  /** Watchdog mark: the last message, or the start of the current connection. */
  private lastHeard = 0;
  private lastMessageAt: number | null = null;
  private probed = false;
  private stopped = false;
  private cancelWatchdog: (() => void) | undefined;
  private cancelRetry: (() => void) | undefined;

  constructor(
    readonly id: string,
    bindings: readonly InstrumentBinding[],
    private readonly timing: SourceTiming,
    private readonly deps: SourceDeps,
    private readonly open: OpenLink,
  ) {
    for (const binding of bindings) {
      const same = this.bindingsBySymbol.get(binding.symbol) ?? [];
      this.bindingsBySymbol.set(binding.symbol, [...same, binding]);
      this.states.set(binding.instrument, 'down');
    }
  }

  /** Starts, or starts again after `stop()` (a process that leads again): a fresh connection. */
  start(listener: SourceListener): void {
    if (this.listener && !this.stopped) throw new Error(`price source ${this.id} already started`);
    this.stopped = false;
    this.listener = listener;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.cancelRetry?.();
    this.dropLink('stopped')?.close();
  }

  state(instrument: string): SourceState | undefined {
    return this.states.get(instrument);
  }

  counters(): Readonly<SourceCounters> {
    return { ...this.totals };
  }

  lastHeardAt(): number | null {
    return this.lastMessageAt;
  }

  private connect(): void {
    this.cancelRetry = undefined;
    if (this.connections > 0) this.totals.reconnects += 1;
    this.connections += 1;
    const generation = ++this.generation;
    this.lastHeard = this.deps.clock.now();
    this.probed = false;
    this.setAll(() => 'connecting', this.connections === 1 ? 'starting' : 'reconnecting');
    const link = this.open(this.eventsFor(generation));
    if (generation !== this.generation) {
      link.close();
      return;
    }
    this.link = link;
    this.armWatchdog();
  }

  private eventsFor(generation: number): LinkEvents {
    const current = () => generation === this.generation && !this.stopped;
    return {
      heard: () => current() && this.onHeard(),
      price: (symbol, rawBid, rawAsk, meta) =>
        current() && this.onPrice(symbol, rawBid, rawAsk, meta ?? {}),
      malformed: (reason) => current() && this.onMalformed(reason),
      status: (symbol, state, reason) => current() && this.onStatus(symbol, state, reason),
      count: (counter) => current() && (this.totals[counter] += 1),
      closed: (reason) => current() && this.onLinkClosed(reason),
    };
  }

  private onHeard(): void {
    this.totals.messages += 1;
    this.lastHeard = this.deps.clock.now();
    this.lastMessageAt = this.lastHeard;
    this.probed = false;
    this.setAll((state) => (state === 'stale' ? 'live' : state), 'heard again');
  }

  private onPrice(
    symbol: string,
    rawBid: string,
    rawAsk: string,
    meta: { sourceTime?: number; sourceSeq?: number },
  ): void {
    const bindings = this.bindingsBySymbol.get(symbol);
    if (!bindings) return this.onMalformed(`price for unsubscribed symbol ${symbol}`);
    for (const binding of bindings) {
      const quote = toOurQuote(rawBid, rawAsk, binding.priceScale);
      if (quote === null) return this.onMalformed(`unusable price ${symbol} ${rawBid}/${rawAsk}`);
      this.totals.ticks += 1;
      this.failures = 0;
      this.notify((listener) =>
        listener.onTick({
          sourceId: this.id,
          instrument: binding.instrument,
          ...quote,
          ...meta,
          receiveTime: this.deps.clock.now(),
        }),
      );
      this.setState(binding.instrument, 'live', 'priced');
    }
  }

  private onMalformed(reason: string): void {
    this.totals.malformed += 1;
    this.deps.log.debug({ sourceId: this.id, reason }, 'price source: message ignored');
  }

  private onStatus(
    symbol: string | null,
    state: 'closed' | 'down' | 'connecting',
    reason: string,
  ): void {
    const instruments = new Set(
      (symbol === null
        ? [...this.bindingsBySymbol.values()].flat()
        : (this.bindingsBySymbol.get(symbol) ?? [])
      ).map((binding) => binding.instrument),
    );
    for (const instrument of instruments) {
      const previous = this.states.get(instrument);
      const reopens = state === 'connecting';
      if (!reopens || previous === 'closed' || previous === 'down') {
        this.setState(instrument, state, reason);
      }
    }
  }

  private onLinkClosed(reason: string): void {
    this.dropLink(reason);
    this.deps.log.warn({ sourceId: this.id, reason }, 'price source disconnected');
    const delayMs = backoffDelayMs(this.failures, this.timing.backoff, this.deps.random());
    this.failures += 1;
    this.cancelRetry = this.deps.clock.setTimeout(() => this.connect(), delayMs);
  }

  /** Forgets the current link (its later events are ignored) and marks every instrument down. */
  private dropLink(reason: string): Link | undefined {
    const link = this.link;
    this.generation += 1;
    this.link = undefined;
    this.cancelWatchdog?.();
    this.cancelWatchdog = undefined;
    this.setAll(() => 'down', reason);
    return link;
  }

  private armWatchdog(): void {
    const { staleAfterMs } = this.timing;
    const silentMs = this.deps.clock.now() - this.lastHeard;
    const nextMark = [Math.floor(staleAfterMs / 2), staleAfterMs, 2 * staleAfterMs].find(
      (mark) => mark > silentMs,
    );
    this.cancelWatchdog = this.deps.clock.setTimeout(
      () => this.onWatchdog(),
      (nextMark ?? silentMs) - silentMs,
    );
  }

  private onWatchdog(): void {
    const { staleAfterMs } = this.timing;
    const silentMs = this.deps.clock.now() - this.lastHeard;
    const silence = `nothing heard for ${silentMs} ms`;
    if (silentMs >= 2 * staleAfterMs) {
      const link = this.link;
      this.onLinkClosed(silence);
      link?.close();
      return;
    }
    if (silentMs >= staleAfterMs)
      this.setAll((state) => (state === 'live' ? 'stale' : state), silence);
    if (silentMs >= Math.floor(staleAfterMs / 2) && !this.probed) {
      this.probed = true;
      this.link?.probe?.();
    }
    this.armWatchdog();
  }

  private setAll(next: (state: SourceState) => SourceState, reason: string): void {
    for (const [instrument, state] of this.states) this.setState(instrument, next(state), reason);
  }

  private setState(instrument: string, state: SourceState, reason: string): void {
    const previous = this.states.get(instrument);
    if (previous === undefined || previous === state) return;
    this.states.set(instrument, state);
    const at = this.deps.clock.now();
    this.notify((listener) =>
      listener.onState({ sourceId: this.id, instrument, state, previous, at, reason }),
    );
  }

  private notify(call: (listener: SourceListener) => void): void {
    if (!this.listener) return;
    try {
      call(this.listener);
    } catch (err) {
      this.deps.log.warn({ sourceId: this.id, err }, 'price source listener threw');
    }
  }
}
