import type { Db, Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';

/**
 * Runs `work` in one transaction. When `work` *returns* a BusinessError the transaction still
 * commits (so a counted wrong try or a lock is stored) and the error is thrown afterwards; when it
 * throws, everything rolls back as usual.
 */
export async function commitThenThrow<T>(
  db: Db,
  work: (tx: Tx) => Promise<T | BusinessError>,
): Promise<T> {
  const result = await db.transaction(work);
  if (result instanceof BusinessError) throw result;
  return result;
}
