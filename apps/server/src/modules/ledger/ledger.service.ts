import {
  type AccountBalances,
  type AccountRef,
  BASE_CURRENCY,
  Decimal,
  type DecimalInput,
  type DepositKind,
  INCOME_KINDS,
  accountKey,
  refsInBook,
  spendable,
  type UserAccountType,
  computeDeposit,
  toDecimalString,
  transferEntry,
  transferFingerprint,
  transferableCurrencies,
  userAccount,
  validateTransfer,
} from '@waihui/core';
import type {
  AccountListData,
  AccountIncomeData,
  BalanceEntry,
  MoneyLogData,
  MoneyLogQuery,
  TransferData,
  TransferOptionsData,
} from '@waihui/contracts';
import type { Db, DbOrTx, Tx } from '../../db/database';
import {
  type PostOptions,
  type PostedEntry,
  ledgerRefusal,
  runLedgerTransaction,
} from './ledger.journal';
import { postJournal } from './ledger.post';
import {
  ensureAccounts,
  listPostingsOfUser,
  lockAccounts,
  listAccountsOfUsers,
  listUserAccounts,
  sumUserPostingsSince,
} from './ledger.repository';

/*
 * The ledger service, what other modules and the routes call: the one door for balance changes
 * (postJournal, from ledger.post.ts), deposits, accounts, transfers and the money log. Each write
 * is: validate in core → lock the accounts → decide in core → write the entry, in one transaction
 * (shared with concurrent requests by the writer). See docs/ledger.md.
 */

export interface LedgerDeps {
  db: Db;
  /** The clock; postings are stamped with it and "today" is computed from it. */
  now: () => Date;
  /**
   * Margin held by the user's open positions (USD), from trading; app.ts wires it so the ledger
   * imports no trading code. Without it (tests of the ledger alone) position margin is 0.
   */
  positionMargin?: (userId: string) => Promise<Decimal>;
  /**
   * Free margin of the user's contract account (USD: equity − used margin − pending orders'
   * reserves) for the balances given, from trading; app.ts wires it. A transfer out of the contract
   * account calls it inside its transaction after locking the account, so what it reads is settled:
   * every trading action that changes positions or reserves locks that account row too. Without it
   * (tests of the ledger alone) a transfer out is limited by the available balance only.
   */
  contractFreeMargin?: (db: DbOrTx, userId: string, balance: AccountBalances) => Promise<Decimal>;
}

/** USD credited to a demo user's coin account at sign-up (spec issue: "starts with USD 10,000"). */
export const DEMO_CREDIT_USD = '10000';

export {
  type PostOptions,
  type PostedEntry,
  type PostedPosting,
  runLedgerTransaction,
} from './ledger.journal';
export { postJournal, postJournalBatch } from './ledger.post';

// ---------------------------------------------------------------- accounts

/**
 * Locks `refs` (opening missing ones at zero) until the caller's transaction ends and reads their
 * balances, keyed by accountKey: for a decision whose amounts depend on a balance (trading's margin
 * check, a close's cross-margin draw and house cover). Decide in core, then postJournal(tx, entry)
 * in the same transaction, where the locks are still held. List every account the entry touches.
 */
export async function lockBalances(
  tx: Tx,
  refs: readonly AccountRef[],
): Promise<ReadonlyMap<string, AccountBalances>> {
  // System accounts in the book of the users named (practice or live); keys as the caller named them.
  const inBook = refsInBook(refs);
  const { accounts } = await lockAccounts(tx, inBook);
  return new Map(
    refs.flatMap((ref, i) => {
      const row = accounts.get(accountKey(inBook[i]!));
      return row ? [[accountKey(ref), { available: row.available, locked: row.locked }]] : [];
    }),
  );
}

/**
 * Opens a new user's coin (USD) and contract (USD) accounts at zero. Registration may call it in its
 * transaction; it is optional, because every ledger operation opens missing accounts on first use.
 */
export async function openDefaultAccounts(db: DbOrTx, userId: string): Promise<void> {
  await ensureAccounts(db, [
    userAccount(userId, 'coin', BASE_CURRENCY),
    userAccount(userId, 'contract', BASE_CURRENCY),
  ]);
}

/**
 * Credits a deposit (or demo money) from the outside world to the user's coin account. The key makes
 * it safe to call again (a seed re-run, a review retried): the second call changes nothing and
 * returns replayed=true. Pass a transaction to make it part of the caller's; otherwise it runs its own.
 */
