import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { creditDeposit } from '../../apps/server/src/modules/ledger/ledger.service';
import { insertUserWithSession } from '../../apps/server/src/modules/ledger/ledger.fixtures';

const database = await openDatabase({ engine: 'pglite' });
await runMigrations(database);
const db = database.db;
const client = (db as any).$client;
await client.query('create table raw (id bigint generated always as identity primary key, amount numeric(36,8) not null, created_at timestamptz not null default now())');
const users: { id: string; coin: number; contract: number }[] = [];
for (let c = 0; c < 16; c++) {
  const u = await insertUserWithSession(db);
  await creditDeposit(db, { userId: u.userId, currency: 'USD', amount: '1000000', idempotencyKey: `x${c}` });
  await client.query(`insert into ledger_accounts (user_id, type, currency) values ($1, 'contract', 'USD')`, [u.userId]);
  const rows = (await client.query('select id, type from ledger_accounts where user_id = $1', [u.userId])).rows;
  users.push({ id: u.userId, coin: rows.find((r: any) => r.type === 'coin').id, contract: rows.find((r: any) => r.type === 'contract').id });
}
await client.exec(`drop trigger ledger_postings_balanced on ledger_postings;
create function stmt_bal() returns trigger language plpgsql as $$ begin if exists (select 1 from inserted group by entry_id, currency having sum(amount) <> 0) then raise exception 'unbalanced'; end if; return null; end $$;
create trigger ledger_postings_balanced_stmt after insert on ledger_postings referencing new table as inserted for each statement execute function stmt_bal();`);
let k = 0;
const results = new Map<string, number[]>();
async function measure(label: string, perOp: number, fn: (i: number) => Promise<void>) {
  const n = 200; const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  (results.get(label) ?? results.set(label, []).get(label)!).push((performance.now() - t0) / n / perOp);
}
async function batch(size: number, i: number) {
  const us = users.slice(0, size);
  await client.transaction(async (tx: any) => {
    const keys = us.map(() => `key-${k++}`);
    await tx.query(`select id, available::text, locked::text from ledger_accounts where id = any($1) order by id for update`, [us.flatMap((u) => [u.coin, u.contract])]);
    await tx.query(`select id from ledger_entries where idempotency_key = any($1)`, [keys]);
    const ev: string[] = []; const pv: string[] = []; const params: unknown[] = [];
    us.forEach((u, j) => {
      params.push(keys[j]); ev.push(`(${j}, 'transfer', 'x', $${params.length}::text, 'fp', now())`);
      const [from, to] = i % 2 ? [u.contract, u.coin] : [u.coin, u.contract];
      pv.push(`(${j}, ${to}, 'USD', 'available', 1.5, 'transfer_in', 'coin', 0)`, `(${j}, ${from}, 'USD', 'available', -1.5, 'transfer_out', 'contract', 1)`);
    });
    await tx.query(`with er as (select nextval('ledger_entries_id_seq') as id, v.* from (values ${ev.join(',')}) v(ord, kind, reference, idempotency_key, fp, created_at)),
      e as (insert into ledger_entries (id, kind, reference, idempotency_key, request_fingerprint, created_at) overriding system value select id, kind, reference, idempotency_key, fp, created_at from er order by ord on conflict (idempotency_key) do nothing returning id)
      insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, reference, created_at)
      select er.id, p.account_id, p.currency, p.bucket, p.amount, p.kind, p.reference, er.created_at from (values ${pv.join(',')}) p(eo, account_id, currency, bucket, amount, kind, reference, ord) join er on er.ord = p.eo join e on e.id = er.id order by p.eo, p.ord returning id, entry_id, balance_after::text`, params);
  });
}

if (process.env.WHEN) await client.exec(`drop trigger ledger_accounts_guard on ledger_accounts;
create trigger ledger_accounts_guard_ins before insert on ledger_accounts for each row execute function ledger_guard_account();
create trigger ledger_accounts_guard_upd before update on ledger_accounts for each row when (pg_trigger_depth() = 0) execute function ledger_guard_account();`);
if (process.env.NOGUARD) await client.exec(`drop trigger ledger_accounts_guard on ledger_accounts;`);
for (let i = 0; i < 50; i++) await batch(16, i);
const origQuery = client.transaction.bind(client);
// explain analyze the big insert once
{
  const us = users.slice(0, 16);
  await client.transaction(async (tx: any) => {
    const keys = us.map(() => `key-${k++}`);
    await tx.query(`select id from ledger_accounts where id = any($1) order by id for update`, [us.flatMap((u) => [u.coin, u.contract])]);
    const ev: string[] = []; const pv: string[] = []; const params: unknown[] = [];
    us.forEach((u, j) => {
      params.push(keys[j]); ev.push(`(${j}, 'transfer', 'x', $${params.length}::text, 'fp', now())`);
      pv.push(`(${j}, ${u.contract}, 'USD', 'available', 1.5, 'transfer_in', 'coin', 0)`, `(${j}, ${u.coin}, 'USD', 'available', -1.5, 'transfer_out', 'contract', 1)`);
    });
    const r = await tx.query(`explain (analyze, buffers off) with er as (select nextval('ledger_entries_id_seq') as id, v.* from (values ${ev.join(',')}) v(ord, kind, reference, idempotency_key, fp, created_at)),
      e as (insert into ledger_entries (id, kind, reference, idempotency_key, request_fingerprint, created_at) overriding system value select id, kind, reference, idempotency_key, fp, created_at from er order by ord on conflict (idempotency_key) do nothing returning id)
      insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, reference, created_at)
      select er.id, p.account_id, p.currency, p.bucket, p.amount, p.kind, p.reference, er.created_at from (values ${pv.join(',')}) p(eo, account_id, currency, bucket, amount, kind, reference, ord) join er on er.ord = p.eo join e on e.id = er.id order by p.eo, p.ord returning id, entry_id, balance_after::text`, params);
    console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  });
}
await database.close();
