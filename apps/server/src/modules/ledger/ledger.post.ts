import { PgTransaction } from 'drizzle-orm/pg-core';
import type { JournalEntryDraft } from '@waihui/core';
import type { DbOrTx, Tx } from '../../db/database';
import {
  type PostOptions,
  type PostedEntry,
  postEntries,
  prepareEntry,
  settle,
} from './ledger.journal';
import { ledgerWriterFor } from './ledger.writer';

/**
 * The one door for any balance change; every module that moves money calls it. In order:
 * 1. validate the entry once, in core (a malformed entry throws a plain Error, nothing is locked);
 * 2. lock its accounts; 3. decide: apply it to the balances read under lock, in core (a refusal
 * throws BusinessError: INSUFFICIENT_BALANCE, options.shortfallReason, IDEMPOTENCY_KEY_REUSED…);
 * 4. write it. Given a transaction, steps 2–4 run in it (your transaction: keep it short); given
 * the database, they run in a group-commit transaction shared with concurrent writes
 * (ledger.writer.ts), with the same outcome as alone.
 */
export async function postJournal(
  db: DbOrTx,
  entry: JournalEntryDraft,
  options: PostOptions = {},
): Promise<PostedEntry> {
  const prepared = prepareEntry(entry, options);
  if (db instanceof PgTransaction) return settle((await postEntries(db, [prepared]))[0]);
  return ledgerWriterFor(db).submit(prepared);
}

/**
 * Many entries through the door in the caller's transaction, decided in order with one lock
 * statement and one write (a settlement run of many contracts at once). All or nothing: the first
 * refusal throws, and the caller's transaction rolls every entry back.
 */
export async function postJournalBatch(
  tx: Tx,
  entries: readonly JournalEntryDraft[],
  options: PostOptions = {},
): Promise<PostedEntry[]> {
  if (entries.length === 0) return [];
  const prepared = entries.map((entry) => prepareEntry(entry, options));
  return (await postEntries(tx, prepared)).map(settle);
}
