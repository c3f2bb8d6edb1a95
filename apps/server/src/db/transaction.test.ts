import { describe, expect, it } from 'vitest';
import { BusinessError } from '../lib/business-error';
import type { Db, Tx } from './database';
import { commitThenThrow, inTransaction } from './transaction';

/** A database whose transaction() fails with the given SQLSTATEs first, then runs the work. */
function fakeDb(failures: string[]) {
  const calls = { transactions: 0 };
  const db = {
    async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      calls.transactions += 1;
      const code = failures.shift();
      if (code !== undefined) throw Object.assign(new Error('Failed query'), { cause: { code } });
      return work({} as Tx);
    },
  } as unknown as Db;
  return { db, calls };
}

describe('inTransaction', () => {
  it('retries a deadlock or serialization failure from the start', async () => {
    const { db, calls } = fakeDb(['40P01', '40001']);
    expect(await inTransaction(db, async () => 'done')).toBe('done');
    expect(calls.transactions).toBe(3);
  });

  it('gives up after 4 attempts and throws the last error', async () => {
    const { db, calls } = fakeDb(['40P01', '40P01', '40P01', '40P01', '40P01']);
    await expect(inTransaction(db, async () => 'never')).rejects.toMatchObject({
      cause: { code: '40P01' },
    });
    expect(calls.transactions).toBe(4);
  });

  it('does not retry any other error', async () => {
    const { db, calls } = fakeDb(['23505']);
    await expect(inTransaction(db, async () => 'never')).rejects.toThrow('Failed query');
    expect(calls.transactions).toBe(1);
  });
});

describe('commitThenThrow', () => {
  it('returns what the work returns', async () => {
    const { db } = fakeDb([]);
    expect(await commitThenThrow(db, async () => 42)).toBe(42);
  });

  it('throws a returned BusinessError after the transaction has completed', async () => {
    const { db, calls } = fakeDb([]);
    const refusal = new BusinessError('WRONG_CREDENTIALS');
    await expect(commitThenThrow(db, async () => refusal)).rejects.toBe(refusal);
    expect(calls.transactions).toBe(1);
  });
});
