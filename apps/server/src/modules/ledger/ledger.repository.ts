import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  type AccountRef,
  type Bucket,
  Decimal,
  type PostingKind,
  SYSTEM_ACCOUNT_MAY_GO_NEGATIVE,
  type UserAccountType,
  accountKey,
  bookOfUser,
  currencyInBook,
  currencyOutOfBook,
  parseDecimal,
  storedCurrencyOf,
} from '@waihui/core';
import type { DbOrTx, Tx } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema';

/*
 * Drizzle queries of the ledger, nothing else: rows ↔ core types. Balances are never updated here
 * directly — inserting a posting applies it (trigger `ledger_postings_apply`), so the only write path
 * to a balance is insertEntryWithPostings.
 */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** An account as read under lock: its database id and both balances. */
export interface AccountRow {
  id: number;
  key: string;
  ref: AccountRef;
  available: Decimal;
  locked: Decimal;
}

type AccountRecord = Pick<
  typeof ledgerAccounts.$inferSelect,
  'id' | 'userId' | 'type' | 'systemCode' | 'currency' | 'shard' | 'available' | 'locked'
>;

function refOf(row: AccountRecord): AccountRef {
  if (row.type === 'system') {
    if (row.systemCode === null) throw new Error(`system account ${row.id} has no code`);
    return { owner: 'system', code: row.systemCode, currency: row.currency, shard: row.shard };
  }
  if (row.userId === null) throw new Error(`user account ${row.id} has no user`);
  // A user's ref names the currency without its book: the holder's id tells the book.
  const currency = currencyOutOfBook(row.currency);
  return { owner: 'user', userId: row.userId, type: row.type, currency };
}

function uniqueRefs(refs: readonly AccountRef[]): AccountRef[] {
  const byKey = new Map(refs.map((ref) => [accountKey(ref), ref]));
  return [...byKey.values()];
}

/** Opens the accounts that do not exist yet, at zero. Safe to call concurrently and repeatedly. */
export async function ensureAccounts(db: DbOrTx, refs: readonly AccountRef[]): Promise<void> {
  const values = uniqueRefs(refs).map((ref) =>
    ref.owner === 'user'
      ? { userId: ref.userId, type: ref.type, currency: storedCurrencyOf(ref) }
      : {
          type: 'system' as const,
          systemCode: ref.code,
          currency: ref.currency,
          shard: ref.shard,
          allowNegative: SYSTEM_ACCOUNT_MAY_GO_NEGATIVE[ref.code],
        },
  );
  if (values.length === 0) return;
  await db.insert(ledgerAccounts).values(values).onConflictDoNothing();
}

interface LockRecord extends Record<string, unknown> {
  account_id: number | null;
  ref_index: number | null;
  available: string | null;
  locked: string | null;
  used_key: string | null;
}

/**
 * One round trip (function `ledger_lock`, migration ledger_constraints): locks the accounts in id
 * order — every transaction takes its row locks in the same global order, so two can never wait
 * on each other in a cycle — then, with a snapshot taken after the locks, reports which of the
 * idempotency keys are already used. Refs travel as JSON; rows come back with their ref's index.
 */
async function lockAndCheckKeys(
  tx: Tx,
  refs: readonly AccountRef[],
  idempotencyKeys: readonly string[],
): Promise<{ rows: AccountRow[]; usedKeys: Set<string> }> {
  const wanted = JSON.stringify(
    refs.map((ref, i) =>
      ref.owner === 'user'
        ? {
            i,
            user_id: ref.userId,
            type: ref.type,
            currency: storedCurrencyOf(ref),
            system_code: null,
          }
        : {
            i,
            user_id: null,
            type: 'system',
            currency: ref.currency,
            system_code: ref.code,
            shard: ref.shard,
          },
    ),
  );
  const result = await tx.execute<LockRecord>(
    sql`select * from ledger_lock(${wanted}::json, ${JSON.stringify(idempotencyKeys)}::json)`,
  );
  const rows: AccountRow[] = [];
  const usedKeys = new Set<string>();
  for (const row of rowsOf<LockRecord>(result)) {
    if (row.used_key !== null) {
      usedKeys.add(row.used_key);
      continue;
    }
    const ref = refs[Number(row.ref_index)];
    if (!ref || row.available === null || row.locked === null)
      throw new Error('unreachable: lock row without its ref');
    rows.push({
      id: Number(row.account_id),
      key: accountKey(ref),
      ref,
      available: parseDecimal(row.available),
      locked: parseDecimal(row.locked),
    });
  }
  return { rows, usedKeys };
}

/**
 * Locks the named accounts (opening missing ones first) for the rest of the transaction, and tells
 * which idempotency keys are already used. Accounts this transaction already holds are read again.
 */
