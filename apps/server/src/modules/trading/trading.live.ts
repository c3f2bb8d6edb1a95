import type { WsAccountMessage, WsValuationMessage } from '@waihui/contracts';
import { BASE_CURRENCY } from '@waihui/core';
import type { TradingEngine, TradingLog } from './trading.engine';
import type { FeedQuote } from './trading.market';
import { getChangedPositions, valueAccount } from './trading.queries';
import { findConsent } from './trading.repository';
import type { TradingChange, TradingDeps } from './trading.deps';
import { orderView, precisionOfMarket } from './trading.views';

/*
 * The trading side of the live channel (docs/trading.md, "Live channel"): what each subscribed user
 * is told about their own trading. The WebSocket side (realtime/) knows tokens and sockets; this
 * file knows users only.
 *
 * - `account`: one per committed change the engine reports (engine.onChange), built once the
 *   engine has re-read the user's account: the order and position as the HTTP calls show them and
 *   the summary after it. One database read per burst of changes (a stop-out's steps share it).
 * - `valuation`: a quote tick only marks the subscribed users whose open positions move with that
 *   instrument (their own instrument or its USD conversion pair); a round at most every
 *   `intervalMs` revalues each marked user from the engine's in-memory account (no database read)
 *   and sends them one message. A user with an account message on its way, or engine work queued,
 *   waits for the next round, so a valuation never overtakes the change it would contradict.
 */

export type AccountPush = WsAccountMessage | WsValuationMessage;
export type AccountListener = (message: AccountPush) => void;

/** Least time between two valuation rounds (ms): each user gets at most one valuation per round. */
export const VALUATION_INTERVAL_MS = 1000;

export interface LiveStats {
  /** Users with at least one listener. */
  users: number;
  /** Users marked for the next valuation round. */
  owed: number;
  rounds: number;
  valuations: number;
}

export class TradingLive {
  /** As a lifecycle part: it runs in every process. */
  readonly name = 'trading live channel';
  private readonly listeners = new Map<string, Set<AccountListener>>();
  /** Whether the user accepted the risk consent, as last read (the summary's `consent_required`). */
  private readonly consented = new Map<string, boolean>();
  /** symbol → subscribed users whose open positions move with its quotes. */
  private readonly watchers = new Map<string, Set<string>>();
  /** userId → the symbols it watches (to undo `watchers`). */
  private readonly watching = new Map<string, readonly string[]>();
  /** Users owed a valuation: a quote they hold moved since their last one. */
  private readonly owed = new Set<string>();
  /** Committed changes not yet sent, per user. */
  private readonly pending = new Map<string, TradingChange[]>();
  /** The job building a user's account messages, while one runs. */
  private readonly sending = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  /** performance.now() of the last round (monotonic; the app clock may stand still in tests). */
  private lastRoundAt = Number.NEGATIVE_INFINITY;
  private stopped = true;
  private unsubscribes: (() => void)[] = [];
  private readonly counters = { rounds: 0, valuations: 0 };

  constructor(
    private readonly deps: TradingDeps,
    private readonly engine: TradingEngine,
    private readonly log: TradingLog,
    private readonly intervalMs: number = VALUATION_INTERVAL_MS,
  ) {}

  /** Listens to the engine's changes and to the quotes. */
  start(): void {
    this.stopped = false;
    this.unsubscribes = [
      this.engine.onChange((userId, change) => this.onChange(userId, change)),
      this.deps.market.subscribe((quote) => this.onQuote(quote)),
    ];
  }

