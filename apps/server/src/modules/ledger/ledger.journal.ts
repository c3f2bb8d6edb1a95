import {
  type AccountBalances,
  type AccountRef,
  type Bucket,
  Decimal,
  type JournalEntryDraft,
  type Issue,
  type PostingKind,
  accountKey,
  applyPostings,
  entryFingerprint,
  entryInBook,
  storedCurrencyOf,
  toDecimalString,
  validateJournalEntry,
} from '@waihui/core';
import type { DbOrTx, Tx } from '../../db/database';
import { pgErrorOf } from '../../db/pg-errors';
import { inTransaction } from '../../db/transaction';
import { BusinessError } from '../../lib/business-error';
import { isMessageKey, type MessageKey } from '../../i18n/messages';
import {
  type AccountRow,
  type NewEntry,
  type StoredEntry,
  findEntriesByIdempotencyKeys,
  insertEntriesWithPostings,
  lockAccounts,
} from './ledger.repository';

/*
 * The journal: how entries reach the books, in the order they happen. postJournal (ledger.post.ts)
 * validates an entry once (prepareEntry, in core), then hands it to postEntries here, inside the
 * caller's transaction or a group-commit one (ledger.writer.ts): lock the accounts and read used
 * idempotency keys → decide each entry in order (replay, or apply it to the balances read under
 * lock, in core) → write every accepted entry with one statement. The database re-checks every
 * invariant.
 */

// ---------------------------------------------------------------- refusals and transactions

/** A ledger rule said no: answered as the envelope `{code: 0, data: {reason: code}}`. */
export function ledgerRefusal(issue: Issue): Error {
  if (!isMessageKey(issue.code)) return new Error(`ledger refused with unknown code ${issue.code}`);
  // The internal account key is not for clients; currency, shortfall and available are.
  const details = Object.fromEntries(
    Object.entries(issue.details ?? {}).filter(([name]) => name !== 'account'),
  );
  return new BusinessError(issue.code, Object.keys(details).length > 0 ? { details } : {});
}

/**
 * inTransaction (retried on deadlock), and a balance CHECK violation — the database refusing what
 * the code should already have refused — is answered as INSUFFICIENT_BALANCE rather than a 500.
 */
