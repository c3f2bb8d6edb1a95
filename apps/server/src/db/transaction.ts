import { PgTransaction } from 'drizzle-orm/pg-core';
import { BusinessError } from '../lib/business-error';
import type { DbOrTx, Tx } from './database';
import { PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE, pgErrorOf } from './pg-errors';

/** Attempts of one transaction that keeps losing a deadlock or serialization race. */
const MAX_ATTEMPTS = 4;
const RETRYABLE = new Set([PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE]);

/**
 * Runs `work` in one transaction, retried from the start on a deadlock or serialization failure
 * (everything rolled back, so a retry is safe as long as `work` only touches the database). Given a
 * transaction it becomes a savepoint and is not retried: the outer transaction decides.
 */
export async function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
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
 * As inTransaction, but when `work` *returns* a BusinessError the transaction still commits (so a
 * counted wrong try or a lock is stored) and the error is thrown afterwards; when `work` throws,
 * everything rolls back as usual.
 */
export async function commitThenThrow<T>(
  db: DbOrTx,
  work: (tx: Tx) => Promise<T | BusinessError>,
): Promise<T> {
  const result = await inTransaction(db, work);
  if (result instanceof BusinessError) throw result;
  return result;
}
