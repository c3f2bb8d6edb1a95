import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SimulatedQuote } from '@waihui/core';
import type { Bus, Unsubscribe } from '../cluster/bus';
import type { FeedPersistence } from './persistence';
import { decodeQuoteBatch, encodeQuoteBatch, QUOTES_CHANNEL } from './quote-bus';
import type { Quote } from './quote-source';
import type { FeedSequence } from './sequence';
import type { PriceSource } from './sources/price-source';

/**
 * `lead`: this process runs the price source, writes candles and last quotes, and publishes every
 * source step on the bus. `follow`: no source and no writes; the leader's quotes come from the bus
 * into the same tick path (QuoteSource, candles, recent ticks, WebSocket hub), so every reader works
 * the same.
 */
export type FeedRole = 'lead' | 'follow';

export interface FeedRolesDeps {
  bus: Bus;
  source: PriceSource;
  sequence: Pick<FeedSequence, 'observe' | 'renew' | 'idle'>;
  persistence: Pick<FeedPersistence, 'start' | 'stop' | 'persist' | 'idle'>;
  /** The tick path for a quote the leader numbered; false when the instrument is unknown here. */
  applyNumbered(quote: Quote): boolean;
  /** The tick path for a stored quote made current without a tick. */
  adopt(quote: Quote): void;
  /** The last quotes the leader wrote (market_last_quotes). */
  storedQuotes(): Promise<Quote[]>;
  /** The latest quote of every instrument in tick units, where a promoted leader resumes. */
  latestInUnits(): ReadonlyMap<string, SimulatedQuote>;
  log: FastifyBaseLogger;
}

/**
 * Switches the feed between leading and following at run time (the leader election calls `lead()`
 * and `follow()`); switches run one after another. While leading, the quotes of one source step are
 * published on the bus as one batch once the step ended (a microtask later), exactly as the
 * QuoteSource gave them.
 */
export class FeedRoles {
  /** null until the first switch; then the role it runs in (or is switching to). */
  private current: FeedRole | null = null;
  private stopped = false;
  /** Serialises switches (a promotion reserves sequence numbers before the source runs). */
  private switching: Promise<void> = Promise.resolve();
  private unfollow: Unsubscribe | null = null;
  /** Instruments quoted by the leader on the bus since this process last began following. */
  private readonly heardFromBus = new Set<string>();
  /** Quotes of the source step in progress, published together once the step ends. */
  private outgoing: Quote[] = [];
  /** This process on the bus (its own batches are not applied twice). */
  private readonly origin = randomUUID();

  constructor(private readonly deps: FeedRolesDeps) {}

  /** The role this process runs in now (or will, once a switch in progress is done). */
  get role(): FeedRole {
    return this.current ?? 'lead';
  }

  /**
   * Becomes the leader. After following: stops following, continues the walk from the last quotes
   * heard (so prices do not jump back to where this process's own source stopped) and reserves a
   * fresh block of sequence numbers above every number the previous leader reserved. Then runs the
   * source and the periodic writes. No-op when leading.
   */
  lead(): Promise<void> {
    return this.switchTo('lead', async (previous) => {
      const { source, sequence, persistence } = this.deps;
      // A first start leads with the block and the walk the front door prepared.
      if (previous === 'follow') {
        await this.unfollow?.();
        this.unfollow = null;
        source.resumeFrom?.(this.deps.latestInUnits());
        await sequence.renew();
      }
      if (this.stopped) return;
      source.start();
      persistence.start();
    });
  }

  /**
   * Becomes a follower: stops the source and the writes (what is pending is written first), then
   * takes quotes from the bus and adopts the leader's stored quotes. No-op when following.
   */
  follow(): Promise<void> {
    return this.switchTo('follow', async (previous) => {
      const { source, persistence } = this.deps;
      source.stop();
      persistence.stop();
      this.flushOutgoing();
      await persistence.idle();
      // A demoted leader writes what it still holds; a process starting as follower writes nothing.
      if (previous === 'lead') await persistence.persist();
      if (this.stopped) return;
      this.heardFromBus.clear();
      this.unfollow = await this.deps.bus.subscribe(QUOTES_CHANNEL, (message) =>
        this.onBusMessage(message),
      );
      await this.adoptStoredQuotes();
    });
  }

  /** The tick path's last step: a leader's own quote joins the batch of the current step. */
  publish(quote: Quote): void {
    // Only a running leader publishes (a follower's start quotes stay its own).
    if (this.current !== 'lead') return;
    if (this.outgoing.length === 0) queueMicrotask(() => this.flushOutgoing());
    this.outgoing.push(quote);
  }

  /** Stops the source and the bus, and writes what is pending unless following (app onClose). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.switching;
    this.deps.source.stop();
    this.deps.persistence.stop();
    await this.unfollow?.();
    this.unfollow = null;
    this.flushOutgoing();
    await this.deps.sequence.idle();
    await this.deps.persistence.idle();
    if (this.current !== 'follow') await this.deps.persistence.persist();
  }

  /**
   * The leader's last written quotes (every MARKET_PERSIST_MS) replace this process's own start
   * quotes for the instruments the bus has not quoted yet, so a follower never prices at a quote
   * the leader did not make. Candles are left alone: they follow the bus from now on.
   */
  private async adoptStoredQuotes(): Promise<void> {
    for (const quote of await this.deps.storedQuotes()) {
      if (this.heardFromBus.has(quote.symbol) || this.current !== 'follow') continue;
      this.deps.adopt(quote);
    }
  }

  private switchTo(
    role: FeedRole,
    run: (previous: FeedRole | null) => Promise<void>,
  ): Promise<void> {
    const next = this.switching.then(async () => {
      if (this.current === role || this.stopped) return;
      const previous = this.current;
      this.current = role;
      this.deps.log.info({ role }, 'market feed role');
      await run(previous);
    });
    // A failed switch is logged and thrown to its caller; later switches still run.
    this.switching = next.catch((error: unknown) =>
      this.deps.log.error({ err: error, role }, 'market feed role switch failed'),
    );
    return next;
  }

  /** Publishes the quotes of the source step that just ended as one bus message. */
  private flushOutgoing(): void {
    if (this.outgoing.length === 0) return;
    const message = encodeQuoteBatch({ origin: this.origin, quotes: this.outgoing });
    this.outgoing = [];
    this.deps.bus
      .publish(QUOTES_CHANNEL, message)
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'could not publish quotes'));
  }

  /** A leader's batch from the bus, while following: the same path as the leader's own ticks. */
  private onBusMessage(message: string): void {
    if (this.current !== 'follow' || this.stopped) return;
    const batch = decodeQuoteBatch(message);
    if (batch === null) {
      this.deps.log.error({ bytes: message.length }, 'not a quote batch on the quotes channel');
      return;
    }
    if (batch.origin === this.origin) return;
    for (const quote of batch.quotes) {
      if (!this.deps.applyNumbered(quote)) continue;
      // Numbers reserved by the leader: after a promotion this process numbers above them.
      this.deps.sequence.observe(quote.seq);
      this.heardFromBus.add(quote.symbol);
    }
  }
}
