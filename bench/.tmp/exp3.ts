import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { creditDeposit } from '../../apps/server/src/modules/ledger/ledger.service';
import { insertUserWithSession } from '../../apps/server/src/modules/ledger/ledger.fixtures';

const database = await openDatabase({ engine: 'pglite' });
await runMigrations(database);
const db = database.db;
const client = (db as any).$client;
const users: { coin: number; contract: number }[] = [];
for (let c = 0; c < 16; c++) {
  const u = await insertUserWithSession(db);
  await creditDeposit(db, { userId: u.userId, currency: 'USD', amount: '1000000', idempotencyKey: `x${c}` });
  await client.query(`insert into ledger_accounts (user_id, type, currency) values ($1, 'contract', 'USD')`, [u.userId]);
  const rows = (await client.query('select id, type from ledger_accounts where user_id = $1', [u.userId])).rows;
  users.push({ coin: rows.find((r: any) => r.type === 'coin').id, contract: rows.find((r: any) => r.type === 'contract').id });
}
// variant C objects
await client.exec(`
create function ledger_apply_statement() returns trigger language plpgsql as $$
begin
  with delta as (
    select account_id, sum(amount) filter (where bucket = 'available') as a, sum(amount) filter (where bucket = 'locked') as l
    from new_postings group by account_id
  )
  update ledger_accounts acc set available = acc.available + coalesce(d.a, 0), locked = acc.locked + coalesce(d.l, 0)
  from delta d where acc.id = d.account_id;
  if exists (
    select 1 from (
      select n.balance_after, n.amount, n.currency, a.currency as account_currency,
        case when n.bucket = 'available' then a.available else a.locked end
          - (sum(n.amount) over (partition by n.account_id, n.bucket order by n.id desc) - n.amount) as expected
      from new_postings n join ledger_accounts a on a.id = n.account_id
    ) x where x.balance_after <> x.expected or x.currency <> x.account_currency
  ) then raise exception 'balance_after chain broken'; end if;
  return null;
end $$;
create trigger ledger_postings_apply_stmt after insert on ledger_postings referencing new table as new_postings for each statement execute function ledger_apply_statement();
alter table ledger_postings disable trigger ledger_postings_apply_stmt;
create trigger ledger_accounts_guard_upd0 before update on ledger_accounts for each row when (pg_trigger_depth() = 0) execute function ledger_guard_account();
alter table ledger_accounts disable trigger ledger_accounts_guard_upd0;
`);
const balances = new Map<number, number>();
for (const r of (await client.query('select id, available::float8 as a from ledger_accounts')).rows) balances.set(r.id, r.a);
let k = 0; let nb = 0;
async function batch(withBalanceAfter: boolean) {
  const dir = nb++ % 2;
  return client.transaction(async (tx: any) => {
    await tx.query(`select id from ledger_accounts where id = any($1) order by id for update`, [users.flatMap((u) => [u.coin, u.contract])]);
    const ev: string[] = []; const pv: string[] = []; const params: unknown[] = [];
    users.forEach((u, j) => {
      params.push(`key-${k++}`); ev.push(`(${j}, 'transfer', 'x', $${params.length}::text, 'fp', now())`);
      const [from, to] = dir ? [u.contract, u.coin] : [u.coin, u.contract];
      const bt = balances.get(to)! + 1.5, bf = balances.get(from)! - 1.5; balances.set(to, bt); balances.set(from, bf);
      pv.push(`(${j}, ${to}, 'USD', 'available', 1.5, 'transfer_in', 'coin', 0, ${withBalanceAfter ? bt : 0})`, `(${j}, ${from}, 'USD', 'available', -1.5, 'transfer_out', 'contract', 1, ${withBalanceAfter ? bf : 0})`);
    });
    const r = await tx.query(`explain (analyze, buffers off) with er as (select nextval('ledger_entries_id_seq') as id, v.* from (values ${ev.join(',')}) v(ord, kind, reference, idempotency_key, fp, created_at)),
      e as (insert into ledger_entries (id, kind, reference, idempotency_key, request_fingerprint, created_at) overriding system value select id, kind, reference, idempotency_key, fp, created_at from er order by ord on conflict (idempotency_key) do nothing returning id)
      insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, reference, created_at, balance_after)
      select er.id, p.account_id, p.currency, p.bucket, p.amount, p.kind, p.reference, er.created_at, p.ba from (values ${pv.join(',')}) p(eo, account_id, currency, bucket, amount, kind, reference, ord, ba) join er on er.ord = p.eo join e on e.id = er.id order by p.eo, p.ord returning id`, params);
    const plan = r.rows.map((x: any) => x['QUERY PLAN']).join('\n');
    if (process.env.SHOW && nb > 100) console.log(plan);
    return Number(/Execution Time: ([\d.]+)/.exec(plan)![1]);
  });
}
async function setVariant(v: string) {
  const en = (t: string, tb: string, on: boolean) => client.exec(`alter table ${tb} ${on ? 'enable' : 'disable'} trigger ${t}`);
  await en('ledger_postings_apply', 'ledger_postings', v !== 'C');
  await en('ledger_postings_apply_stmt', 'ledger_postings', v === 'C');
  await en('ledger_accounts_guard', 'ledger_accounts', v === 'A');
  await en('ledger_accounts_guard_upd0', 'ledger_accounts', v !== 'A');
}
const res: Record<string, number[]> = { A: [], B: [], C: [] };
for (let round = 0; round < (process.env.SHOW ? 35 : 40); round++) for (const v of ['A', 'B', 'C']) { await setVariant(v); res[v]!.push(await batch(v === 'C')); }
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (const [v, a] of Object.entries(res)) console.log(v, 'median exec ms for 16 transfers', med(a).toFixed(3));
console.log((await client.query(`select sum(available) from ledger_accounts`)).rows);
const bad = await client.query(`select count(*) from (select distinct on (account_id, bucket) account_id, balance_after from ledger_postings order by account_id, bucket, id desc) x join ledger_accounts a on a.id = x.account_id where x.balance_after <> a.available`);
console.log('stale', bad.rows);
await database.close();
