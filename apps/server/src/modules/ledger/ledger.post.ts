import { PgTransaction } from 'drizzle-orm/pg-core';
import type { JournalEntryDraft } from '@waihui/core';
import type { DbOrTx } from '../../db/database';
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
