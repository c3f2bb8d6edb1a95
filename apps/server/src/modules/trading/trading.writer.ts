import { systemShardOf } from '@waihui/core';
import type { Db } from '../../db/database';
import { PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE, pgErrorOf } from '../../db/pg-errors';
import type { Tx } from '../../db/database';
import { runLedgerTransaction } from '../ledger';
import { type Outcome, type TradingStep, runSteps } from './trading.batch';
import type { ChangeSink, Committed, TradingAction, TradingWork } from './trading.commit';

/*
 * Group commit for trading (docs/trading.md, "Server: throughput"; as ledger.writer.ts does for
 * transfers). Actions that arrive while a trading transaction runs wait for it, then go together in
 * the next one, in arrival order — so one user's actions keep their order, and each is decided by
 * the same code on the balances and rows the earlier ones in the batch left. Nobody hears an answer,
 * and the engine hears no change, until the batch has committed. An idle writer adds no delay (a
 * lone action runs at once, in its own transaction).
 *
 * The batch runs in segments, in arrival order. Steps (market orders and user closes,
 * trading.batch.ts) of distinct users form one segment, decided and written together in a fixed
 * number of statements; a user's second step starts the next segment, so it is decided on what the
 * first left. Any other action is a segment of its own, in a savepoint. A refusal is answered as it
 * would have been alone and the others commit. A segment of steps runs in a savepoint too: if the
 * database refuses its writes, it is rolled back and its steps are run one at a time.
 *
 * A deadlock or serialization failure (another process's batch holding a row) aborts the whole
 * batch, which is retried from the start (inTransaction). If the batch's transaction fails for
 * another reason (the commit itself), it is split in halves until the failing action is alone.
 */

interface Pending {
  userId: string;
  work: TradingWork<Committed>;
  resolve: (result: Committed) => void;
  reject: (error: Error) => void;
}

/** A run of the batch written together: steps of distinct users, or one other action. */
type Segment =
  | { kind: 'steps'; steps: TradingStep<Committed>[] }
  | { kind: 'action'; action: TradingAction<Committed> };

/** The batch in segments, in arrival order. */
function segmentsOf(batch: readonly Pending[]): Segment[] {
  const segments: Segment[] = [];
  let open: { steps: TradingStep<Committed>[]; users: Set<string> } | null = null;
  for (const { userId, work } of batch) {
    if (typeof work === 'function') {
      segments.push({ kind: 'action', action: work });
      open = null;
    } else if (open !== null && !open.users.has(userId)) {
      open.steps.push(work);
      open.users.add(userId);
    } else {
      open = { steps: [work], users: new Set([userId]) };
      segments.push({ kind: 'steps', steps: open.steps });
    }
  }
  return segments;
}

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
  run<T extends Committed>(userId: string, work: TradingWork<T>): Promise<T> {
    const lane = this.lanes[systemShardOf(userId) % this.lanes.length]!;
    return new Promise<T>((resolve, reject) => {
      lane.queue.push({
        userId,
        work,
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
    // Alone, an action needs no savepoint: its error rolls back its own transaction.
    const shared = batch.length > 1;
    let outcomes: Outcome[];
    try {
      outcomes = await runLedgerTransaction(this.db, async (tx) => {
        const decided: Outcome[] = [];
        for (const segment of segmentsOf(batch))
          decided.push(...(await this.writeSegment(tx, segment, shared)));
        return decided;
      });
    } catch (error) {
      if (!shared) {
        batch[0]?.reject(asError(error));
        return;
      }
      // The batch failed as a whole: halves, in arrival order, each as a batch again, until the
      // failing action is alone (and answered its own error).
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

  private async writeSegment(tx: Tx, segment: Segment, shared: boolean): Promise<Outcome[]> {
    if (segment.kind === 'action') {
      if (!shared) return [{ ok: true, result: await segment.action(tx) }];
      return [await this.inSavepoint(tx, segment.action)];
    }
    if (!shared) return runSteps(tx, segment.steps);
    try {
      return await tx.transaction((inner) => runSteps(inner, segment.steps));
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg !== null && RETRY_WHOLE_BATCH.has(pg.code)) throw error;
      // The database refused a write of the segment: each step alone, the refused one answered so.
      const outcomes: Outcome[] = [];
      for (const step of segment.steps)
        outcomes.push(
          await this.inSavepoint(tx, async (inner) => {
            const [outcome] = await runSteps(inner, [step]);
            if (outcome === undefined || !outcome.ok)
              throw outcome?.error ?? new Error('trading: no outcome');
            return outcome.result;
          }),
        );
      return outcomes;
    }
  }

  /**
   * `action` in a savepoint of the batch, with the ledger's constraint errors answered as refusals,
   * exactly as the action alone; a deadlock or serialization failure aborts the batch.
   */
  private async inSavepoint(tx: Tx, action: TradingAction<Committed>): Promise<Outcome> {
    try {
      return { ok: true, result: await runLedgerTransaction(tx, action) };
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg !== null && RETRY_WHOLE_BATCH.has(pg.code)) throw error;
      return { ok: false, error: asError(error) };
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
