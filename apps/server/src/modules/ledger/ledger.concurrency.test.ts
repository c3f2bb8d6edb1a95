import { describe, expect, it } from 'vitest';
import { computeLock, Decimal, parseDecimal, systemAccount, userAccount } from '@waihui/core';
import { createTestApp, createTestDatabase, insertUserWithSession } from '../../../test/fixtures';
import { BusinessError } from '../../lib/business-error';
import { auditBooks, balanceOf, balancesOf } from './ledger.fixtures';
import {
  creditDemoMoney,
  creditDeposit,
  postJournal,
  runLedgerTransaction,
  transfer,
} from './ledger.service';

/*
 * Many requests on the same accounts at once. On PGlite (one connection) they are serialised by the
 * engine; with TEST_DATABASE_URL they run on a pool of 10 PostgreSQL connections and only the row
 * locks keep them apart.
 */

const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('concurrency', () => {
  it('50 transfers of the full balance at once: exactly one succeeds', async () => {
    const t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '10000' }, now: NOW });
    const alice = await insertUserWithSession(t.database.db, { label: 'alice' });
    await creditDemoMoney(t.database.db, alice.userId);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/biaddress/huazhuan',
          headers: alice.auth,
          payload: { from_account: 'coin', currency: 'USD', quantity: '10000' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const bodies = responses.map((r) => r.json<{ code: number; data: { reason?: string } }>());
    expect(bodies.filter((b) => b.code === 1)).toHaveLength(1);
    expect(bodies.filter((b) => b.data.reason === 'QUANTITY_EXCEEDS_AVAILABLE')).toHaveLength(49);
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['0', '0'],
    });
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['10000', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('20 retries of one idempotency key at once move the money once and all answer the same entry', async () => {
    const { db } = await createTestDatabase();
    const { userId } = await insertUserWithSession(db);
    await creditDemoMoney(db, userId);
    const deps = { db, now: () => NOW };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        transfer(deps, userId, {
          fromAccount: 'coin',
          toAccount: 'contract',
          currency: 'USD',
          quantity: '2500',
          idempotencyKey: 'double-tap',
        }),
      ),
    );
    expect(new Set(results.map((r) => r.entry_id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(results.every((r) => r.from_balance === '7500' && r.to_balance === '2500')).toBe(true);
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '7500', locked: '0' });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('a storm of transfers both ways, deposits, locks and fees on shared accounts keeps the books exact', async () => {
    const { db } = await createTestDatabase();
    const deps = { db, now: () => NOW };
    const users = await Promise.all([1, 2, 3, 4].map(() => insertUserWithSession(db)));
    for (const u of users) await creditDemoMoney(db, u.userId);

    // Deterministic pseudo-random plan (no Math.random in a test that must be reproducible).
    let seed = 20261122;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const amount = () => new Decimal(Math.floor(next() * 400000) + 1).dividedBy(100).toFixed();

    const refused: string[] = [];
    // Money only enters a user's two accounts by deposit and only leaves them by fee.
    const expectedTotal = new Map(users.map((u) => [u.userId, new Decimal(10000)]));
    const add = (user: string, delta: Decimal) =>
      expectedTotal.set(user, expectedTotal.get(user)!.plus(delta));
    const operations = Array.from({ length: 240 }, (_, i) => {
      const user = pick(users).userId;
      const op = pick(['to_contract', 'to_coin', 'deposit', 'lock', 'fee'] as const);
      const run = async (): Promise<void> => {
        if (op === 'to_contract' || op === 'to_coin') {
          await transfer(deps, user, {
            fromAccount: op === 'to_contract' ? 'coin' : 'contract',
            toAccount: null,
            currency: 'USD',
            quantity: amount(),
            idempotencyKey: `storm-${i}`,
          });
        } else if (op === 'deposit') {
          const value = amount();
          await creditDeposit(db, {
            userId: user,
            currency: 'USD',
            amount: value,
            idempotencyKey: `storm-${i}`,
          });
          add(user, parseDecimal(value));
        } else if (op === 'lock') {
          const lock = computeLock({
            account: userAccount(user, 'coin', 'USD'),
            amount: amount(),
            reference: `o-${i}`,
          });
          if (lock.ok) await runLedgerTransaction(db, (tx) => postJournal(tx, lock.value));
        } else {
          const fee = parseDecimal(amount());
          await runLedgerTransaction(db, (tx) =>
            postJournal(tx, {
              kind: 'fee',
              reference: `f-${i}`,
              postings: [
                {
                  account: userAccount(user, 'contract', 'USD'),
                  bucket: 'available',
                  amount: fee.negated(),
                  kind: 'fee',
                  reference: null,
                },
                {
                  account: systemAccount('fees', 'USD'),
                  bucket: 'available',
                  amount: fee,
                  kind: 'fee',
                  reference: null,
                },
              ],
            }),
          );
          add(user, fee.negated());
        }
      };
      return run().catch((error: unknown) => {
        if (error instanceof BusinessError) refused.push(error.reason);
        else throw error;
      });
    });
    await Promise.all(operations);

    // Only the expected refusals; no deadlock, no 500-class error escaped.
    const expectedReasons = ['QUANTITY_EXCEEDS_AVAILABLE', 'INSUFFICIENT_BALANCE'];
    expect(refused.filter((reason) => !expectedReasons.includes(reason))).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(200);
    expect(await auditBooks(db)).toEqual([]);
    for (const u of users) {
      const coin = await balanceOf(db, u.userId, 'coin');
      const contract = await balanceOf(db, u.userId, 'contract');
      const total = [coin.available, coin.locked, contract.available, contract.locked]
        .map(parseDecimal)
        .reduce((a, b) => a.plus(b));
      expect(total.toFixed()).toBe(expectedTotal.get(u.userId)!.toFixed());
    }
  });
});
