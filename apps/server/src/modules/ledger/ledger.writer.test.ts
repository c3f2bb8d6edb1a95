import { describe, expect, it } from 'vitest';
import { parseDecimal, systemAccount, userAccount, type JournalEntryDraft } from '@waihui/core';
import { createTestDatabase, insertUserWithSession } from '../../../test/fixtures';
import { BusinessError } from '../../lib/business-error';
import { auditBooks, balanceOf } from './ledger.fixtures';
import { creditDeposit, postJournal } from './ledger.service';
import { prepareEntry } from './ledger.journal';
import { LedgerWriter, ledgerWriterFor } from './ledger.writer';

/*
 * The group-commit writer: concurrent requests share a transaction, yet each gets exactly the
 * answer it would have had alone, in arrival order.
 */

function fee(userId: string, amount: string): JournalEntryDraft {
  return {
    kind: 'fee',
    reference: null,
    postings: [
      {
        account: userAccount(userId, 'coin', 'USD'),
        bucket: 'available',
        amount: parseDecimal(amount).negated(),
        kind: 'fee',
        reference: null,
      },
      {
        account: systemAccount('fees', 'USD'),
        bucket: 'available',
        amount: parseDecimal(amount),
        kind: 'fee',
        reference: null,
      },
    ],
  };
}

async function settle<T>(promises: Promise<T>[]) {
  return (await Promise.allSettled(promises)).map((r) =>
    r.status === 'fulfilled'
      ? 'ok'
      : r.reason instanceof BusinessError
        ? r.reason.reason
        : `error: ${(r.reason as Error).message.split(':')[0]}`,
  );
}

describe('ledger writer (group commit)', () => {
  it('decides concurrent requests in arrival order against the balances the earlier ones leave', async () => {
    const { db } = await createTestDatabase();
    const { userId } = await insertUserWithSession(db);
    await creditDeposit(db, { userId, currency: 'USD', amount: '10', idempotencyKey: 'd' });
    // 4 + 4 fit in 10, the third 4 does not, the final 2 does.
    const results = await settle(
      ['4', '4', '4', '2'].map((amount) => postJournal(db, fee(userId, amount))),
    );
    expect(results).toEqual(['ok', 'ok', 'INSUFFICIENT_BALANCE', 'ok']);
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '0', locked: '0' });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('idle() resolves only after every queued request was written (shutdown waits on it)', async () => {
    const { db } = await createTestDatabase();
    const { userId } = await insertUserWithSession(db);
    await creditDeposit(db, { userId, currency: 'USD', amount: '10', idempotencyKey: 'd' });
    const settled: string[] = [];
    const posts = ['1', '2', '3'].map((amount) =>
      postJournal(db, fee(userId, amount)).then(() => void settled.push(amount)),
    );

    await ledgerWriterFor(db).idle();

    expect(settled).toEqual(['1', '2', '3']);
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '4', locked: '0' });
    await Promise.all(posts);
    await ledgerWriterFor(db).idle();
  });

  it('a malformed request fails alone; the others in its group are posted', async () => {
    const { db } = await createTestDatabase();
    const { userId } = await insertUserWithSession(db);
    await creditDeposit(db, { userId, currency: 'USD', amount: '10', idempotencyKey: 'd' });
    const unbalanced = fee(userId, '1');
    unbalanced.postings[1]!.amount = parseDecimal('0.5');
    const results = await settle([
      postJournal(db, fee(userId, '1')),
      postJournal(db, unbalanced),
      postJournal(db, fee(userId, '2')),
    ]);
    expect(results).toEqual(['ok', 'error: invalid journal entry (ENTRY_UNBALANCED)', 'ok']);
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '7', locked: '0' });
  });

  it('a request the database rejects does not take its group down with it', async () => {
    const { db } = await createTestDatabase();
    const { userId } = await insertUserWithSession(db);
    await creditDeposit(db, { userId, currency: 'USD', amount: '10', idempotencyKey: 'd' });
    // A user id with no user: opening its account violates a foreign key inside the group's
    // transaction, so the group is retried one by one and only that request fails.
    const ghost = '00000000-0000-4000-8000-000000000000';
    const results = await settle([
      postJournal(db, fee(userId, '1')),
      postJournal(db, {
        kind: 'deposit',
        reference: null,
        postings: [
          {
            account: userAccount(ghost, 'coin', 'USD'),
            bucket: 'available',
            amount: parseDecimal('5'),
            kind: 'deposit',
            reference: null,
          },
          {
            account: systemAccount('world', 'USD'),
            bucket: 'available',
            amount: parseDecimal('-5'),
            kind: 'deposit',
            reference: null,
          },
        ],
      }),
      postJournal(db, fee(userId, '2')),
    ]);
    expect(results[0]).toBe('ok');
    expect(results[1]).toMatch(/^error: /);
    expect(results[2]).toBe('ok');
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '7', locked: '0' });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('requests with the same key in one group: the first posts, the others replay it', async () => {
    const { db } = await createTestDatabase();
    const { userId } = await insertUserWithSession(db);
    await creditDeposit(db, { userId, currency: 'USD', amount: '10', idempotencyKey: 'd' });
    const same = () => postJournal(db, fee(userId, '3'), { idempotencyKey: 'fee-1' });
    const different = () => postJournal(db, fee(userId, '4'), { idempotencyKey: 'fee-1' });
    const posted = await Promise.allSettled([same(), same(), different(), same()]);
    const values = posted.map((p) => (p.status === 'fulfilled' ? p.value : null));
    expect(values.map((v) => v?.replayed)).toEqual([false, true, undefined, true]);
    expect(new Set(values.filter((v) => v !== null).map((v) => v.entryId)).size).toBe(1);
    expect(posted[2]).toMatchObject({
      status: 'rejected',
      reason: { reason: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '7', locked: '0' });
  });
});

describe('ledger writer: a request the database rejects is isolated by halving its group (docs/ledger.md, "Group commit")', () => {
  it('posts the other 31 of a group of 32 in 11 transactions, not 33', async () => {
    const { db } = await createTestDatabase();
    const { userId } = await insertUserWithSession(db);
    await creditDeposit(db, { userId, currency: 'USD', amount: '100', idempotencyKey: 'd' });
    let transactions = 0;
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction') transactions += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const writer = new LedgerWriter(counting, { maxBatch: 64, maxInFlight: 1 });
    // U+0000 in a key: PostgreSQL cannot store it in text, so the whole group's statement fails.
    const entries = Array.from({ length: 32 }, (_, i) =>
      prepareEntry(fee(userId, '1'), { idempotencyKey: i === 20 ? 'bad\u0000key' : `fee-${i}` }),
    );
    const results = await settle(entries.map((entry) => writer.submit(entry)));
    expect(results.filter((result) => result === 'ok')).toHaveLength(31);
    expect(results[20]).toMatch(/^error: /);
    // 1 (the group) + 2 per halving level (5 levels from 32 to 1).
    expect(transactions).toBe(11);
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '69', locked: '0' });
    expect(await auditBooks(db)).toEqual([]);
  });
});
