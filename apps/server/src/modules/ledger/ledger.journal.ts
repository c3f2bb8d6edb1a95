import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  type AccountBalances,
  type AccountRef,
  type Bucket,
  type Decimal,
  type JournalEntryDraft,
  type LedgerIssue,
  type LedgerResult,
  type PostingKind,
  accountKey,
  applyPostings,
  entryFingerprint,
  toDecimalString,
  validateJournalEntry,
} from '@waihui/core';
import type { DbOrTx, Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { isMessageKey } from '../../i18n/messages';
import {
  type AccountRow,
  type NewEntry,
  type StoredEntry,
  findEntriesByIdempotencyKeys,
  insertEntriesWithPostings,
  lockAccounts,
} from './ledger.repository';

/*
 * The one door for balance changes: postJournal (one entry, inside the caller's transaction) and
 * postJournalBatch (several, decided in order, written with one statement). Each: lock the accounts
 * in id order → answer used idempotency keys with their stored entry → decide (pure, in core) →
 * validate and check balances (pure, in core) → write. The database re-checks every invariant.
 */

// ---------------------------------------------------------------- errors and transactions

/** A ledger rule said no: answered as the envelope `{code: 0, data: {reason: code}}`. */
export function ledgerRefusal(issue: LedgerIssue): Error {
  if (!isMessageKey(issue.code)) return new Error(`ledger refused with unknown code ${issue.code}`);
  // The internal account key is not for clients; currency, shortfall and available are.
  const details = Object.fromEntries(
    Object.entries(issue.details ?? {}).filter(([name]) => name !== 'account'),
  );
  return new BusinessError(issue.code, Object.keys(details).length > 0 ? { details } : {});
}

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error under a driver or Drizzle wrapper: SQLSTATE and constraint name. */
export function pgErrorOf(error: unknown): { code: string; constraint: string | null } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return {
        code: fields.code,
        constraint: typeof fields.constraint === 'string' ? fields.constraint : null,
      };
    }
    current = fields.cause;
  }
  return null;
}

const RETRYABLE = new Set(['40P01', '40001']); // deadlock detected, serialization failure
const MAX_ATTEMPTS = 4;

/**
 * One transaction, retried from the start on a deadlock or serialization failure (possible only in
 * the rare case of an account opened while others are held, see docs/ledger.md). Inside an existing
 * transaction it becomes a savepoint and is not retried.
 */
export async function withLedgerTransaction<T>(
  db: DbOrTx,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg && RETRYABLE.has(pg.code) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * As withLedgerTransaction, and a balance CHECK violation — the database refusing what the code
 * should already have refused — is answered as INSUFFICIENT_BALANCE rather than a 500.
 */
export async function runLedgerTransaction<T>(
  db: DbOrTx,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await withLedgerTransaction(db, work);
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.constraint === 'ledger_accounts_available_non_negative')
      throw new BusinessError('INSUFFICIENT_BALANCE');
    if (pg?.constraint === 'ledger_accounts_locked_non_negative')
      throw new BusinessError('INSUFFICIENT_LOCKED_BALANCE');
    throw error;
  }
}

// ---------------------------------------------------------------- types

export interface PostedPosting {
  id: number;
  account: AccountRef;
  bucket: Bucket;
  amount: Decimal;
  /** The bucket's balance right after this posting. */
  balanceAfter: Decimal;
  kind: PostingKind;
  reference: string | null;
}

export interface PostedEntry {
  entryId: number;
  kind: string;
  reference: string | null;
  createdAt: Date;
  postings: PostedPosting[];
  /** true when the idempotency key had been used: nothing was written, this is the earlier entry. */
  replayed: boolean;
}

/**
 * An entry decided under lock: the ledger locks `lock`, reads their balances (keyed by accountKey,
 * including the effect of entries decided before it in the same batch) and calls `decide`. Use it
 * when the rule depends on a balance (a transfer, an order's margin). List in `lock` every account
 * the entry may touch, system accounts included.
 */
export interface DecideUnderLock {
  lock: readonly AccountRef[];
  decide: (balances: ReadonlyMap<string, AccountBalances>) => LedgerResult<JournalEntryDraft>;
  /** What an idempotency key is bound to (required with a key: a decided entry is not known before). */
  fingerprint: string;
}