export async function creditDeposit(
  db: DbOrTx,
  input: {
    userId: string;
    currency: string;
    /** Decimal string or Decimal, > 0, at most 8 decimals. */
    amount: DecimalInput;
    /** Unique per deposit, e.g. `deposit-review:<id>` or `demo-credit:<userId>`. */
    idempotencyKey: string;
    /** Posting kind: 'deposit' (default) or 'demo_credit'. */
    reason?: DepositKind;
    reference?: string | null;
    at?: Date;
  },
): Promise<{ entryId: number; replayed: boolean; currency: string; balance: string }> {
  const built = computeDeposit({
    userId: input.userId,
    currency: input.currency,
    amount: input.amount,
    kind: input.reason ?? 'deposit',
    reference: input.reference ?? null,
  });
  if (!built.ok) throw ledgerRefusal(built.issues[0]);
  const posted = await postJournal(db, built.value, {
    idempotencyKey: `deposit:${input.idempotencyKey}`,
    ...(input.at ? { at: input.at } : {}),
  });
  const credit = posted.postings.find((p) => p.account.owner === 'user');
  if (!credit) throw new Error('deposit entry without a user posting');
  return {
    entryId: posted.entryId,
    replayed: posted.replayed,
    currency: input.currency,
    balance: toDecimalString(credit.balanceAfter),
  };
}

/** Demo mode: credits DEMO_CREDIT_USD once per user (the key is fixed, so a re-run credits nothing). */
export function creditDemoMoney(
  db: DbOrTx,
  userId: string,
  at?: Date,
): ReturnType<typeof creditDeposit> {
  return creditDeposit(db, {
    userId,
    currency: BASE_CURRENCY,
    amount: DEMO_CREDIT_USD,
    idempotencyKey: `demo-credit:${userId}`,
    reason: 'demo_credit',
    reference: 'demo',
    ...(at ? { at } : {}),
  });
}

function balanceEntry(currency: string, available: Decimal, locked: Decimal): BalanceEntry {
  return {
    code: currency,
    balance: toDecimalString(available),
    lock_balance: toDecimalString(locked),
    total: toDecimalString(available.plus(locked)),
  };
}

/** balance_arr of one account type: USD always first (zero if never used), then A–Z. */
function balanceArr(
  accounts: readonly {
    type: UserAccountType;
    currency: string;
    available: Decimal;
    locked: Decimal;
  }[],
  type: UserAccountType,
): BalanceEntry[] {
  const own = accounts.filter((a) => a.type === type);
  const usd = own.find((a) => a.currency === BASE_CURRENCY);
  const others = own
    .filter((a) => a.currency !== BASE_CURRENCY)
    .sort((a, b) => (a.currency < b.currency ? -1 : 1));
  return [
    balanceEntry(BASE_CURRENCY, usd?.available ?? new Decimal(0), usd?.locked ?? new Decimal(0)),
    ...others.map((a) => balanceEntry(a.currency, a.available, a.locked)),
  ];
}

export async function getAccountList(db: DbOrTx, userId: string): Promise<AccountListData> {
  const accounts = await listUserAccounts(db, userId);
  return {
    coin: { balance_arr: balanceArr(accounts, 'coin') },
    contract: { balance_arr: balanceArr(accounts, 'contract') },
  };
}

/**
 * True when any account of the user holds money, available or locked (an idle account holding
 * money is marked dormant, never closed or emptied: modules/identity/identity.idle-accounts.ts).
 */
export async function holdsMoney(db: DbOrTx, userId: string): Promise<boolean> {
  const accounts = await listUserAccounts(db, userId);
  return accounts.some((account) => !account.available.isZero() || !account.locked.isZero());
}

export async function getContractBalances(db: DbOrTx, userId: string): Promise<BalanceEntry[]> {
  return balanceArr(await listUserAccounts(db, userId), 'contract');
}

/** getContractBalances for many users in one statement, by user id. */
export async function getContractBalancesOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, BalanceEntry[]>> {
  const accounts = await listAccountsOfUsers(db, userIds);
  return new Map(
    userIds.map((userId) => [userId, balanceArr(accounts.get(userId) ?? [], 'contract')]),
  );
}

/** Start of the UTC day containing `now`: "today" for today_income. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function getIncome(deps: LedgerDeps, userId: string): Promise<AccountIncomeData> {
  const today = await sumUserPostingsSince(deps.db, {
    userId,
    accountType: 'contract',
    currency: BASE_CURRENCY,
    kinds: INCOME_KINDS,
    since: startOfUtcDay(deps.now()),
  });
  const margin = deps.positionMargin ? await deps.positionMargin(userId) : new Decimal(0);
  return {
    currency: 'USD',
    today_income: toDecimalString(today),
    position_margin: toDecimalString(margin),
  };
}

/**
 * What may leave each account now: the coin account's available balance; the contract account's
 * min(available, free margin) (the same figure a transfer is held to, read here without locks).
 */
export async function getTransferOptions(
  deps: LedgerDeps,
  userId: string,
): Promise<TransferOptionsData> {
  const accounts = await listUserAccounts(deps.db, userId);
  const balanceOf = (type: UserAccountType, currency: string): AccountBalances => {
    const row = accounts.find((a) => a.type === type && a.currency === currency);
    return { available: row?.available ?? new Decimal(0), locked: row?.locked ?? new Decimal(0) };
  };
  const list = await Promise.all(
    transferableCurrencies().flatMap((currency) =>
      (['coin', 'contract'] as const).map(async (from) => {
        const to = from === 'coin' ? ('contract' as const) : ('coin' as const);
        const balance = balanceOf(from, currency);
        const limit = await outLimitOf(deps, deps.db, userId, from, currency, balance);
        return {
          from_account: from,
          to_account: to,
          currency,
          available: toDecimalString(Decimal.min(balance.available, limit ?? balance.available)),
        };
      }),
    ),
  );
  return { list };
}

