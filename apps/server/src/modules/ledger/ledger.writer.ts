import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import {
  type PostedEntry,
  type PreparedEntry,
  postEntries,
  runLedgerTransaction,
  settle,
} from './ledger.journal';

/*
 * Group commit for the ledger. Requests that arrive while a ledger transaction is running wait for
 * it, then go together in the next one: one transaction, one lock statement, one write statement
 * for the whole group. An idle ledger adds no delay (a lone request runs at once); a busy one trades
 * a little latency for much higher throughput. The result of every request is exactly what it
 * would have been alone, in arrival order: each is decided against the balances the earlier ones
 * leave, and refusals stay per request. If the group's transaction fails in the database (which the
 * checks in core should make impossible), it is split in halves until the bad request is alone, so
 * one bad request never fails the others and costs them only a few transactions.
 */

interface Pending {
  entry: PreparedEntry;
  resolve: (posted: PostedEntry) => void;
  reject: (error: Error) => void;
}

export interface LedgerWriterOptions {
  /** Most requests in one transaction. */
  maxBatch: number;
  /** Ledger transactions in flight at once. */
  maxInFlight: number;
}

export class LedgerWriter {
  private readonly queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Callers of idle() waiting for the queue to empty. */
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly options: LedgerWriterOptions,
  ) {}

  /** Posts one validated entry in a (shared) transaction; resolves or rejects as alone. */
  submit(entry: PreparedEntry): Promise<PostedEntry> {
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject });
      this.pump();
    });
  }

  /** Resolves once nothing is queued or being written (shutdown waits for it before closing the database). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.queue.length === 0 && this.inFlight === 0 && !this.scheduled;
  }

  private wakeIdleWaiters(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * Starts the next group on the next turn of the event loop (setImmediate), not at once: requests
   * submitted in the current turn — typically the follow-ups of the group that just finished —
   * join it instead of leaving half the clients for the group after.
   */
  private pump(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
        const batch = this.queue.splice(0, this.options.maxBatch);
        this.inFlight += 1;
        void this.run(batch).finally(() => {
          this.inFlight -= 1;
          if (this.queue.length > 0) this.pump();
          else this.wakeIdleWaiters();
        });
      }
      this.wakeIdleWaiters();
    });
  }

  private async run(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      try {
        // Settled inside the transaction: a refusal rolls it back (no account opened for nothing).
        only.resolve(
          await runLedgerTransaction(this.db, async (tx) =>
            settle((await postEntries(tx, [only.entry]))[0]),
          ),
        );
      } catch (error) {
        only.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return;
    }
    let outcomes;
    try {
      outcomes = await inTransaction(this.db, (tx) =>
        postEntries(
          tx,
          batch.map((pending) => pending.entry),
        ),
      );
    } catch {
      // The group failed in the database: split it in two and run the halves in arrival order, each
      // as a group again, until the failing request is alone. One bad request among n costs about
      // 2·log2(n) extra transactions instead of n, so other users' throughput barely moves
      // (docs/ledger.md, "Group commit": retrying a group of 64 one by one cut transfers from 649/s to 189/s).
      const half = Math.ceil(batch.length / 2);
      await this.run(batch.slice(0, half));
      await this.run(batch.slice(half));
      return;
    }
    for (const [index, pending] of batch.entries()) {
      const outcome = outcomes[index];
      if (outcome?.ok) pending.resolve(outcome.posted);
      else pending.reject(outcome?.error ?? new Error('ledger: no outcome'));
    }
  }
}

/**
 * One transaction in flight per database and process: on PGlite (one connection) more would only
 * queue, and on PostgreSQL the waiting requests form the next, larger group (self-regulating: the
 * busier, the bigger the groups, up to maxBatch). Several API processes each have their own writer;
 * row locks keep them apart.
 */
const DEFAULT_OPTIONS: LedgerWriterOptions = { maxBatch: 64, maxInFlight: 1 };

const writers = new WeakMap<Db, LedgerWriter>();

/** The writer of a database (one per database object, created on first use). */
export function ledgerWriterFor(db: Db): LedgerWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new LedgerWriter(db, DEFAULT_OPTIONS);
    writers.set(db, writer);
  }
  return writer;
}
