import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { creditDeposit } from '../../apps/server/src/modules/ledger/ledger.service';
import { insertUserWithSession } from '../../apps/server/src/modules/ledger/ledger.fixtures';

const database = await openDatabase({ engine: 'pglite' });
await runMigrations(database);
const db = database.db;
const u = await insertUserWithSession(db);
await creditDeposit(db, { userId: u.userId, currency: 'USD', amount: '1000000', idempotencyKey: 'x' });
await creditDeposit(db, { userId: u.userId, currency: 'USD', amount: '1', idempotencyKey: 'y' });
const client = (db as any).$client;
await client.query(`insert into ledger_accounts (user_id, type, currency) values ($1, 'contract', 'USD')`, [u.userId]);
await client.query('create table raw (id bigint generated always as identity primary key, amount numeric(36,8) not null, created_at timestamptz not null default now())');
const ids = (await client.query('select id, type from ledger_accounts where user_id = $1 order by id', [u.userId])).rows;
console.log(ids);
const coin = ids.find((r: any) => r.type === 'coin').id, contract = ids.find((r: any) => r.type === 'contract').id;
async function bench(label: string, fn: (i: number) => Promise<void>) {
  for (let i = 0; i < 100; i++) await fn(i);
  const n = 1000; const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn(i + 1000);
  console.log(label.padEnd(30), ((performance.now() - t0) / n).toFixed(3), 'ms');
}

const transferBody = async (i: number) => {
  await client.transaction(async (tx: any) => {
    await tx.query(`select id, available::text, locked::text, (select id from ledger_entries where idempotency_key = $4) as replay from ledger_accounts where user_id = $1 and type = any($2) and currency = $3 order by id for update`, [u.userId, ['coin','contract'], 'USD', `k${k}`]);
    const [from, to] = i % 2 ? [contract, coin] : [coin, contract];
    await tx.query(`with entry as (insert into ledger_entries (kind, reference, idempotency_key, request_fingerprint, created_at) values ('transfer', 'x', $1, 'fp', now()) on conflict (idempotency_key) do nothing returning id, created_at)
      insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, reference, created_at)
      select entry.id, v.account_id, v.currency, v.bucket, v.amount, v.kind, v.reference, entry.created_at from entry cross join (values ($2::integer, 'USD'::text, 'available'::text, 1.5::numeric, 'transfer_in'::text, 'coin'::text, 0), ($3::integer, 'USD', 'available', -1.5, 'transfer_out', 'contract', 1)) as v (account_id, currency, bucket, amount, kind, reference, ord) order by v.ord returning id, balance_after::text`, [`key-${k++}`, to, from]);
  });
};
let k = 0;
await client.exec(`create function stmt_bal() returns trigger language plpgsql as $$ begin if exists (select 1 from inserted group by entry_id, currency having sum(amount) <> 0) then raise exception 'unbalanced'; end if; return null; end $$;
create trigger ledger_postings_balanced_stmt after insert on ledger_postings referencing new table as inserted for each statement execute function stmt_bal();`);
const configs: [string, string[], string[]][] = [
  ['all (deferred row check)', ['ledger_postings_balanced', 'ledger_accounts_guard'], ['ledger_postings_balanced_stmt']],
  ['stmt-level check', ['ledger_postings_balanced_stmt', 'ledger_accounts_guard'], ['ledger_postings_balanced']],
  ['no check', ['ledger_accounts_guard'], ['ledger_postings_balanced', 'ledger_postings_balanced_stmt']],
  ['no check, no guard', [], ['ledger_postings_balanced', 'ledger_postings_balanced_stmt', 'ledger_accounts_guard']],
];
const results = new Map<string, number[]>();
async function measure(label: string, fn: (i: number) => Promise<void>) {
  const n = 400; const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  (results.get(label) ?? results.set(label, []).get(label)!).push((performance.now() - t0) / n);
}
for (let round = 0; round < 4; round++) {
  await measure('raw insert tx', async () => {
    await client.transaction(async (tx: any) => { await tx.query('insert into raw (amount) values ($1)', ['1.5']); });
  });
  for (const [label, on, off] of configs) {
    for (const t of on) await client.exec(`alter table ${t.includes('accounts') ? 'ledger_accounts' : 'ledger_postings'} enable trigger ${t}`);
    for (const t of off) await client.exec(`alter table ${t.includes('accounts') ? 'ledger_accounts' : 'ledger_postings'} disable trigger ${t}`);
    await measure(label, transferBody);
  }
}
for (const [label, v] of results) console.log(label.padEnd(30), v.map((x) => x.toFixed(2)).join(' '), ' min', Math.min(...v).toFixed(2));
await database.close();
