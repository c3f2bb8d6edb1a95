import { systemShardOf } from '@waihui/core';
import type { Db } from '../../db/database';
import { PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE, pgErrorOf } from '../../db/pg-errors';
import { inTransaction } from '../../db/transaction';
import { runLedgerTransaction } from '../ledger';
import type { ChangeSink, Committed, TradingAction } from './trading.commit';

/*
 * Group commit for trading (docs/trading.md, "Server: throughput"; as ledger.writer.ts does for
 * transfers). Actions that arrive while a trading transaction runs wait for it, then go together in
 * the next one, in arrival order — so one user's actions keep their order, and each is decided by
 * the same code on the balances and rows the earlier ones in the batch left. Each action runs in a
 * savepoint of the batch's transaction: a refusal (or any error of its own) rolls back only its
 * savepoint and is answered as it would have been alone; the others commit. Nobody hears an answer,
 * and the engine hears no change, until the batch has committed. An idle writer adds no delay (a
 * lone action runs at once, in its own transaction, without a savepoint).
 *
 * A deadlock or serialization failure inside an action (another process's batch holding a row)
 * aborts the whole batch, which is retried from the start (inTransaction). If the batch's
 * transaction fails for another reason (the commit itself), it is split in halves until the
 * failing action is alone.
 */

interface Pending {
  userId: string;
  action: TradingAction<Committed>;
  resolve: (result: Committed) => void;
  reject: (error: Error) => void;
}

type Outcome = { ok: true; result: Committed } | { ok: false; error: Error };

export interface TradingWriterOptions {
  /** Most actions in one transaction. */
  maxBatch: number;
  /**
   * Batches in flight at once, each on its own lane: a user's lane is their shard of the fees and
   * house accounts (systemShardOf) modulo `lanes`, so with a divisor of the shard count two lanes
   * never lock the same row (no deadlock between them) and one user's actions stay in order.
   */
  lanes: number;
}

/** One queue of actions and the batch (at most one) it is writing. */
interface Lane {
  queue: Pending[];
  running: boolean;
  scheduled: boolean;
}

const RETRY_WHOLE_BATCH = new Set([PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE]);

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export class TradingWriter {
  private readonly lanes: Lane[];
  /** Transactions committed and the actions they carried (tests check what was batched). */
  readonly committed = { batches: 0, actions: 0 };

  constructor(
    private readonly db: Db,
    private readonly sink: ChangeSink,
    private readonly options: TradingWriterOptions,
  ) {
    this.lanes = Array.from({ length: options.lanes }, () => ({
      queue: [],
      running: false,
      scheduled: false,
    }));
  }

  /** Runs `action` in a (shared) transaction; once committed, applies its changes and answers. */
  run<T extends Committed>(userId: string, action: TradingAction<T>): Promise<T> {
    const lane = this.lanes[systemShardOf(userId) % this.lanes.length]!;
    return new Promise<T>((resolve, reject) => {
      lane.queue.push({
        userId,
        action,
        resolve: resolve as (result: Committed) => void,
        reject,
      });
      this.pump(lane);
    });
  }

  /**
   * Starts the next batch on the next turn of the event loop (setImmediate): actions submitted in
   * the current turn — the follow-ups of the batch just answered — join it.
   */
  private pump(lane: Lane): void {
    if (lane.scheduled || lane.running) return;
    lane.scheduled = true;
    setImmediate(() => {
      lane.scheduled = false;
      if (lane.running || lane.queue.length === 0) return;
      lane.running = true;
      const batch = lane.queue.splice(0, this.options.maxBatch);
      void this.write(batch).finally(() => {
        lane.running = false;
        if (lane.queue.length > 0) this.pump(lane);
      });
    });
  }

  private async write(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      let result: Committed;
      try {
        result = await runLedgerTransaction(this.db, only.action);
      } catch (error) {
        only.reject(asError(error));
        return;
      }
      this.count(1);
      this.answer(only, { ok: true, result });
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = await inTransaction(this.db, async (tx) => {
        const decided: Outcome[] = [];
        for (const pending of batch) {
          try {
            // Given a transaction, this is a savepoint, with the ledger's constraint errors answered
            // as refusals, exactly as the action alone.
            decided.push({ ok: true, result: await runLedgerTransaction(tx, pending.action) });
          } catch (error) {
            const pg = pgErrorOf(error);
            if (pg !== null && RETRY_WHOLE_BATCH.has(pg.code)) throw error;
            decided.push({ ok: false, error: asError(error) });
          }
        }
        return decided;
      });
    } catch {
      // The batch failed as a whole: halves, in arrival order, each as a batch again, until the
      // failing action is alone (and answered its own error by the branch above).
      const half = Math.ceil(batch.length / 2);
      await this.write(batch.slice(0, half));
      await this.write(batch.slice(half));
      return;
    }
    this.count(batch.length);
    for (const [index, pending] of batch.entries()) {
      this.answer(
        pending,
        outcomes[index] ?? { ok: false, error: new Error('trading: no outcome') },
      );
    }
  }

  private count(actions: number): void {
    this.committed.batches += 1;
    this.committed.actions += actions;
  }

  /** After the commit: the engine hears the changes first, then the caller its answer. */
  private answer(pending: Pending, outcome: Outcome): void {
    if (!outcome.ok) {
      pending.reject(outcome.error);
      return;
    }
    try {
      this.sink.apply(pending.userId, outcome.result.changes);
    } catch (error) {
      pending.reject(asError(error));
      return;
    }
    pending.resolve(outcome.result);
  }
}