export async function lockAccounts(
  tx: Tx,
  refs: readonly AccountRef[],
  idempotencyKeys: readonly string[] = [],
): Promise<{ accounts: Map<string, AccountRow>; usedKeys: Set<string> }> {
  const wanted = uniqueRefs(refs);
  let locked = await lockAndCheckKeys(tx, wanted, idempotencyKeys);
  if (locked.rows.length < wanted.length) {
    const found = new Set(locked.rows.map((row) => row.key));
    await ensureAccounts(
      tx,
      wanted.filter((ref) => !found.has(accountKey(ref))),
    );
    locked = await lockAndCheckKeys(tx, wanted, idempotencyKeys);
    if (locked.rows.length < wanted.length) throw new Error('ledger accounts could not be opened');
  }
  return {
    accounts: new Map(locked.rows.map((row) => [row.key, row])),
    usedKeys: locked.usedKeys,
  };
}

export interface NewPosting {
  accountId: number;
  currency: string;
  bucket: Bucket;
  /** Canonical decimal string, at most 8 decimals, non-zero. */
  amount: string;
  kind: PostingKind;
  reference: string | null;
}

/** A written posting, in the order sent: its id and the balance of its bucket right after it. */
export interface InsertedPosting {
  id: number;
  balanceAfter: Decimal;
}

export interface NewEntry {
  kind: string;
  reference: string | null;
  idempotencyKey: string | null;
  fingerprint: string | null;
  createdAt: Date;
  postings: readonly NewPosting[];
}

interface InsertedPostingRecord extends Record<string, unknown> {
  entry_ord: number | string;
  posting_id: number | string;
  entry_id: number | string;
  balance_after: string;
}

/**
 * Writes entries and their postings in one statement, in order. The database applies each posting
 * to its account as it is inserted (refusing negative balances), and refuses the statement if any
 * entry's postings do not sum to zero per currency. An entry whose idempotency key is already
 * stored is skipped (null in its place): the caller answers with the stored entry instead.
 */
export async function insertEntriesWithPostings(
  tx: Tx,
  entries: readonly NewEntry[],
): Promise<({ entryId: number; postings: InsertedPosting[] } | null)[]> {
  if (entries.length === 0) return [];
  // Entries and postings travel as two JSON parameters: one short statement text for any batch.
  const entryRows = JSON.stringify(
    entries.map((e, ord) => ({
      ord,
      kind: e.kind,
      reference: e.reference,
      idempotency_key: e.idempotencyKey,
      fingerprint: e.fingerprint,
      created_at: e.createdAt.toISOString(),
    })),
  );
  const postingRows = JSON.stringify(
    entries.flatMap((e, entryOrd) =>
      e.postings.map((p, ord) => ({
        entry_ord: entryOrd,
        ord,
        account_id: p.accountId,
        currency: p.currency,
        bucket: p.bucket,
        amount: p.amount,
        kind: p.kind,
        reference: p.reference,
      })),
    ),
  );
  // Function `ledger_write` (migration ledger_constraints): one planned-once statement per batch.
  const result = await tx.execute<InsertedPostingRecord>(
    sql`select * from ledger_write(${entryRows}::json, ${postingRows}::json)`,
  );
  const byEntry = new Map<number, { entryId: number; postings: InsertedPosting[] }>();
  for (const row of rowsOf<InsertedPostingRecord>(result)) {
    const ord = Number(row.entry_ord);
    const entry = byEntry.get(ord) ?? { entryId: Number(row.entry_id), postings: [] };
    entry.postings.push({
      id: Number(row.posting_id),
      balanceAfter: parseDecimal(row.balance_after),
    });
    byEntry.set(ord, entry);
  }
  return entries.map((_, ord) => byEntry.get(ord) ?? null);
}

export interface StoredPosting {
  id: number;
  ref: AccountRef;
  bucket: Bucket;
  amount: Decimal;
  balanceAfter: Decimal;
  kind: PostingKind;
  reference: string | null;
}

export interface StoredEntry {
  id: number;
  kind: string;
  reference: string | null;
  fingerprint: string | null;
  createdAt: Date;
  postings: StoredPosting[];
}

/** The entries recorded under these idempotency keys, with their postings in order, by key. */
export async function findEntriesByIdempotencyKeys(
  db: DbOrTx,
  idempotencyKeys: readonly string[],
): Promise<Map<string, StoredEntry>> {
  const found = new Map<string, StoredEntry>();
  if (idempotencyKeys.length === 0) return found;
  // Usually none is used: ask the unique index alone first, and join postings only for hits.
  const hits = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.idempotencyKey, [...new Set(idempotencyKeys)]));
  if (hits.length === 0) return found;
  const rows = await db
    .select({ entry: ledgerEntries, posting: ledgerPostings, account: ledgerAccounts })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      inArray(
        ledgerEntries.id,
        hits.map((hit) => hit.id),
      ),
    )
    .orderBy(ledgerPostings.id);
  for (const { entry, posting, account } of rows) {
    if (entry.idempotencyKey === null) continue;
    const stored = found.get(entry.idempotencyKey) ?? {
      id: entry.id,
      kind: entry.kind,
      reference: entry.reference,
      fingerprint: entry.requestFingerprint,
      createdAt: entry.createdAt,
      postings: [],
    };
    stored.postings.push({
      id: posting.id,
      ref: refOf(account),
      bucket: posting.bucket,
      amount: parseDecimal(posting.amount),
      balanceAfter: parseDecimal(posting.balanceAfter),
      kind: posting.kind as PostingKind,
      reference: posting.reference,
    });
    found.set(entry.idempotencyKey, stored);
  }
  return found;
}

