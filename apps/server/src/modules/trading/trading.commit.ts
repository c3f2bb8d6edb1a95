import type { Db, Tx } from '../../db/database';
import type { TradingStep } from './trading.batch';
import type { TradingChange } from './trading.deps';
import { TradingWriter } from './trading.writer';

/*
 * Commit, then apply: the one path every trading action takes, whether a user's request started it
 * (index.ts's commands) or the engine's quote did (a limit fill, a TP or SL, a stop-out). The action
 * decides and writes inside a transaction and answers what it changed; once that transaction has
 * committed, the changes go to the engine (triggers, the tracked account), whose listeners tell the
 * live channel and the other processes (trading.cluster.ts). Nothing is applied for a refusal or a
 * rollback.
 *
 * The group commit (docs/trading.md, "Server: throughput"): `createCommitter` is the only place that
 * opens a trading transaction. Its writer (trading.writer.ts) runs the actions that arrive together,
 * many users' at once, in one transaction, each in a savepoint of its own.
 */

/** What an action answers once committed: at least the changes, in the order they were made. */
export interface Committed {
  changes: TradingChange[];
}

/** One action's work inside its transaction: load under the trader's lock → core → ledger → rows. */
export type TradingAction<T extends Committed> = (tx: Tx) => Promise<T>;

/**
 * What the committer runs: an action, or a step (a market order or a user's close) that the writer
 * decides and writes together with the other steps of its batch (trading.batch.ts).
 */
export type TradingWork<T extends Committed> = TradingAction<T> | TradingStep<T>;

/** Where committed changes go (the engine). */
export interface ChangeSink {
  apply(userId: string, changes: readonly TradingChange[]): void;
}

export interface TradingCommitter {
  /** Runs `action` in a transaction; once committed, applies its changes and answers its result. */
  run<T extends Committed>(userId: string, work: TradingWork<T>): Promise<T>;
}

/**
 * Up to 64 actions per transaction, LANES batches in flight (a divisor of the 64 fee/house shards):
 * the actions that wait while a lane writes form its next, larger batch (self-regulating).
 */
const MAX_BATCH = 64;
const LANES = 2;

/** Actions committed in batches (trading.writer.ts). */
export function createCommitter(db: Db, sink: ChangeSink): TradingCommitter {
  return new TradingWriter(db, sink, { maxBatch: MAX_BATCH, lanes: LANES });
}
