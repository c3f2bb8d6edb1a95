import {
  type Decimal,
  type Trigger,
  type TriggerKind,
  MARGIN_CALL_LEVEL,
  TriggerBook,
  decimalToUnits,
  triggerRule,
} from '@waihui/core';
import type { FeedQuote } from './trading.market';
import {
  type OrderRow,
  type PositionRow,
  listAllOpenPositions,
  listAllPendingOrders,
  listOpenPositionsOfUser,
  listPendingOrdersOfUser,
} from './trading.repository';
import { closeByTrigger } from './trading.close';
import type { TradingCommitter } from './trading.commit';
import { AccountReader } from './trading.account-reader';
import type { TradingChange, TradingDeps } from './trading.deps';
import { fillRestingOrder } from './trading.open';
import { MarginBook } from './trading.margin-book';
import { runStopOut } from './trading.stop-out';

/*
 * The trigger engine (docs/trading.md). In memory it holds every resting limit order, TP and SL in
 * core's TriggerBook (per instrument and quote side, keyed by integer ticks), so a quote pops only
 * what it crosses; and, per user holding positions, the contract account in the margin book (the
 * stop-out monitor, trading.margin-book.ts: a quote values only the accounts whose box it leaves). The database stays the truth: every action re-reads under the trader's lock and
 * may find the trigger stale (closed meanwhile), which is a no-op. Work for one user runs in order
 * (a promise chain per user), off the quote tick, so the feed is never held up.
 */

export interface TradingLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** A user's contract account as the engine last read it (after each change and every 5 s). */
export interface TrackedAccount {
  available: Decimal;
  locked: Decimal;
  positions: PositionRow[];
  pendingOrders: OrderRow[];
}

/** How often every tracked account is re-read (catches transfers, which do not pass through here). */
const ACCOUNT_REFRESH_MS = 5_000;

export class TradingEngine {
  /** As a lifecycle part (leader work, cluster/cluster-wiring.ts). */
  readonly name = 'trading engine';
  private book = new TriggerBook();
  /** Trigger id → whose it is and what it stands for. */
  private readonly owners = new Map<string, { userId: string; id: number; kind: TriggerKind }>();
  /** Per user with positions or orders: the account as read (the live channel values it). */
  private readonly accounts = new Map<string, { tracked: TrackedAccount }>();
  /** The stop-out monitor: accounts with positions, in integers, boxed per instrument. */
  private margins: MarginBook;
  private readonly chains = new Map<string, Promise<void>>();
  /** Re-reads accounts, those of one turn together. */
  private readonly reader: AccountReader;
  private readonly stopOutQueued = new Set<string>();
  /** Instruments whose first quote since start was already checked (later fills are not "after restart"). */
  private readonly seenSinceStart = new Set<string>();
  private unsubscribe: (() => void) | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  /**
   * Between start and stop: this process leads (cluster/leadership.ts) and fires triggers. A
   * follower's engine tracks no triggers; it still re-reads accounts for its live channel.
   */
  private running = false;
  private readonly listeners = new Set<(userId: string, change: TradingChange) => void>();

  /**
   * `committer` runs the actions the triggers and the monitor start and applies their changes back
   * here (trading.commit.ts), the same path as a user's command.
   */
  constructor(
    private readonly deps: TradingDeps,
    private readonly committer: TradingCommitter,
    private readonly log: TradingLog,
  ) {
    this.margins = this.newMarginBook();
    this.reader = new AccountReader(deps.db);
  }

  private newMarginBook(): MarginBook {
    return new MarginBook(this.deps.market, {
      marginCall: MARGIN_CALL_LEVEL,
      stopOut: this.deps.settings.stopOutLevel,
    });
  }