export interface PostOptions {
  /** A retry with the same key never posts twice; it returns the first entry with replayed=true. Scope it (`order:<id>`). */
  idempotencyKey?: string;
  /** Defaults to the entry's own fingerprint (or the DecideUnderLock's). */
  fingerprint?: string;
  /** Timestamp of the entry and its postings; defaults to now. */
  at?: Date;
}

export interface PostRequest {
  entry: JournalEntryDraft | DecideUnderLock;
  options?: PostOptions;
}

export type PostOutcome = { ok: true; posted: PostedEntry } | { ok: false; error: Error };

// ---------------------------------------------------------------- the door

function replayOf(stored: StoredEntry, fingerprint: string): PostedEntry {
  if (stored.fingerprint !== fingerprint) throw new BusinessError('IDEMPOTENCY_KEY_REUSED');
  return {
    entryId: stored.id,
    kind: stored.kind,
    reference: stored.reference,
    createdAt: stored.createdAt,
    postings: stored.postings.map((p) => ({
      id: p.id,
      account: p.ref,
      bucket: p.bucket,
      amount: p.amount,
      balanceAfter: p.balanceAfter,
      kind: p.kind,
      reference: p.reference,
    })),
    replayed: true,
  };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

interface Prepared {
  request: PostRequest;
  lock: readonly AccountRef[];
  key: string | null;
  fingerprint: string;
  at: Date;
}

function prepare(request: PostRequest, now: Date): Prepared {
  const { entry, options = {} } = request;
  const decided = 'decide' in entry;
  return {
    request,
    lock: decided ? entry.lock : entry.postings.map((p) => p.account),
    key: options.idempotencyKey ?? null,
    fingerprint: options.fingerprint ?? (decided ? entry.fingerprint : entryFingerprint(entry)),
    at: options.at ?? now,
  };
}

/**
 * Posts several entries in the caller's transaction, deciding them in order as if one after the
 * other (each sees the balances the earlier ones leave) and writing all accepted ones with one
 * statement. One outcome per request: a refusal (BusinessError with the core's code), a malformed
 * entry (a plain Error: a programming error) or the posted entry. A database error fails the whole
 * transaction; the caller may then post the requests one by one (see ledger.writer.ts).
 */
export async function postJournalBatch(
  tx: Tx,
  requests: readonly PostRequest[],
): Promise<PostOutcome[]> {
  const now = new Date();
  const prepared = requests.map((request) => prepare(request, now));
  const keys = prepared.flatMap((p) => (p.key === null ? [] : [p.key]));
  const { accounts: locked, usedKeys } = await lockAccounts(
    tx,
    prepared.flatMap((p) => p.lock),
    keys,
  );
  // Used keys were read after the locks: a concurrent request with the same key on the same
  // accounts has committed by then or has not begun. Their entries are loaded only when used.
  const stored = await findEntriesByIdempotencyKeys(tx, [...usedKeys]);
  const balances = new Map<string, AccountBalances>(
    [...locked].map(([key, row]) => [key, { available: row.available, locked: row.locked }]),
  );
  const outcomes: (PostOutcome | undefined)[] = [];
  /** Requests answered by an earlier one of this batch with the same key: index → earlier index. */
  const sameAs = new Map<number, number>();
  const claimed = new Map<string, number>();
  const writes: { index: number; draft: JournalEntryDraft }[] = [];

  for (const [index, p] of prepared.entries()) {
    try {
      if (p.key !== null) {
        const prior = stored.get(p.key);
        if (prior) {
          outcomes[index] = { ok: true, posted: replayOf(prior, p.fingerprint) };
          continue;
        }
        const earlier = claimed.get(p.key);
        if (earlier !== undefined) {
          if (prepared[earlier]?.fingerprint !== p.fingerprint)
            throw new BusinessError('IDEMPOTENCY_KEY_REUSED');
          sameAs.set(index, earlier);
          continue;
        }
      }
      const { entry } = p.request;
      const decision =
        'decide' in entry ? entry.decide(balances) : { ok: true as const, value: entry };
      if (!decision.ok) throw ledgerRefusal(decision.error);
      const validated = validateJournalEntry(decision.value);
      if (!validated.ok)
        throw new Error(
          `invalid journal entry (${validated.error.code}): ${JSON.stringify(validated.error.details ?? {})}`,
        );
      const draft = validated.value;
      const missing = draft.postings
        .map((posting) => posting.account)
        .filter((ref) => !locked.has(accountKey(ref)));
      if (missing.length > 0) {
        // The decided entry touches an account not named in `lock`: lock it now (see DecideUnderLock).
        for (const [key, row] of (await lockAccounts(tx, missing)).accounts) {
          locked.set(key, row);
          if (!balances.has(key))
            balances.set(key, { available: row.available, locked: row.locked });
        }
      }
      const applied = applyPostings(balances, draft.postings);
      if (!applied.ok) throw ledgerRefusal(applied.error);
      for (const [key, next] of applied.value) balances.set(key, next);
      writes.push({ index, draft });
      if (p.key !== null) claimed.set(p.key, index);
    } catch (error) {
      outcomes[index] = { ok: false, error: asError(error) };
    }
  }

  const inserted = await insertEntriesWithPostings(
    tx,
    writes.map(({ index, draft }): NewEntry => {
      const p = prepared[index]!;
      return {
        kind: draft.kind,
        reference: draft.reference,
        idempotencyKey: p.key,
        fingerprint: p.key === null ? null : p.fingerprint,
        createdAt: p.at,
        postings: draft.postings.map((posting) => {
          const row: AccountRow | undefined = locked.get(accountKey(posting.account));
          if (!row) throw new Error('unreachable: posting on an unlocked account');
          return {
            accountId: row.id,
            currency: posting.account.currency,
            bucket: posting.bucket,
            amount: toDecimalString(posting.amount),
            kind: posting.kind,
            reference: posting.reference,
          };
        }),
      };
    }),
  );

  const conflicts: number[] = [];
  for (const [n, { index, draft }] of writes.entries()) {
    const written = inserted[n];
    if (!written) {
      conflicts.push(index);
      continue;
    }
    outcomes[index] = {
      ok: true,
      posted: {
        entryId: written.entryId,
        kind: draft.kind,
        reference: draft.reference,
        createdAt: prepared[index]!.at,
        postings: draft.postings.map((posting, i) => {
          const row = written.postings[i];
          if (!row) throw new Error('unreachable: fewer postings written than sent');
          return {
            id: row.id,
            account: posting.account,
            bucket: posting.bucket,
            amount: posting.amount,
            balanceAfter: row.balanceAfter,
            kind: posting.kind,
            reference: posting.reference,
          };
        }),
        replayed: false,
      },
    };
  }
  if (conflicts.length > 0) {
    // The key was taken between our lookup and our insert by a request on other accounts.
    const late = await findEntriesByIdempotencyKeys(
      tx,
      conflicts.map((index) => prepared[index]!.key!),
    );
    for (const index of conflicts) {
      const p = prepared[index]!;
      const prior = late.get(p.key!);
      try {
        if (!prior) throw new Error('idempotency conflict without a stored entry');
        outcomes[index] = { ok: true, posted: replayOf(prior, p.fingerprint) };
      } catch (error) {
        outcomes[index] = { ok: false, error: asError(error) };
      }
    }
  }
  for (const [index, earlier] of sameAs) {
    const first = outcomes[earlier];
    outcomes[index] =
      first?.ok === true ? { ok: true, posted: { ...first.posted, replayed: true } } : first;
  }
  return prepared.map(
    (_, index) => outcomes[index] ?? { ok: false, error: new Error('ledger: no outcome') },
  );
}

/**
 * Posts one entry inside the caller's transaction (see postJournalBatch). Refusals throw
 * BusinessError with the core's code (INSUFFICIENT_BALANCE, QUANTITY_EXCEEDS_AVAILABLE, …); a
 * malformed entry throws a plain Error. Call it inside runLedgerTransaction or your own transaction.
 */
export async function postJournal(
  tx: Tx,
  entry: JournalEntryDraft | DecideUnderLock,
  options: PostOptions = {},
): Promise<PostedEntry> {
  const [outcome] = await postJournalBatch(tx, [{ entry, options }]);
  if (!outcome) throw new Error('ledger: no outcome');
  if (!outcome.ok) throw outcome.error;
  return outcome.posted;
}
