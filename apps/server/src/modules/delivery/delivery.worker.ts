import {
  type Decimal,
  type DeliveryDirection,
  deliveryOutcome,
  deliveryPayout,
  deliverySettlementEntry,
  midPrice,
  parseDecimal,
  toDecimalString,
} from '@waihui/core';
import { quoteOriginColumns } from '../../market-feed';
import { postJournalBatch, runLedgerTransaction } from '../ledger';
import { MinHeap } from './delivery.heap';
import type { DeliveryQuote } from './delivery.market';
import {
  type OpenContractTerms,
  type Settlement,
  findOpenContract,
  listOpenContracts,
  markSettled,
  setSettleEntries,
} from './delivery.repository';
import type { DeliveryDeps } from './delivery.service';

/*
 * The settlement worker (docs/delivery.md). In memory, per instrument, a min-heap of open contracts
 * by expiry. Each quote pops the contracts whose expiry is at or before its time, so a contract
 * settles at the first quote at or after its expiry (never an earlier one; quotes come in feed
 * order, so never a later one either). Contracts that expired while the server was down settle at
 * the first quote of their instrument after start and say so. The settlements are written off the
 * quote tick, in batches on their own schedule (one event-loop turn between batches), each one
 * transaction of multi-row statements (contracts marked settled only while open, payouts through
 * the ledger's door). A batch's size follows its last CPU time so that one batch holds the event
 * loop about BATCH_TARGET_MS, with a turn between its statements (with PGlite the database runs on
 * that thread: a quote waits for at most one statement). A failed batch is split in halves and each retried, so one bad contract fails
 * alone; a contract that fails alone goes back on the heaps and the next quote retries it (with
 * that quote: its own quote was never recorded).
 */

export interface WorkerLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What the worker holds per open contract: enough to decide without reading the row again. */
interface Tracked {
  id: number;
  userId: string;
  symbol: string;
  direction: DeliveryDirection;
  expiresAt: number;
  openMid: Decimal;
  stake: Decimal;
  payoutRate: Decimal;
  /** Expired before this start: settles at the first quote after start. */
  afterRestart: boolean;
}

/** A popped contract and the quote that settles it. */
interface Due {
  contract: Tracked;
  quote: DeliveryQuote;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Contracts in the first batch of a run, and the bounds the size is kept in. */
const BATCH_START = 100;
const BATCH_MIN = 20;
const BATCH_MAX = 2_000;
/**
 * What one batch may take (ms of CPU); the next batch's size is scaled towards it. A batch's three
 * statements run in turns of their own, so with PGlite a quote waits for about one statement.
 */
const BATCH_TARGET_MS = 40;

export class DeliveryWorker {
  /** As a lifecycle part (leader work, cluster/cluster-wiring.ts). */
  readonly name = 'delivery settlement worker';
  private readonly heaps = new Map<string, MinHeap<Tracked>>();
  private pending: Due[] = [];
  private chain: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Ids on the heaps, so a contract told twice (start and bus) is tracked once. */
  private readonly trackedIds = new Set<number>();
  /**
   * Between start and stop: this process leads (cluster/leadership.ts) and settles. A follower's
   * worker tracks nothing; the leader loads what followers place when told over the bus.
   */
  private running = false;
  private readonly listeners = new Set<(userId: string, contractId: number) => void>();
  private readonly placedListeners = new Set<(row: OpenContractTerms) => void>();

  constructor(
    private readonly deps: DeliveryDeps,
    private readonly log: WorkerLog,
  ) {}

  /**
   * Loads every open contract from the database, then listens to the feed. Runs again on each
   * election won: what an earlier lead left in memory is dropped first (the database is the truth).
   */
  async start(): Promise<void> {
    this.heaps.clear();
    this.trackedIds.clear();
    this.running = true;
    const startedAt = this.deps.now().getTime();
    const open = await listOpenContracts(this.deps.db);
    for (const row of open) this.track(row, row.expiresAt.getTime() <= startedAt);
    this.log.info(
      { open: open.length, expired: open.filter((r) => r.expiresAt.getTime() <= startedAt).length },
      'delivery worker resumed',
    );
    this.unsubscribe = this.deps.market.subscribe((quote) => this.onQuote(quote));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.idle();
  }