  /** Stops listening and waits for the account messages being built. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.sending.size > 0) await Promise.all([...this.sending.values()]);
  }

  stats(): LiveStats {
    return { users: this.listeners.size, owed: this.owed.size, ...this.counters };
  }

  /** Pushes the user's own `account` and `valuation` messages to `listener` until unsubscribed. */
  subscribe(userId: string, listener: AccountListener): () => void {
    let set = this.listeners.get(userId);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(userId, set);
      this.watch(userId);
      this.readConsent(userId);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      if (current === undefined || !current.delete(listener) || current.size > 0) return;
      this.listeners.delete(userId);
      this.unwatch(userId);
      this.owed.delete(userId);
      this.consented.delete(userId);
      this.pending.delete(userId);
    };
  }

  // ---------------------------------------------------------------- account messages

  private onChange(userId: string, change: TradingChange): void {
    if (!this.listeners.has(userId)) return;
    const queued = this.pending.get(userId);
    if (queued === undefined) this.pending.set(userId, [change]);
    else queued.push(change);
    this.drain(userId);
  }

  /** One job per user at a time, so the user's messages leave in the order of the changes. */
  private drain(userId: string): void {
    if (this.sending.has(userId)) return;
    const job = this.sendPending(userId)
      .catch((error: unknown) => this.log.error({ err: error, userId }, 'live account push failed'))
      .finally(() => {
        this.sending.delete(userId);
        if (this.pending.has(userId)) this.drain(userId);
      });
    this.sending.set(userId, job);
  }

  private async sendPending(userId: string): Promise<void> {
    for (;;) {
      // The engine re-reads the account after the changes; wait for it, so the watched symbols and
      // the next valuation start from the account these messages describe.
      await this.engine.settled(userId);
      const changes = this.pending.get(userId);
      this.pending.delete(userId);
      if (changes === undefined || !this.listeners.has(userId)) return;
      for (const message of await this.accountMessages(userId, changes)) this.emit(userId, message);
      this.watch(userId);
    }
  }

  private async accountMessages(
    userId: string,
    changes: readonly TradingChange[],
  ): Promise<WsAccountMessage[]> {
    const rows = changes.flatMap((change) => ('position' in change ? [change.position] : []));
    const { summary, positions } = await getChangedPositions(this.deps, userId, rows);
    if (this.listeners.has(userId)) this.consented.set(userId, !summary.consent_required);
    let next = 0;
    return changes.map((change) => ({
      op: 'account',
      event: change.kind,
      order:
        'order' in change ? orderView(change.order, precisionOfMarket(this.deps.market)) : null,
      position: 'position' in change ? (positions[next++] ?? null) : null,
      summary,
    }));
  }

  private readConsent(userId: string): void {
    findConsent(this.deps.db, userId).then(
      (consent) => {
        // Consent is never withdrawn: a later read that found it wins over this one.
        if (this.listeners.has(userId) && this.consented.get(userId) !== true)
          this.consented.set(userId, consent !== null);
      },
      (error: unknown) => this.log.error({ err: error, userId }, 'live consent read failed'),
    );
  }

  private emit(userId: string, message: AccountPush): void {
    for (const listener of this.listeners.get(userId) ?? []) {
      try {
        listener(message);
      } catch (error) {
        this.log.error({ err: error, userId }, 'live listener failed');
      }
    }
  }

  // ---------------------------------------------------------------- valuations

  /** On the quote tick: a map lookup and a mark per watching user; the work is in `round`. */
  private onQuote(quote: FeedQuote): void {
    const users = this.watchers.get(quote.symbol);
    if (users === undefined) return;
    for (const userId of users) this.owed.add(userId);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== undefined || this.stopped || this.owed.size === 0) return;
    const wait = Math.max(0, this.lastRoundAt + this.intervalMs - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.round();
    }, wait);
    this.timer.unref();
  }

  /** Revalues every owed user that is settled; the others stay owed for the next round. */
  private round(): void {
    this.lastRoundAt = performance.now();
    this.counters.rounds += 1;
    const ts = this.deps.now().getTime();
    for (const userId of [...this.owed]) {
      const consented = this.consented.get(userId);
      const settled =
        consented !== undefined &&
        !this.pending.has(userId) &&
        !this.sending.has(userId) &&
        !this.engine.isBusy(userId);
      if (!settled) continue;
      this.owed.delete(userId);
      this.watch(userId);
      const account = this.engine.trackedAccount(userId);
      if (account === undefined || account.positions.length === 0) continue;
      try {
        const { summary, positions } = valueAccount(this.deps, account, consented);
        this.counters.valuations += 1;
        this.emit(userId, { op: 'valuation', ts, summary, positions });
      } catch (error) {
        this.log.error({ err: error, userId }, 'live valuation failed');
      }
    }
    this.schedule();
  }

  /**
   * (Re)builds what the user watches from the engine's account: each open position's instrument
   * and, for a quote currency other than USD, the pairs that convert it (XXXUSD, USDXXX).
   */
  private watch(userId: string): void {
    this.unwatch(userId);
    if (!this.listeners.has(userId)) return;
    const symbols = new Set<string>();
    for (const row of this.engine.trackedAccount(userId)?.positions ?? []) {
      symbols.add(row.symbol);
      if (row.quoteCurrency !== BASE_CURRENCY) {
        symbols.add(`${row.quoteCurrency}${BASE_CURRENCY}`);
        symbols.add(`${BASE_CURRENCY}${row.quoteCurrency}`);
      }
    }
    for (const symbol of symbols) {
      let users = this.watchers.get(symbol);
      if (users === undefined) {
        users = new Set();
        this.watchers.set(symbol, users);
      }
      users.add(userId);
    }
    this.watching.set(userId, [...symbols]);
  }

  private unwatch(userId: string): void {
    for (const symbol of this.watching.get(userId) ?? []) {
      const users = this.watchers.get(symbol);
      users?.delete(userId);
      if (users?.size === 0) this.watchers.delete(symbol);
    }
    this.watching.delete(userId);
  }
}