/**
 * The contract account's cap on money leaving it (USD): min(available, free margin) ≥ 0, core's
 * `spendable`, the figure a new order is held to as well. Null for any other account (its available
 * balance is the only limit) or when trading is not wired.
 */
async function outLimitOf(
  deps: LedgerDeps,
  db: DbOrTx,
  userId: string,
  from: UserAccountType,
  currency: string,
  balance: AccountBalances,
): Promise<Decimal | null> {
  if (from !== 'contract' || currency !== BASE_CURRENCY || !deps.contractFreeMargin) return null;
  const freeMargin = await deps.contractFreeMargin(db, userId, balance);
  return spendable({ available: balance.available, freeMargin });
}

export async function getMoneyLog(
  db: DbOrTx,
  userId: string,
  query: MoneyLogQuery,
): Promise<MoneyLogData> {
  const rows = await listPostingsOfUser(db, userId, {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.account_type ? { accountType: query.account_type } : {}),
    ...(query.currency ? { currency: query.currency } : {}),
    ...(query.before_id ? { beforeId: query.before_id } : {}),
    offset: (query.page - 1) * query.limit,
    limit: query.limit + 1,
  });
  return {
    list: rows.slice(0, query.limit).map((row) => ({
      id: row.id,
      entry_id: row.entryId,
      account_type: row.accountType,
      currency: row.currency,
      bucket: row.bucket,
      amount: toDecimalString(row.amount),
      balance_after: toDecimalString(row.balanceAfter),
      kind: row.kind,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    has_more: rows.length > query.limit,
  };
}

// ---------------------------------------------------------------- transfer

export interface TransferInput {
  fromAccount: UserAccountType | null;
  toAccount: UserAccountType | null;
  currency: string | null;
  /** Raw decimal string as typed. */
  quantity: string;
  /** The client's key for this transfer; scoped to the user before it is stored. */
  idempotencyKey: string | null;
}

/**
 * Moves money between the user's own coin and contract accounts (product.md §5.4): the rules that need no
 * balance are checked once, in core; postJournal then locks both accounts and refuses with
 * QUANTITY_EXCEEDS_AVAILABLE (and the source's available balance) when the source cannot carry it.
 * Only ever touches `userId`'s accounts.
 */
export async function transfer(
  deps: LedgerDeps,
  userId: string,
  input: TransferInput,
): Promise<TransferData> {
  const checked = validateTransfer({
    userId,
    fromAccount: input.fromAccount,
    toAccount: input.toAccount,
    currency: input.currency,
    quantity: input.quantity,
  });
  if (!checked.ok) throw ledgerRefusal(checked.issues[0]);
  const plan = checked.value;
  const options: PostOptions = {
    ...(input.idempotencyKey ? { idempotencyKey: `user:${userId}:${input.idempotencyKey}` } : {}),
    fingerprint: transferFingerprint(plan),
    shortfallReason: 'QUANTITY_EXCEEDS_AVAILABLE',
    at: deps.now(),
  };
  if (plan.fromAccount !== 'contract' || !deps.contractFreeMargin)
    return transferDataOf(await postJournal(deps.db, transferEntry(plan), options));
  // Out of the contract account: its own transaction, to decide against free margin under the lock
  // (the group-commit writer decides against balances alone). Lock both accounts, read the free
  // margin (positions read after the lock, so none can open or close unseen), then the door: a
  // replay first, then the cap, then the balance.
  return runLedgerTransaction(deps.db, async (tx) => {
    const source = userAccount(userId, 'contract', plan.currency);
    const locked = await lockBalances(tx, [source, userAccount(userId, 'coin', plan.currency)]);
    const balance = locked.get(accountKey(source)) ?? {
      available: new Decimal(0),
      locked: new Decimal(0),
    };
    const limit = await outLimitOf(deps, tx, userId, 'contract', plan.currency, balance);
    const posted = await postJournal(tx, transferEntry(plan), {
      ...options,
      ...(limit === null
        ? {}
        : { spendLimit: { account: source, limit, reason: 'QUANTITY_EXCEEDS_FREE_MARGIN' } }),
    });
    return transferDataOf(posted);
  });
}

function transferDataOf(posted: PostedEntry): TransferData {
  const out = posted.postings.find((p) => p.kind === 'transfer_out');
  const into = posted.postings.find((p) => p.kind === 'transfer_in');
  if (!out || !into || out.account.owner !== 'user' || into.account.owner !== 'user')
    throw new Error(`entry ${posted.entryId} is not a transfer`);
  return {
    entry_id: posted.entryId,
    from_account: out.account.type,
    to_account: into.account.type,
    currency: into.account.currency,
    quantity: toDecimalString(into.amount),
    from_balance: toDecimalString(out.balanceAfter),
    to_balance: toDecimalString(into.balanceAfter),
    created_at: posted.createdAt.toISOString(),
    replayed: posted.replayed,
  };
}
