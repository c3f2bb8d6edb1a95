import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/database';
import {
  type PostRequest,
  type PostedEntry,
  postJournal,
  postJournalBatch,
  runLedgerTransaction,
  withLedgerTransaction,
} from './ledger.journal';

/*
 * Group commit for the ledger. Requests that arrive while a ledger transaction is running wait for
 * it, then go together in the next one: one transaction, one lock statement, one write statement
 * for the whole group. An idle ledger adds no delay (a lone request runs at once); a busy one trades
 * a little latency for much higher throughput. The result of every request is exactly what it
 * would have been alone, in arrival order: each is decided against the balances the earlier ones
 * leave, and refusals stay per request. If the group's transaction fails in the database (which the
 * checks in core should make impossible), each request is retried alone so that one bad request
 * never fails the others.
 */

interface Pending {
  request: PostRequest;
  resolve: (posted: PostedEntry) => void;
  reject: (error: Error) => void;
}

export interface LedgerWriterOptions {
  /** Most requests in one transaction. */
  maxBatch: number;
  /** Transactions in flight at once (PGlite has one connection: 1). */
  maxInFlight: number;
}

export class LedgerWriter {
  private readonly queue: Pending[] = [];
  private inFlight = 0;

  constructor(
    private readonly db: Db,
    private readonly options: LedgerWriterOptions,
  ) {}

  /** Posts one entry in its own (shared) transaction; resolves or rejects as postJournal would. */
  submit(request: PostRequest): Promise<PostedEntry> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    const g = globalThis as unknown as { __W?: { n: number; size: number; ms: number; fallback: number } };
    const W = (g.__W ??= { n: 0, size: 0, ms: 0, fallback: 0 });
    const t0 = performance.now();
    W.n += 1; W.size += batch.length;
    try { await this.run2(batch); } finally { W.ms += performance.now() - t0; }
  }
  private async run2(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      try {
        only.resolve(
          await runLedgerTransaction(this.db, (tx) =>
            postJournal(tx, only.request.entry, only.request.options),
          ),
        );
      } catch (error) {
        only.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return;
    }
    let outcomes;
    try {
      outcomes = await withLedgerTransaction(this.db, (tx) =>
        postJournalBatch(
          tx,
          batch.map((pending) => pending.request),
        ),
      );
    } catch (e) {
      (globalThis as unknown as { __W: { fallback: number } }).__W.fallback += 1; console.log(e);
      // The group failed in the database: give every request its own transaction and answer.
      for (const pending of batch) await this.run([pending]);
      return;
    }
    for (const [index, pending] of batch.entries()) {
      const outcome = outcomes[index];
      if (outcome?.ok) pending.resolve(outcome.posted);
      else pending.reject(outcome?.error ?? new Error('ledger: no outcome'));
    }
  }
}

const writers = new WeakMap<Db, LedgerWriter>();

/** The writer of a database (one per database object, created on first use). */
export function ledgerWriterFor(db: Db): LedgerWriter {
  let writer = writers.get(db);
  if (!writer) {
    const embedded = (db as unknown as { $client?: unknown }).$client instanceof PGlite;
    writer = new LedgerWriter(db, {
      maxBatch: Number(process.env.LB ?? 64),
      maxInFlight: embedded ? 1 : Number(process.env.LIF ?? 4),
    });
    writers.set(db, writer);
  }
  return writer;
}