  /**
   * Rebuilds triggers and accounts from the database, then listens to the feed. Runs again on each
   * election won: whatever an earlier lead left in memory is dropped first (the database is the
   * truth), and `running` is set before the read, so a change applied meanwhile is tracked too.
   */
  async start(): Promise<void> {
    this.book = new TriggerBook();
    this.owners.clear();
    this.margins = this.newMarginBook();
    this.seenSinceStart.clear();
    this.running = true;
    const [positions, orders] = await Promise.all([
      listAllOpenPositions(this.deps.db),
      listAllPendingOrders(this.deps.db),
    ]);
    for (const order of orders) this.trackOrder(order);
    for (const position of positions) this.trackPosition(position);
    const users = new Set([...positions.map((p) => p.userId), ...orders.map((o) => o.userId)]);
    await Promise.all([...users].map((userId) => this.refreshAccount(userId)));
    this.log.info(
      { positions: positions.length, orders: orders.length, triggers: this.book.size },
      'trading engine resumed',
    );
    this.unsubscribe = this.deps.market.subscribe((quote) => this.onQuote(quote));
    this.refreshTimer = setInterval(() => {
      for (const userId of this.accounts.keys())
        this.enqueue(userId, () => this.refreshAccount(userId));
    }, ACCOUNT_REFRESH_MS);
    this.refreshTimer.unref();
  }