  /** Resolves when every popped contract has been written (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.chain !== null) await this.chain;
  }

  /** Hears each settled contract after its transaction committed. */
  onSettled(listener: (userId: string, contractId: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get openCount(): number {
    let count = 0;
    for (const heap of this.heaps.values()) count += heap.size;
    return count + this.pending.length;
  }

  /** Hears each contract placed through this process's HTTP (app.ts tells the leader over the bus). */
  onPlaced(listener: (row: OpenContractTerms) => void): () => void {
    this.placedListeners.add(listener);
    return () => this.placedListeners.delete(listener);
  }

  /** A contract just placed through HTTP: tracked (when running) and told to placed-listeners. */
  placed(row: OpenContractTerms): void {
    this.track(row);
    for (const listener of this.placedListeners) listener(row);
  }

  /**
   * Another process placed the contract (told over the bus): loads it from the database and tracks
   * it if still open. Only while running.
   */
  async load(contractId: number): Promise<void> {
    if (!this.running || this.trackedIds.has(contractId)) return;
    const row = await findOpenContract(this.deps.db, contractId);
    if (row !== null) this.track(row, row.expiresAt.getTime() <= this.deps.now().getTime());
  }

  /** A contract just placed (or loaded at start). Only while running (a follower tracks nothing). */
  track(row: OpenContractTerms, afterRestart = false): void {
    if (!this.running || row.status !== 'open' || this.trackedIds.has(row.id)) return;
    this.trackedIds.add(row.id);
    let heap = this.heaps.get(row.symbol);
    if (heap === undefined) {
      // Contracts expired before the start sort first: the next quote is due for all of them.
      heap = new MinHeap((c) => (c.afterRestart ? Number.NEGATIVE_INFINITY : c.expiresAt));
      this.heaps.set(row.symbol, heap);
    }
    heap.push({
      id: row.id,
      userId: row.userId,
      symbol: row.symbol,
      direction: row.direction,
      expiresAt: row.expiresAt.getTime(),
      openMid: parseDecimal(row.openMid),
      stake: parseDecimal(row.stake),
      payoutRate: parseDecimal(row.payoutRate),
      afterRestart,
    });
  }

  /** The trigger path: pops what this quote settles; the writing happens off the tick. */
  onQuote(quote: DeliveryQuote): void {
    const heap = this.heaps.get(quote.symbol);
    if (heap === undefined) return;
    // Nothing settles on a quote that may not be dealt (stale on arrival, or out of session): the
    // contracts wait for the first live quote at or after their expiry.
    if (this.deps.market.state(quote.symbol) !== 'live') return;
    let due = false;
    for (let top = heap.peek(); top !== undefined; top = heap.peek()) {
      if (!top.afterRestart && quote.ts < top.expiresAt) break;
      heap.pop();
      this.trackedIds.delete(top.id);
      this.pending.push({ contract: top, quote });
      due = true;
    }
    if (due && this.chain === null) this.chain = this.drain();
  }

  private async drain(): Promise<void> {
    let size = BATCH_START;
    try {
      while (this.pending.length > 0) {
        // Back to the event loop between batches: an embedded database (PGlite) answers within
        // microtasks, so without this a large run would hold up quotes and requests until its end.
        await turn();
        const batch = this.pending.splice(0, size);
        // Sized by this process's CPU time, not wall time: what a batch holds the event loop for
        // (with PGlite the database's work too), not the time PostgreSQL or a busy machine's
        // scheduler keeps it waiting, which would shrink batches for nothing.
        const cpuBefore = process.cpuUsage();
        const failed = await this.settleOrSplit(batch);
        const cpu = process.cpuUsage(cpuBefore);
        const elapsed = Math.max(1, (cpu.user + cpu.system) / 1000);
        size = Math.min(
          BATCH_MAX,
          Math.max(BATCH_MIN, Math.round((size * BATCH_TARGET_MS) / elapsed)),
        );
        if (failed === batch.length) break;
      }
    } finally {
      this.chain = null;
    }
  }

  /**
   * Settles the batch in one transaction; if that fails, each half in its own (after a turn), down
   * to single contracts, which go back on the heaps, their quote forgotten: the next quote of
   * each instrument retries them. Returns how many failed.
   */
  private async settleOrSplit(batch: readonly Due[]): Promise<number> {
    try {
      await this.settle(batch);
      return 0;
    } catch (error) {
      if (batch.length === 1) {
        this.log.error(
          { err: error, contractId: batch[0]!.contract.id },
          'delivery settlement failed',
        );
        this.retrack(batch[0]!.contract);
        return 1;
      }
      const half = Math.ceil(batch.length / 2);
      await turn();
      const first = await this.settleOrSplit(batch.slice(0, half));
      await turn();
      return first + (await this.settleOrSplit(batch.slice(half)));
    }
  }

  private retrack(contract: Tracked): void {
    if (!this.running) return;
    this.trackedIds.add(contract.id);
    this.heaps.get(contract.symbol)?.push(contract);
  }

  private async settle(batch: readonly Due[]) {
    const at = this.deps.now();
    // A burst is popped by a few quotes: each one's mid is parsed once, not once per contract.
    const mids = new Map<DeliveryQuote, Decimal>();
    const midOf = (quote: DeliveryQuote) => {
      let mid = mids.get(quote);
      if (mid === undefined) {
        mid = midPrice({ bid: parseDecimal(quote.bid), ask: parseDecimal(quote.ask) });
        mids.set(quote, mid);
      }
      return mid;
    };
    const decided = batch.map(({ contract, quote }) => {
      const mid = midOf(quote);
      const outcome = deliveryOutcome(contract.direction, contract.openMid, mid);
      const payout = deliveryPayout(outcome, contract.stake, contract.payoutRate);
      const settlement: Settlement = {
        id: contract.id,
        mid: mid.toFixed(),
        bid: quote.bid,
        ask: quote.ask,
        quotedAt: new Date(quote.ts),
        seq: quote.seq,
        outcome,
        payout: toDecimalString(payout),
        settledAt: at,
        origin: quoteOriginColumns(quote, this.deps.market.feedKind),
        afterRestart: contract.afterRestart,
        afterPause: quote.afterPause === true,
      };
      return { contract, settlement, payout };
    });
    const settledIds = await runLedgerTransaction(this.deps.db, async (tx) => {
      const claimed = new Set(
        await markSettled(
          tx,
          decided.map((d) => d.settlement),
        ),
      );
      await turn();
      const paying = decided.flatMap((d) => {
        if (!claimed.has(d.contract.id)) return [];
        const entry = deliverySettlementEntry({
          userId: d.contract.userId,
          contractId: String(d.contract.id),
          outcome: d.settlement.outcome,
          payout: d.payout,
        });
        return entry === null ? [] : [{ id: d.contract.id, entry }];
      });
      const posted = await postJournalBatch(
        tx,
        paying.map((p) => p.entry),
        { at },
      );
      await turn();
      await setSettleEntries(
        tx,
        paying.map((p, i) => ({ id: p.id, entryId: (posted[i] as { entryId: number }).entryId })),
      );
      return claimed;
    });
    for (const { contract } of decided)
      if (settledIds.has(contract.id))
        for (const listener of this.listeners) listener(contract.userId, contract.id);
  }
}