export interface UserAccountBalance {
  type: UserAccountType;
  currency: string;
  available: Decimal;
  locked: Decimal;
}

/** Every account of one user (no lock: a consistent snapshot for display). */
export async function listUserAccounts(db: DbOrTx, userId: string): Promise<UserAccountBalance[]> {
  return (await listAccountsOfUsers(db, [userId])).get(userId) ?? [];
}

/** listUserAccounts for many users in one statement: each user's accounts (none: absent). */
export async function listAccountsOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, UserAccountBalance[]>> {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.userId, [...userIds]))
    .orderBy(ledgerAccounts.type, ledgerAccounts.currency);
  const byUser = new Map<string, UserAccountBalance[]>();
  for (const row of rows) {
    if (row.userId === null) continue;
    const own = byUser.get(row.userId) ?? [];
    own.push(...userAccountBalanceOf(row));
    byUser.set(row.userId, own);
  }
  return byUser;
}

/** A user's account as shown (none for a system account). */
function userAccountBalanceOf(row: typeof ledgerAccounts.$inferSelect): UserAccountBalance[] {
  return row.type === 'system'
    ? []
    : [
        {
          type: row.type,
          currency: currencyOutOfBook(row.currency),
          available: parseDecimal(row.available),
          locked: parseDecimal(row.locked),
        },
      ];
}

export interface PostingOfUser {
  id: number;
  entryId: number;
  accountType: UserAccountType;
  currency: string;
  bucket: Bucket;
  amount: Decimal;
  balanceAfter: Decimal;
  kind: PostingKind;
  reference: string | null;
  createdAt: Date;
}

/** One user's postings, newest first, optionally filtered; reads limit + 1 rows to tell if more exist. */
export async function listPostingsOfUser(
  db: DbOrTx,
  userId: string,
  filter: {
    kind?: PostingKind;
    accountType?: UserAccountType;
    currency?: string;
    beforeId?: number;
    offset: number;
    limit: number;
  },
): Promise<PostingOfUser[]> {
  const conditions: SQL[] = [eq(ledgerAccounts.userId, userId)];
  if (filter.kind !== undefined) conditions.push(eq(ledgerPostings.kind, filter.kind));
  if (filter.accountType !== undefined)
    conditions.push(eq(ledgerAccounts.type, filter.accountType));
  if (filter.currency !== undefined)
    conditions.push(
      eq(ledgerPostings.currency, currencyInBook(filter.currency, bookOfUser(userId))),
    );
  if (filter.beforeId !== undefined) conditions.push(lt(ledgerPostings.id, filter.beforeId));
  const rows = await db
    .select({ posting: ledgerPostings, accountType: ledgerAccounts.type })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(...conditions))
    .orderBy(desc(ledgerPostings.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.flatMap(({ posting, accountType }) =>
    accountType === 'system'
      ? []
      : [
          {
            id: posting.id,
            entryId: posting.entryId,
            accountType,
            currency: currencyOutOfBook(posting.currency),
            bucket: posting.bucket,
            amount: parseDecimal(posting.amount),
            balanceAfter: parseDecimal(posting.balanceAfter),
            kind: posting.kind as PostingKind,
            reference: posting.reference,
            createdAt: posting.createdAt,
          },
        ],
  );
}

/** Sum of one user's postings of the given kinds on one account since `since` (inclusive). */
export async function sumUserPostingsSince(
  db: DbOrTx,
  input: {
    userId: string;
    accountType: UserAccountType;
    currency: string;
    kinds: readonly PostingKind[];
    since: Date;
  },
): Promise<Decimal> {
  if (input.kinds.length === 0) return new Decimal(0);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.userId, input.userId),
        eq(ledgerAccounts.type, input.accountType),
        eq(ledgerAccounts.currency, currencyInBook(input.currency, bookOfUser(input.userId))),
        inArray(ledgerPostings.kind, [...input.kinds]),
        sql`${ledgerPostings.createdAt} >= ${input.since.toISOString()}::timestamptz`,
      ),
    );
  return parseDecimal(row?.total ?? '0');
}
