import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountListData, MoneyLogData } from '@waihui/contracts';
import { moneyLogQuerySchema } from '@waihui/contracts';
import type { Db, DbOrTx } from '../../db/database';
import type { LifecyclePart } from '../../lib/lifecycle';
import { accountsRoutes } from './ledger.accounts.routes';
import { recordsRoutes } from './ledger.records.routes';
import { getAccountList, getMoneyLog, holdsMoney, type LedgerDeps } from './ledger.service';
import { transferRoutes } from './ledger.transfer.routes';
import { ledgerWriterFor } from './ledger.writer';

/*
 * The ledger's front door (README.md, docs/ledger.md): `createLedger` builds the module object
 * app.ts and the back-office use, `ledgerPlugin` registers its routes given that object. Modules
 * that move money call the functions exported below, in their own transaction; nothing outside the
 * module imports another file of it (tests: ledger.fixtures.ts).
 */

export interface Ledger {
  /** What the ledger's services run with (its routes use it). */
  deps: LedgerDeps;
  /** A user's balances (the back-office's user page). */
  accountsOf: (userId: string) => Promise<AccountListData>;
  /** A user's newest postings, first page (the back-office's user page). */
  postingsOf: (userId: string) => Promise<MoneyLogData>;
  /** Whether the user holds money in any account (identity's idle-account rule), in `db`'s transaction. */
  holdsMoney: (db: DbOrTx, userId: string) => Promise<boolean>;
  /** The group-commit writer: stopped after the workers that post, so what they posted is committed. */
  writer: LifecyclePart;
}

export function createLedger(input: {
  db: Db;
  now: () => Date;
  /** Trading's figures (positionMargin, contractFreeMargin): the ledger imports no trading code. */
  trading: Pick<LedgerDeps, 'positionMargin' | 'contractFreeMargin'>;
}): Ledger {
  const { db } = input;
  const writer = ledgerWriterFor(db);
  return {
    deps: {
      db,
      now: input.now,
      positionMargin: input.trading.positionMargin,
      contractFreeMargin: input.trading.contractFreeMargin,
    },
    accountsOf: (userId) => getAccountList(db, userId),
    postingsOf: (userId) => getMoneyLog(db, userId, moneyLogQuerySchema.parse({})),
    holdsMoney,
    writer: { name: 'ledger writer', stop: () => writer.idle() },
  };
}

/** The user's accounts, transfers and money log. */
export const ledgerPlugin: FastifyPluginAsyncZod<{ ledger: Ledger }> = async (app, { ledger }) => {
  await app.register(accountsRoutes, ledger.deps);
  await app.register(transferRoutes, ledger.deps);
  await app.register(recordsRoutes, ledger.deps);
};

// The one door for balance changes, and what other modules read or credit in their transaction.
export {
  creditDemoMoney,
  creditDeposit,
  getAccountList,
  getContractBalances,
  getContractBalancesOfUsers,
  lockBalances,
  postJournal,
  postJournalBatch,
  runLedgerTransaction,
  transfer,
  type LedgerDeps,
  type PostOptions,
  type PostedEntry,
  type PostedPosting,
} from './ledger.service';
export { openPracticeBook, resetPracticeBook } from './ledger.practice';
