import { type Decimal, type SpotSide, parseDecimal, spotLimitFills } from '@waihui/core';
import type { Quote } from '../../market-feed';
import {
  type SpotOrderRow,
  findSpotOrderOfUser,
  listAllPendingSpotOrders,
} from './spot.repository';
import { type SpotDeps, fillRestingSpotOrder } from './spot.service';

/*
 * Fills resting spot limit orders from the live feed: a buy when ask ≤ limit, a sell when
 * bid ≥ limit (core's spotLimitFills), at that quote. In memory it holds each pending order's limit
 * per symbol; a quote checks only its symbol's orders. Fills run one after another off the tick (the
 * feed is never held up); the database stays the truth (a fill re-reads the order under lock, so a
 * cancel that won the race makes it a no-op). A linear scan per symbol: fine for the order counts
 * of a retail spot book; a sorted book (as trading's TriggerBook) is the next step if it is not.
 */

export interface SpotLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

interface Resting {
  id: number;
  side: SpotSide;
  limit: Decimal;
}

export class SpotEngine {
  /** As a lifecycle part (leader work, cluster/cluster-wiring.ts). */
  readonly name = 'spot limit engine';
  /** symbol → resting orders by id. */
  private readonly resting = new Map<string, Map<number, Resting>>();
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private unsubscribe: (() => void) | null = null;
  /**
   * Between start and stop: this process leads (cluster/leadership.ts) and fills. A follower's
   * engine holds nothing; the leader loads what followers place or cancel when told over the bus.
   */
  private running = false;
  private readonly trackedListeners = new Set<(order: SpotOrderRow) => void>();

  constructor(
    private readonly deps: SpotDeps,
    private readonly log: SpotLog,
  ) {}

  /**
   * Loads every pending order, then listens to the feed. Runs again on each election won: what an
   * earlier lead left in memory is dropped first (the database is the truth).
   */
  async start(): Promise<void> {
    this.resting.clear();
    this.running = true;
    const orders = await listAllPendingSpotOrders(this.deps.db);
    for (const order of orders) this.watch(order);
    this.log.info({ orders: orders.length }, 'spot engine resumed');
    this.unsubscribe = this.deps.market.subscribe((quote) => this.onQuote(quote));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.idle();
  }

  /** Resolves when every queued fill has run (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.chain;
  }

  /** Hears each order placed or cancelled through this process's HTTP (app.ts tells the leader). */
  onTracked(listener: (order: SpotOrderRow) => void): () => void {
    this.trackedListeners.add(listener);
    return () => this.trackedListeners.delete(listener);
  }

  /** An order placed or cancelled through HTTP: watched (when running) and told to listeners. */
  track(order: SpotOrderRow): void {
    this.watch(order);
    for (const listener of this.trackedListeners) listener(order);
  }

  /**
   * Another process placed or cancelled the user's order (told over the bus): reads it from the
   * database and watches or forgets it. Only while running.
   */
  async load(userId: string, orderId: number): Promise<void> {
    if (!this.running) return;
    const order = await findSpotOrderOfUser(this.deps.db, userId, orderId);
    if (order !== null) this.watch(order);
  }

  /** A placed or ended order: pending ones are watched, others forgotten. Only while running. */
  private watch(order: SpotOrderRow): void {
    if (!this.running) return;
    if (order.status !== 'pending' || order.limitPrice === null) {
      this.resting.get(order.symbol)?.delete(order.id);
      return;
    }
    let book = this.resting.get(order.symbol);
    if (book === undefined) {
      book = new Map();
      this.resting.set(order.symbol, book);
    }
    const resting = { id: order.id, side: order.side, limit: parseDecimal(order.limitPrice) };
    // A quote may have crossed it between the submit's read and now (or before a restart): check
    // the latest one at once rather than wait for the next that crosses (only if it may be dealt).
    const latest = this.deps.market.latest(order.symbol);
    const live = this.deps.market.state(order.symbol) === 'live';
    if (latest !== undefined && live && this.crosses(resting, latest)) {
      this.enqueue(order.id, latest);
      return;
    }
    book.set(order.id, resting);
  }

  private crosses(order: Resting, quote: Quote): boolean {
    return spotLimitFills(order.side, order.limit, {
      bid: parseDecimal(quote.bid),
      ask: parseDecimal(quote.ask),
    });
  }

  private onQuote(quote: Quote): void {
    const book = this.resting.get(quote.symbol);
    if (book === undefined || book.size === 0) return;
    // A quote that may not be dealt (stale on arrival, or out of session) fills nothing.
    if (this.deps.market.state(quote.symbol) !== 'live') return;
    for (const order of book.values()) {
      if (!this.crosses(order, quote)) continue;
      book.delete(order.id);
      this.enqueue(order.id, quote);
    }
  }

  private enqueue(orderId: number, quote: Quote): void {
    this.pending += 1;
    this.chain = this.chain
      .then(async () => {
        const filled = await fillRestingSpotOrder(this.deps, orderId, quote);
        if (filled !== null) this.log.info({ orderId, seq: quote.seq }, 'spot limit order filled');
      })
      .catch((error: unknown) => {
        this.log.error({ err: error, orderId }, 'spot limit fill failed');
      })
      .finally(() => {
        this.pending -= 1;
      });
  }
}
