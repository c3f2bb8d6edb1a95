import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/*
 * Test support for the ledger (not imported by the app): a full audit of the books and balances read
 * straight from the tables. Users come from test/fixtures (insertUserWithSession).
 */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Everything that must hold of the books at any moment, read straight from the tables. Returns the
 * list of violations (empty when the books are sound), so a failing test shows what broke:
 * 1. every currency sums to zero across all accounts (available + locked);
 * 2. no user account, and no fees account, has a negative available balance; no locked amount is negative;
 * 3. every account's balances equal the sum of its postings, per bucket;
 * 4. every entry sums to zero per currency;
 * 5. each bucket's newest balance_after equals its current balance.
 */
export async function auditBooks(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const currencySums = rowsOf<{ currency: string; total: string }>(
    await db.execute(sql`
      select currency, sum(available + locked)::text as total
      from ledger_accounts group by currency having sum(available + locked) <> 0`),
  );
  for (const row of currencySums) problems.push(`currency ${row.currency} sums to ${row.total}`);

  const negatives = rowsOf<{ id: number; available: string; locked: string }>(
    await db.execute(sql`
      select id, available::text, locked::text from ledger_accounts
      where locked < 0 or (available < 0 and (type <> 'system' or system_code = 'fees'))`),
  );
  for (const row of negatives)
    problems.push(`account ${row.id} negative: ${row.available} / ${row.locked}`);

  const drift = rowsOf<{ id: number; available: string; locked: string; a: string; l: string }>(
    await db.execute(sql`
      select a.id, a.available::text, a.locked::text,
        coalesce(sum(p.amount) filter (where p.bucket = 'available'), 0)::text as a,
        coalesce(sum(p.amount) filter (where p.bucket = 'locked'), 0)::text as l
      from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      group by a.id
      having a.available <> coalesce(sum(p.amount) filter (where p.bucket = 'available'), 0)
          or a.locked <> coalesce(sum(p.amount) filter (where p.bucket = 'locked'), 0)`),
  );
  for (const row of drift)
    problems.push(
      `account ${row.id} holds ${row.available}/${row.locked} but its postings sum to ${row.a}/${row.l}`,
    );

  const unbalanced = rowsOf<{ entry_id: number; currency: string; total: string }>(
    await db.execute(sql`
      select entry_id, currency, sum(amount)::text as total from ledger_postings
      group by entry_id, currency having sum(amount) <> 0`),
  );
  for (const row of unbalanced)
    problems.push(`entry ${row.entry_id} sums to ${row.total} ${row.currency}`);

  const stale = rowsOf<{ account_id: number; bucket: string }>(
    await db.execute(sql`
      select account_id, bucket from (
        select distinct on (p.account_id, p.bucket) p.account_id, p.bucket, p.balance_after,
          case when p.bucket = 'available' then a.available else a.locked end as current
        from ledger_postings p join ledger_accounts a on a.id = p.account_id
        order by p.account_id, p.bucket, p.id desc
      ) last where balance_after <> current`),
  );
  for (const row of stale)
    problems.push(`account ${row.account_id} ${row.bucket}: last balance_after is not the balance`);
  return problems;
}

/** Available and locked of one user account, "0" when it does not exist. */
export async function balanceOf(
  db: DbOrTx,
  userId: string,
  type: 'coin' | 'contract',
  currency = 'USD',
): Promise<{ available: string; locked: string }> {
  const [row] = rowsOf<{ available: string; locked: string }>(
    await db.execute(sql`
      select trim_scale(available)::text as available, trim_scale(locked)::text as locked
      from ledger_accounts where user_id = ${userId} and type = ${type} and currency = ${currency}`),
  );
  return row ?? { available: '0', locked: '0' };
}

/**
 * The user's balances of one account type, currency → [available, locked] as decimal strings: one
 * line per currency in an assertion. A currency without an account reads ['0', '0'].
 */
export async function balancesOf(
  db: DbOrTx,
  userId: string,
  type: 'coin' | 'contract',
  currencies: string[],
): Promise<Record<string, [string, string]>> {
  const balances: Record<string, [string, string]> = {};
  for (const currency of currencies) {
    const { available, locked } = await balanceOf(db, userId, type, currency);
    balances[currency] = [available, locked];
  }
  return balances;
}
