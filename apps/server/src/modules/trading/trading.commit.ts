import type { Db, Tx } from '../../db/database';
import { runLedgerTransaction } from '../ledger';
import type { TradingChange } from './trading.deps';

/*
 * Commit, then apply: the one path every trading action takes, whether a user's request started it
 * (index.ts's commands) or the engine's quote did (a limit fill, a TP or SL, a stop-out). The action
 * decides and writes inside a transaction and answers what it changed; once that transaction has
 * committed, the changes go to the engine (triggers, the tracked account), whose listeners tell the
 * live channel and the other processes (trading.cluster.ts). Nothing is applied for a refusal or a
 * rollback.
 *
 * The seam for a trading group commit (docs/trading.md, "Server: throughput"): `createCommitter` is
 * the only place that opens a trading transaction. Today it runs each action in a transaction of its
 * own; a writer that decides many users' actions in one transaction (as the ledger's writer does for
 * transfers, ledger.writer.ts) replaces its body and nothing else.
 */

/** What an action answers once committed: at least the changes, in the order they were made. */
export interface Committed {
  changes: TradingChange[];
}

/** One action's work inside its transaction: load under the trader's lock → core → ledger → rows. */
export type TradingAction<T extends Committed> = (tx: Tx) => Promise<T>;

/** Where committed changes go (the engine). */
export interface ChangeSink {
  apply(userId: string, changes: readonly TradingChange[]): void;
}

export interface TradingCommitter {
  /** Runs `action` in a transaction; once committed, applies its changes and answers its result. */
  run<T extends Committed>(userId: string, action: TradingAction<T>): Promise<T>;
}

/** One transaction per action, retried on deadlock (the ledger's transaction runner). */
export function createCommitter(db: Db, sink: ChangeSink): TradingCommitter {
  return {
    async run(userId, action) {
      const result = await runLedgerTransaction(db, action);
      sink.apply(userId, result.changes);
      return result;
    },
  };
}