export async function runLedgerTransaction<T>(
  db: DbOrTx,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(db, work);
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

export interface PostOptions {
  /** A retry with the same key never posts twice; it returns the first entry with replayed=true. Scope it (`order:<id>`). */
  idempotencyKey?: string;
  /** What the key is bound to; defaults to the entry's own fingerprint (accounts, buckets, amounts, kinds). */
  fingerprint?: string;
  /** Timestamp of the entry and its postings; defaults to now. */
  at?: Date;
  /**
   * The refusal when an account that may not go negative would, instead of INSUFFICIENT_BALANCE:
   * the caller's own rule (a transfer's QUANTITY_EXCEEDS_AVAILABLE), answered with that account's
   * available balance under lock as `data.available`.
   */
  shortfallReason?: MessageKey;
  /**
   * A cap of the caller's on what this entry may take out of one account's available bucket (its net
   * debit there), decided under the same locks as the balance: a contract account's transfer out is
   * capped at its free margin. Computed by the caller from balances it locked in its transaction
   * (`lockBalances`). When the cap is below the available balance and the entry takes more, it is
   * refused with `reason` and `data.available` = the cap (at least 0); otherwise the balance decides.
   */
  spendLimit?: SpendLimit;
}

export interface SpendLimit {
  account: AccountRef;
  /** USD or the account's currency; what may leave its available bucket in this entry. */
  limit: Decimal;
  reason: MessageKey;
}

/** An entry that passed validation, with what the journal needs to decide and write it. */
export interface PreparedEntry {
  /** Validated by core: balanced, credits before debits; system accounts in its users' book. */
  draft: JournalEntryDraft;
  key: string | null;
  fingerprint: string;
  at: Date;
  shortfallReason: MessageKey | null;
  spendLimit: SpendLimit | null;
}

export type PostOutcome = { ok: true; posted: PostedEntry } | { ok: false; error: Error };

// ---------------------------------------------------------------- 1. validate (once)

/**
 * Checks an entry with core's validateJournalEntry — the only validation it gets — and binds its
 * options. A malformed entry is a programming error: a plain Error, thrown before anything is locked.
 */
export function prepareEntry(entry: JournalEntryDraft, options: PostOptions = {}): PreparedEntry {
  const validated = validateJournalEntry(entry);
  if (!validated.ok)
    throw new Error(
      `invalid journal entry (${validated.issues[0].code}): ${JSON.stringify(validated.issues[0].details ?? {})}`,
    );
  return {
    // Its system accounts in the book of its users (practice or live): docs/decisions.md.
    draft: entryInBook(validated.value),
    key: options.idempotencyKey ?? null,
    fingerprint: options.fingerprint ?? entryFingerprint(entry),
    at: options.at ?? new Date(),
    shortfallReason: options.shortfallReason ?? null,
    spendLimit: options.spendLimit ?? null,
  };
}

// ---------------------------------------------------------------- 2–4. lock, decide, write

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

/** Core's refusal of an entry the balances cannot carry, in the caller's words when it gave some. */
function shortfallRefusal(
  issue: Issue,
  balances: ReadonlyMap<string, AccountBalances>,
  reason: MessageKey | null,
): Error {
  if (reason === null || issue.code !== 'INSUFFICIENT_BALANCE') return ledgerRefusal(issue);
  const available = balances.get(issue.details?.account ?? '')?.available ?? new Decimal(0);
  return new BusinessError(reason, { details: { available: toDecimalString(available) } });
}

/**
 * The entry's refusal under its spend limit, or null: only when the cap is tighter than the
 * available balance (otherwise applyPostings refuses in the balance's words) and the entry's net
 * debit of that account's available bucket is above it.
 */
function spendLimitRefusal(
  entry: PreparedEntry,
  balances: ReadonlyMap<string, AccountBalances>,
): Error | null {
  const cap = entry.spendLimit;
  if (cap === null) return null;
  const key = accountKey(cap.account);
  const available = balances.get(key)?.available ?? new Decimal(0);
  if (cap.limit.greaterThanOrEqualTo(available)) return null;
  const debit = entry.draft.postings
    .filter((p) => p.bucket === 'available' && accountKey(p.account) === key)
    .reduce((sum, p) => sum.minus(p.amount), new Decimal(0));
  if (debit.lessThanOrEqualTo(cap.limit)) return null;
  const shown = toDecimalString(Decimal.max(cap.limit, 0));
  return new BusinessError(cap.reason, {
    details: { available: shown },
    params: { available: shown },
  });
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Posts prepared entries in the caller's transaction, deciding them in order as if one after the
 * other (each sees the balances the earlier ones leave) and writing all accepted ones with one
 * statement. One outcome per entry: a refusal (BusinessError with core's code, or the entry's
 * shortfallReason) or the posted entry. A database error fails the whole transaction; the writer
 * then posts the entries one by one (ledger.writer.ts).
 */
export async function postEntries(
  tx: Tx,
  entries: readonly PreparedEntry[],
): Promise<PostOutcome[]> {
  // 2. Lock every account of every entry (in id order, one statement), then read used keys.
  const { accounts: locked, usedKeys } = await lockAccounts(
    tx,
    entries.flatMap((p) => p.draft.postings.map((posting) => posting.account)),
    entries.flatMap((p) => (p.key === null ? [] : [p.key])),
  );
  // Used keys were read after the locks: a concurrent request with the same key on the same
  // accounts has committed by then or has not begun. Their entries are loaded only when used.
  const stored = await findEntriesByIdempotencyKeys(tx, [...usedKeys]);

  // 3. Decide, in order, against the balances read under lock.
  const balances = new Map<string, AccountBalances>(
    [...locked].map(([key, row]) => [key, { available: row.available, locked: row.locked }]),
  );
  const outcomes: (PostOutcome | undefined)[] = [];
  /** Entries answered by an earlier one of this group with the same key: index → earlier index. */
  const sameAs = new Map<number, number>();
  const claimed = new Map<string, number>();
  const writes: number[] = [];
  for (const [index, p] of entries.entries()) {
    try {
      if (p.key !== null) {
        const prior = stored.get(p.key);
        if (prior) {
          outcomes[index] = { ok: true, posted: replayOf(prior, p.fingerprint) };
          continue;
        }
        const earlier = claimed.get(p.key);
        if (earlier !== undefined) {
          if (entries[earlier]?.fingerprint !== p.fingerprint)
            throw new BusinessError('IDEMPOTENCY_KEY_REUSED');
          sameAs.set(index, earlier);
          continue;
        }
      }
      const capped = spendLimitRefusal(p, balances);
      if (capped !== null) throw capped;
      const applied = applyPostings(balances, p.draft.postings);
      if (!applied.ok) throw shortfallRefusal(applied.issues[0], balances, p.shortfallReason);
      for (const [key, next] of applied.value) balances.set(key, next);
      writes.push(index);
      if (p.key !== null) claimed.set(p.key, index);
    } catch (error) {
      outcomes[index] = { ok: false, error: asError(error) };
    }
  }

  // 4. Write the accepted entries, one statement; the database applies and re-checks each posting.
  const inserted = await insertEntriesWithPostings(
    tx,
    writes.map((index): NewEntry => {
      const p = entries[index]!;
      return {
        kind: p.draft.kind,
        reference: p.draft.reference,
        idempotencyKey: p.key,
        fingerprint: p.key === null ? null : p.fingerprint,
        createdAt: p.at,
        postings: p.draft.postings.map((posting) => {
          const row: AccountRow | undefined = locked.get(accountKey(posting.account));
          if (!row) throw new Error('unreachable: posting on an unlocked account');
          return {
            accountId: row.id,
            currency: storedCurrencyOf(posting.account),
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
  for (const [n, index] of writes.entries()) {
    const written = inserted[n];
    if (!written) {
      conflicts.push(index);
      continue;
    }
    const { draft, at } = entries[index]!;
    outcomes[index] = {
      ok: true,
      posted: {
        entryId: written.entryId,
        kind: draft.kind,
        reference: draft.reference,
        createdAt: at,
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
      conflicts.map((index) => entries[index]!.key!),
    );
    for (const index of conflicts) {
      const p = entries[index]!;
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
  return entries.map(
    (_, index) => outcomes[index] ?? { ok: false, error: new Error('ledger: no outcome') },
  );
}

/** The posted entry of an outcome, or its error thrown. */
export function settle(outcome: PostOutcome | undefined): PostedEntry {
  if (!outcome) throw new Error('ledger: no outcome');
  if (!outcome.ok) throw outcome.error;
  return outcome.posted;
}
