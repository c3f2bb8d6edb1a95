import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  type AccountBalances,
  computeLock,
  computeUnlock,
  parseDecimal,
  systemAccount,
  toDecimalString,
  userAccount,
  type JournalEntryDraft,
} from '@waihui/core';
import { createTestDatabase, insertUserWithSession } from '../../../test/fixtures';
import type { Database } from '../../db/database';
import { pgErrorOf } from '../../db/pg-errors';
import { BusinessError } from '../../lib/business-error';
import { auditBooks, balanceOf, balancesOf } from './ledger.fixtures';
import {
  creditDemoMoney,
  creditDeposit,
  getTransferOptions,
  openDefaultAccounts,
  postJournal,
  runLedgerTransaction,
  transfer,
} from './ledger.service';

async function setup() {
  const { db } = await createTestDatabase();
  const user = await insertUserWithSession(db);
  return { db, userId: user.userId };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function count(db: Database['db'], table: 'ledger_entries' | 'ledger_postings') {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
  );
  return Number(row?.n);
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BusinessError) return error.reason;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** The SQLSTATE and constraint a statement fails with. */
async function dbFailure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg) return `${pg.code} ${pg.constraint ?? ''}`.trim();
    throw error;
  }
  throw new Error('expected the database to refuse');
}

describe('creditDeposit', () => {
  it('credits once per idempotency key; a retry changes nothing', async () => {
    const { db, userId } = await setup();
    const input = { userId, currency: 'USD', amount: '250.75', idempotencyKey: 'review-1' };
    const first = await creditDeposit(db, input);
    const again = await creditDeposit(db, input);
    expect(first).toEqual({
      entryId: expect.any(Number) as number,
      replayed: false,
      currency: 'USD',
      balance: '250.75',
    });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '250.75', locked: '0' });
    expect(await count(db, 'ledger_entries')).toBe(1);
    const other = await refusal(creditDeposit(db, { ...input, amount: '250.76' }));
    expect(other).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await auditBooks(db)).toEqual([]);
  });

  it('creditDemoMoney credits USD 10,000 once, from the world account', async () => {
    const { db, userId } = await setup();
    await creditDemoMoney(db, userId);
    await creditDemoMoney(db, userId);
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '10000', locked: '0' });
    const [world] = rowsOf<{ available: string }>(
      await db.execute(
        sql`select trim_scale(available)::text as available from ledger_accounts where system_code = 'world' and currency = 'USD'`,
      ),
    );
    expect(world?.available).toBe('-10000');
  });

  it('refuses non-positive, over-precise and malformed amounts', async () => {
    const { db, userId } = await setup();
    for (const amount of ['0', '-1', '0.000000001', '1e2', ''])
      expect(
        await refusal(
          creditDeposit(db, { userId, currency: 'USD', amount, idempotencyKey: `k${amount}` }),
        ),
      ).toBe('AMOUNT_INVALID');
    expect(
      await refusal(
        creditDeposit(db, { userId, currency: 'usd', amount: '1', idempotencyKey: 'c' }),
      ),
    ).toBe('CURRENCY_INVALID');
    expect(await count(db, 'ledger_entries')).toBe(0);
  });

  it('joins the caller transaction: rolled back together', async () => {
    const { db, userId } = await setup();
    await expect(
      db.transaction(async (tx) => {
        await creditDeposit(tx, { userId, currency: 'USD', amount: '5', idempotencyKey: 'tx-1' });
        throw new Error('registration failed later');
      }),
    ).rejects.toThrow('registration failed later');
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '0', locked: '0' });
    expect(await count(db, 'ledger_entries')).toBe(0);
  });
});

describe('openDefaultAccounts', () => {
  it('opens coin and contract USD at zero, and is safe to repeat', async () => {
    const { db, userId } = await setup();
    await openDefaultAccounts(db, userId);
    await openDefaultAccounts(db, userId);
    const rows = rowsOf<{ type: string; currency: string; available: string }>(
      await db.execute(
        sql`select type, currency, trim_scale(available)::text as available from ledger_accounts where user_id = ${userId} order by type`,
      ),
    );
    expect(rows).toEqual([
      { type: 'coin', currency: 'USD', available: '0' },
      { type: 'contract', currency: 'USD', available: '0' },
    ]);
  });
});