  /** Stops listening and waits for queued work to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.refreshTimer = null;
    await this.idle();
  }

  /** Resolves when every queued job has run (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()]);
  }

  /** Hears every committed change (the live channel pushes them to their user). */
  onChange(listener: (userId: string, change: TradingChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The account of a user with open positions or pending orders as last read; else undefined. */
  trackedAccount(userId: string): Readonly<TrackedAccount> | undefined {
    return this.accounts.get(userId)?.tracked;
  }

  /** Work for the user is queued or running: the tracked account may be about to change. */
  isBusy(userId: string): boolean {
    return this.chains.has(userId);
  }

  /** Resolves once the user's queued work (the account re-read after a change included) has run. */
  async settled(userId: string): Promise<void> {
    for (let chain = this.chains.get(userId); chain; chain = this.chains.get(userId)) await chain;
  }

  get triggerCount(): number {
    return this.book.size;
  }

  /** After a committed action: updates triggers and the user's account, tells listeners. */
  apply(userId: string, changes: readonly TradingChange[]): void {
    for (const change of this.running ? changes : []) {
      switch (change.kind) {
        case 'order_placed':
        case 'order_modified':
          // Re-keyed at its new limit (add replaces the trigger of the same id).
          this.trackOrder(change.order);
          break;
        case 'order_ended':
          this.untrack(`limit:${change.order.id}`);
          break;
        case 'position_opened':
          this.untrack(`limit:${change.order.id}`);
          this.trackPosition(change.position);
          break;
        case 'position_closed':
          this.untrackPosition(change.position);
          break;
        case 'stops_changed':
          this.untrack(`take_profit:${change.position.id}`);
          this.untrack(`stop_loss:${change.position.id}`);
          this.trackPosition(change.position);
          break;
        case 'position_reduced':
          // Same TP and SL on fewer lots: its triggers stand; the account is re-read below.
          break;
      }
    }
    if (changes.length === 0) return;
    // The re-read is queued before listeners hear of the changes, so `settled(userId)` awaited by
    // a listener includes it.
    this.enqueue(userId, () => this.refreshAccount(userId));
    for (const change of changes) for (const listener of this.listeners) listener(userId, change);
  }

  // ---------------------------------------------------------------- quotes

  private onQuote(quote: FeedQuote): void {
    const instrument = this.deps.market.instrument(quote.symbol);
    if (instrument === undefined) return;
    const bid = decimalToUnits(quote.bid, instrument.precision);
    const ask = decimalToUnits(quote.ask, instrument.precision);
    // Every quote moves the monitor's prices (valuations use the latest, dealable or not, as
    // before); only a live one starts a stop-out.
    const crossings = this.margins.quote(quote.symbol, bid, ask);
    // A quote that may not be dealt (stale on arrival — a stored quote adopted at a start, a replayed
    // or relayed one older than its limit — or out of session) moves nothing: TP, SL, limits and
    // stop-outs wait for the first live quote, which is flagged like the first after a restart.
    if (this.deps.market.state(quote.symbol) !== 'live') {
      this.seenSinceStart.delete(quote.symbol);
      return;
    }
    const afterRestart = !this.seenSinceStart.has(quote.symbol);
    this.seenSinceStart.add(quote.symbol);
    for (const trigger of this.book.cross(quote.symbol, bid, ask))
      this.fire(trigger, quote, afterRestart);
    for (const { userId, state } of crossings)
      if (state === 'stop_out') this.queueStopOut(userId, afterRestart);
  }

  private fire(trigger: Trigger, quote: FeedQuote, afterRestart: boolean): void {
    const owner = this.owners.get(trigger.id);
    if (owner === undefined) return;
    this.owners.delete(trigger.id);
    this.enqueue(owner.userId, async () => {
      try {
        await this.committer.run(
          owner.userId,
          owner.kind === 'limit'
            ? fillRestingOrder(this.deps, owner.id, owner.userId, quote, afterRestart)
            : closeByTrigger(this.deps, owner.id, owner.userId, owner.kind, quote, afterRestart),
        );
      } catch (error) {
        // Nothing was written (the transaction rolled back): put the user's triggers back from the
        // database so the next quote tries again, then let the chain log the error.
        await this.reloadUser(owner.userId);
        throw error;
      }
    });
  }

  private async reloadUser(userId: string): Promise<void> {
    const [positions, orders] = await Promise.all([
      listOpenPositionsOfUser(this.deps.db, userId),
      listPendingOrdersOfUser(this.deps.db, userId),
    ]);
    for (const order of orders) this.trackOrder(order);
    for (const position of positions) this.trackPosition(position);
  }

  private queueStopOut(userId: string, afterRestart: boolean): void {
    if (this.stopOutQueued.has(userId)) return;
    this.stopOutQueued.add(userId);
    this.enqueue(userId, async () => {
      this.stopOutQueued.delete(userId);
      const { changes } = await this.committer.run(
        userId,
        runStopOut(this.deps, userId, afterRestart),
      );
      if (changes.length > 0) this.log.info({ userId, steps: changes.length }, 'stop-out');
    });
  }

  // ---------------------------------------------------------------- bookkeeping

  private enqueue(userId: string, job: () => Promise<void>): void {
    const previous = this.chains.get(userId) ?? Promise.resolve();
    const next = previous
      .then(job)
      .catch((error: unknown) => this.log.error({ err: error, userId }, 'trading job failed'))
      .finally(() => {
        if (this.chains.get(userId) === next) this.chains.delete(userId);
      });
    this.chains.set(userId, next);
  }

  private async refreshAccount(userId: string): Promise<void> {
    const { balance, positions, pendingOrders } = await this.reader.read(userId);
    // The stop-out itself re-checks under lock; the monitor only says when to try.
    if (this.running) this.margins.track(userId, balance.available.plus(balance.locked), positions);
    if (positions.length === 0 && pendingOrders.length === 0) {
      this.accounts.delete(userId);
      return;
    }
    this.accounts.set(userId, { tracked: { ...balance, positions, pendingOrders } });
  }

  private add(
    kind: TriggerKind,
    id: number,
    row: { userId: string; symbol: string; side: 'long' | 'short' },
    price: string | null,
  ): void {
    if (price === null) return;
    const instrument = this.deps.market.instrument(row.symbol);
    if (instrument === undefined) return;
    const triggerId = `${kind}:${id}`;
    this.untrack(triggerId);
    this.book.add({
      id: triggerId,
      instrument: row.symbol,
      ...triggerRule(kind, row.side),
      level: decimalToUnits(price, instrument.precision),
    });
    this.owners.set(triggerId, { userId: row.userId, id, kind });
  }

  private trackOrder(order: OrderRow): void {
    if (order.status === 'pending' && order.type === 'limit')
      this.add('limit', order.id, order, order.limitPrice);
  }

  private trackPosition(position: PositionRow): void {
    if (position.status !== 'open') return;
    this.add('take_profit', position.id, position, position.takeProfit);
    this.add('stop_loss', position.id, position, position.stopLoss);
  }

  private untrackPosition(position: PositionRow): void {
    this.untrack(`take_profit:${position.id}`);
    this.untrack(`stop_loss:${position.id}`);
  }

  private untrack(triggerId: string): void {
    this.book.remove(triggerId);
    this.owners.delete(triggerId);
  }
}