describe('postJournal', () => {
  function entry(userId: string, amount: string, fees = false): JournalEntryDraft {
    return {
      kind: 'fee_test',
      reference: null,
      postings: [
        {
          account: userAccount(userId, 'contract', 'USD'),
          bucket: 'available',
          amount: parseDecimal(amount).negated(),
          kind: 'fee',
          reference: null,
        },
        {
          account: fees ? systemAccount('fees', 'USD') : systemAccount('house', 'USD'),
          bucket: 'available',
          amount: parseDecimal(amount),
          kind: 'fee',
          reference: null,
        },
      ],
    };
  }

  it('refuses to overdraw a user account and writes nothing', async () => {
    const { db, userId } = await setup();
    const reason = await refusal(
      runLedgerTransaction(db, (tx) => postJournal(tx, entry(userId, '0.00000001'))),
    );
    expect(reason).toBe('INSUFFICIENT_BALANCE');
    expect(await count(db, 'ledger_entries')).toBe(0);
  });

  it('refuses an unbalanced entry as a programming error, writing nothing', async () => {
    const { db, userId } = await setup();
    const bad = entry(userId, '1');
    bad.postings[1]!.amount = parseDecimal('0.99');
    await expect(runLedgerTransaction(db, (tx) => postJournal(tx, bad))).rejects.toThrow(
      /ENTRY_UNBALANCED/,
    );
    expect(await count(db, 'ledger_postings')).toBe(0);
  });

  it('posts to a shard of a system account: its own row, opened on first use, summed with the others', async () => {
    const { db, userId } = await setup();
    await creditDeposit(db, { userId, currency: 'USD', amount: '10', idempotencyKey: 'd' });
    await transfer({ db, now: () => new Date() }, userId, {
      fromAccount: 'coin',
      toAccount: 'contract',
      currency: 'USD',
      quantity: '10',
      idempotencyKey: null,
    });
    await runLedgerTransaction(db, async (tx) => {
      await postJournal(tx, entry(userId, '1.5', true));
      await postJournal(tx, {
        ...entry(userId, '2.25', true),
        postings: entry(userId, '2.25', true).postings.map((p) =>
          p.account.owner === 'system' ? { ...p, account: systemAccount('fees', 'USD', 5) } : p,
        ),
      });
    });
    const shards = rowsOf<{ shard: number; available: string }>(
      await db.execute(
        sql`select shard, trim_scale(available)::text as available from ledger_accounts where system_code = 'fees' order by shard`,
      ),
    );
    expect(shards).toEqual([
      { shard: 0, available: '1.5' },
      { shard: 5, available: '2.25' },
    ]);
    const [total] = rowsOf<{ total: string }>(
      await db.execute(
        sql`select trim_scale(sum(available))::text as total from ledger_accounts where system_code = 'fees' and currency = 'USD'`,
      ),
    );
    expect(total).toEqual({ total: '3.75' });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('the fees account cannot go negative, the house can', async () => {
    const { db, userId } = await setup();
    const refund = (system: 'fees' | 'house') =>
      runLedgerTransaction(db, (tx) =>
        postJournal(tx, {
          kind: 'fee_refund',
          reference: null,
          postings: [
            {
              account: userAccount(userId, 'contract', 'USD'),
              bucket: 'available',
              amount: parseDecimal('3'),
              kind: 'fee',
              reference: null,
            },
            {
              account: systemAccount(system, 'USD'),
              bucket: 'available',
              amount: parseDecimal('-3'),
              kind: 'fee',
              reference: null,
            },
          ],
        }),
      );
    expect(await refusal(refund('fees'))).toBe('INSUFFICIENT_BALANCE');
    await refund('house');
    expect(await balanceOf(db, userId, 'contract')).toEqual({ available: '3', locked: '0' });
  });

  it('locks and unlocks: balance and lock_balance move, the locked amount cannot be over-released', async () => {
    const { db, userId } = await setup();
    await creditDeposit(db, { userId, currency: 'USD', amount: '100', idempotencyKey: 'd' });
    const coin = userAccount(userId, 'coin', 'USD');
    const lock = computeLock({ account: coin, amount: '40', reference: 'w-1' });
    if (!lock.ok) throw new Error('lock');
    const posted = await runLedgerTransaction(db, (tx) => postJournal(tx, lock.value));
    expect(
      posted.postings.map((p) => [p.bucket, p.amount.toFixed(), p.balanceAfter.toFixed()]),
    ).toEqual([
      ['locked', '40', '40'],
      ['available', '-40', '60'],
    ]);
    const over = computeUnlock({ account: coin, amount: '40.00000001', reference: 'w-1' });
    if (!over.ok) throw new Error('unlock');
    expect(await refusal(runLedgerTransaction(db, (tx) => postJournal(tx, over.value)))).toBe(
      'INSUFFICIENT_LOCKED_BALANCE',
    );
    // More than available cannot be locked either.
    const tooMuch = computeLock({ account: coin, amount: '60.00000001', reference: 'w-2' });
    if (!tooMuch.ok) throw new Error('lock');
    expect(await refusal(runLedgerTransaction(db, (tx) => postJournal(tx, tooMuch.value)))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await balanceOf(db, userId, 'coin')).toEqual({ available: '60', locked: '40' });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('applies credits before debits, so a fee paid out of the same entry’s profit works', async () => {
    const { db, userId } = await setup();
    const account = userAccount(userId, 'contract', 'USD');
    const posted = await runLedgerTransaction(db, (tx) =>
      postJournal(tx, {
        kind: 'position_close',
        reference: 'p-9',
        postings: [
          {
            account,
            bucket: 'available',
            amount: parseDecimal('-2'),
            kind: 'fee',
            reference: 'p-9',
          },
          {
            account: systemAccount('fees', 'USD'),
            bucket: 'available',
            amount: parseDecimal('2'),
            kind: 'fee',
            reference: 'p-9',
          },
          {
            account,
            bucket: 'available',
            amount: parseDecimal('50'),
            kind: 'realized_pnl',
            reference: 'p-9',
          },
          {
            account: systemAccount('house', 'USD'),
            bucket: 'available',
            amount: parseDecimal('-50'),
            kind: 'realized_pnl',
            reference: 'p-9',
          },
        ],
      }),
    );
    expect(await balanceOf(db, userId, 'contract')).toEqual({ available: '48', locked: '0' });
    expect(
      posted.postings
        .filter((p) => p.account.owner === 'user')
        .map((p) => p.balanceAfter.toFixed()),
    ).toEqual(['50', '48']);
  });
});

describe('transfer out of the contract account, capped by contractFreeMargin', () => {
  /** deps whose free margin is whatever `freeMargin.value` says, recording what it was asked with. */
  async function setupWithFreeMargin() {
    const { db, userId } = await setup();
    await creditDeposit(db, { userId, currency: 'USD', amount: '100', idempotencyKey: 'd' });
    const asked: { available: string; locked: string }[] = [];
    const freeMargin = { value: '30' };
    const deps = {
      db,
      now: () => new Date(),
      contractFreeMargin: async (_db: unknown, _user: string, balance: AccountBalances) => {
        asked.push({
          available: toDecimalString(balance.available),
          locked: toDecimalString(balance.locked),
        });
        return parseDecimal(freeMargin.value);
      },
    };
    await transfer(deps, userId, {
      fromAccount: 'coin',
      toAccount: 'contract',
      currency: 'USD',
      quantity: '100',
      idempotencyKey: null,
    });
    return { db, userId, deps, asked, freeMargin };
  }
  const out = (quantity: string, key: string | null = null) => ({
    fromAccount: 'contract' as const,
    toAccount: 'coin' as const,
    currency: 'USD',
    quantity,
    idempotencyKey: key,
  });
  async function refusalOf(promise: Promise<unknown>) {
    try {
      await promise;
    } catch (error) {
      if (error instanceof BusinessError) return [error.reason, error.options.details];
      throw error;
    }
    throw new Error('expected a refusal');
  }

  it('refuses more than the free margin (saying how much may go), allows exactly it', async () => {
    const { db, userId, deps, asked } = await setupWithFreeMargin();
    // Only a transfer out of the contract account asks; the one into it did not.
    expect(asked).toEqual([]);
    expect(await refusalOf(transfer(deps, userId, out('30.00000001')))).toEqual([
      'QUANTITY_EXCEEDS_FREE_MARGIN',
      { available: '30' },
    ]);
    // Asked with the contract balances read under the transfer's lock.
    expect(asked).toEqual([{ available: '100', locked: '0' }]);
    const done = await transfer(deps, userId, out('30'));
    expect([done.from_balance, done.to_balance]).toEqual(['70', '30']);
    expect(await balanceOf(db, userId, 'contract')).toEqual({ available: '70', locked: '0' });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('the transfer options show min(available, free margin) out of the contract account', async () => {
    const { userId, deps, freeMargin } = await setupWithFreeMargin();
    const contractOut = async () =>
      (await getTransferOptions(deps, userId)).list.find((o) => o.from_account === 'contract')
        ?.available;
    expect(await contractOut()).toBe('30');
    freeMargin.value = '250';
    expect(await contractOut()).toBe('100');
    freeMargin.value = '-12.5';
    expect(await contractOut()).toBe('0');
  });

  it('the available balance decides when it is the lower; a negative free margin lets nothing out', async () => {
    const { userId, deps, freeMargin } = await setupWithFreeMargin();
    freeMargin.value = '1000';
    expect(await refusalOf(transfer(deps, userId, out('100.5')))).toEqual([
      'QUANTITY_EXCEEDS_AVAILABLE',
      { available: '100' },
    ]);
    freeMargin.value = '-12.5';
    expect(await refusalOf(transfer(deps, userId, out('0.00000001')))).toEqual([
      'QUANTITY_EXCEEDS_FREE_MARGIN',
      { available: '0' },
    ]);
  });

  it('a retry with the same key answers the first transfer even after the free margin fell', async () => {
    const { db, userId, deps, freeMargin } = await setupWithFreeMargin();
    const first = await transfer(deps, userId, out('30', 'k1'));
    freeMargin.value = '0';
    const again = await transfer(deps, userId, out('30', 'k1'));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(db, userId, 'contract')).toEqual({ available: '70', locked: '0' });
  });
});

describe('database constraints (the last line, whatever the code does)', () => {
  async function withMoney() {
    const ctx = await setup();
    await creditDeposit(ctx.db, {
      userId: ctx.userId,
      currency: 'USD',
      amount: '100',
      idempotencyKey: 'd',
    });
    const [row] = rowsOf<{ id: number }>(
      await ctx.db.execute(
        sql`select id from ledger_accounts where user_id = ${ctx.userId} and type = 'coin'`,
      ),
    );
    const [world] = rowsOf<{ id: number }>(
      await ctx.db.execute(
        sql`select id from ledger_accounts where system_code = 'world' and currency = 'USD'`,
      ),
    );
    return { ...ctx, coinId: Number(row!.id), worldId: Number(world!.id) };
  }

  it('a balance cannot be changed except by a posting', async () => {
    const { db, coinId } = await withMoney();
    expect(
      await dbFailure(
        db.execute(sql`update ledger_accounts set available = available + 1 where id = ${coinId}`),
      ),
    ).toBe('23514 ledger_accounts_change_by_posting');
    expect(
      await dbFailure(db.execute(sql`update ledger_accounts set locked = 1 where id = ${coinId}`)),
    ).toBe('23514 ledger_accounts_change_by_posting');
    expect(
      await dbFailure(
        db.execute(sql`update ledger_accounts set currency = 'EUR' where id = ${coinId}`),
      ),
    ).toBe('23514 ledger_accounts_immutable_identity');
  });

  it('a system account keeps its shard; a user account has none', async () => {
    const { db, coinId, worldId, userId } = await withMoney();
    expect(
      await dbFailure(db.execute(sql`update ledger_accounts set shard = 2 where id = ${worldId}`)),
    ).toBe('23514 ledger_accounts_immutable_identity');
    expect(
      await dbFailure(db.execute(sql`update ledger_accounts set shard = 1 where id = ${coinId}`)),
    ).toBe('23514 ledger_accounts_immutable_identity');
    expect(
      await dbFailure(
        db.execute(
          sql`insert into ledger_accounts (user_id, type, currency, shard) values (${userId}, 'coin', 'EUR', 1)`,
        ),
      ),
    ).toBe('23514 ledger_accounts_shard');
    expect(
      await dbFailure(
        db.execute(
          sql`insert into ledger_accounts (type, system_code, currency, shard) values ('system', 'fees', 'USD', -1)`,
        ),
      ),
    ).toBe('23514 ledger_accounts_shard');
  });

  it('an account opens at zero', async () => {
    const { db, userId } = await setup();
    expect(
      await dbFailure(
        db.execute(
          sql`insert into ledger_accounts (user_id, type, currency, available) values (${userId}, 'coin', 'EUR', 5)`,
        ),
      ),
    ).toBe('23514 ledger_accounts_open_at_zero');
  });

  it('a user account cannot be allowed to go negative', async () => {
    const { db, userId } = await setup();
    expect(
      await dbFailure(
        db.execute(
          sql`insert into ledger_accounts (user_id, type, currency, allow_negative) values (${userId}, 'coin', 'EUR', true)`,
        ),
      ),
    ).toBe('23514 ledger_accounts_negative_only_system');
  });

  it('a posting that would overdraw a user account is refused', async () => {
    const { db, coinId, worldId } = await withMoney();
    const attempt = db.transaction(async (tx) => {
      const [e] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into ledger_entries (kind) values ('raw') returning id`),
      );
      await tx.execute(sql`
        insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, created_at) values
        (${e!.id}, ${worldId}, 'USD', 'available', 100.00000001, 'withdrawal', now()),
        (${e!.id}, ${coinId}, 'USD', 'available', -100.00000001, 'withdrawal', now())`);
    });
    expect(await dbFailure(attempt)).toBe('23514 ledger_accounts_available_non_negative');
  });

  it('a locked amount cannot go negative', async () => {
    const { db, coinId } = await withMoney();
    const attempt = db.transaction(async (tx) => {
      const [e] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into ledger_entries (kind) values ('raw') returning id`),
      );
      await tx.execute(sql`
        insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, created_at) values
        (${e!.id}, ${coinId}, 'USD', 'available', 1, 'unlock', now()),
        (${e!.id}, ${coinId}, 'USD', 'locked', -1, 'unlock', now())`);
    });
    expect(await dbFailure(attempt)).toBe('23514 ledger_accounts_locked_non_negative');
  });

  it('an entry that does not sum to zero is refused, and nothing of it stays', async () => {
    const { db, coinId, userId } = await withMoney();
    const attempt = db.transaction(async (tx) => {
      const [e] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into ledger_entries (kind) values ('raw') returning id`),
      );
      await tx.execute(sql`
        insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, created_at)
        values (${e!.id}, ${coinId}, 'USD', 'available', 1, 'deposit', now())`);
    });
    expect(await dbFailure(attempt)).toBe('23514 ledger_entries_balanced');
    expect(await balancesOf(db, userId, 'coin', ['USD'])).toEqual({ USD: ['100', '0'] });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('a posting must be in its account currency and never zero', async () => {
    const { db, coinId, worldId } = await withMoney();
    const wrongCurrency = db.transaction(async (tx) => {
      const [e] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into ledger_entries (kind) values ('raw') returning id`),
      );
      await tx.execute(sql`
        insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, created_at) values
        (${e!.id}, ${coinId}, 'EUR', 'available', 1, 'deposit', now()),
        (${e!.id}, ${worldId}, 'EUR', 'available', -1, 'deposit', now())`);
    });
    expect(await dbFailure(wrongCurrency)).toBe('23514 ledger_postings_currency_matches_account');
    const zero = db.transaction(async (tx) => {
      const [e] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into ledger_entries (kind) values ('raw') returning id`),
      );
      await tx.execute(sql`
        insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, created_at)
        values (${e!.id}, ${coinId}, 'USD', 'available', 0, 'deposit', now())`);
    });
    expect(await dbFailure(zero)).toBe('23514 ledger_postings_amount_non_zero');
  });

  it('postings and entries are append-only', async () => {
    const { db } = await withMoney();
    expect(await dbFailure(db.execute(sql`update ledger_postings set amount = 1000`))).toBe(
      '23514 ledger_postings_append_only',
    );
    expect(await dbFailure(db.execute(sql`delete from ledger_postings`))).toBe(
      '23514 ledger_postings_append_only',
    );
    expect(await dbFailure(db.execute(sql`delete from ledger_entries`))).toBe(
      '23514 ledger_entries_append_only',
    );
    expect(await auditBooks(db)).toEqual([]);
  });

  it('a user holding money cannot be deleted', async () => {
    const { db, userId } = await withMoney();
    expect(await dbFailure(db.execute(sql`delete from users where id = ${userId}`))).toMatch(
      /^23503/,
    );
  });
});
