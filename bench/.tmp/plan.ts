import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
const database = await openDatabase({ engine: 'pglite' });
await runMigrations(database);
const client = (database.db as any).$client;
await client.exec(`insert into users (email, password_hash, invite_code) select 'u'||g||'@x', 'x', 'I'||g from generate_series(1,3000) g;
insert into ledger_accounts (user_id, type, currency) select id, t, 'USD' from users, (values ('coin'),('contract')) v(t);
insert into ledger_accounts (type, system_code, currency, allow_negative) values ('system','world','USD',true),('system','house','USD',true),('system','fees','USD',false);
analyze;`);
const u = (await client.query(`select id from users limit 3`)).rows.map((r: any) => r.id);
const users = JSON.stringify(u.flatMap((id: string, k: number) => [{ i: 2 * k, user_id: id, type: 'coin', currency: 'USD' }, { i: 2 * k + 1, user_id: id, type: 'contract', currency: 'USD' }]));
const systems = JSON.stringify([{ i: 9, system_code: 'world', currency: 'USD' }]);
const refs = JSON.stringify([...JSON.parse(users).map((x: any) => ({ ...x, system_code: null })), { i: 9, user_id: null, type: 'system', currency: 'USD', system_code: 'world' }]);
const variants: Record<string, string> = {
  lateral: `select a.id, s.i, a.available::text as available, a.locked::text as locked
from (select r.i, x.id from json_to_recordset($1::json) r(i int, user_id uuid, type text, currency text, system_code text)
      cross join lateral (select id from ledger_accounts x where x.user_id = r.user_id and x.type = r.type and x.currency = r.currency
                          union all select id from ledger_accounts x where x.system_code = r.system_code and x.currency = r.currency) x) s
join ledger_accounts a on a.id = s.id
order by a.id for update of a`,
};
for (const [name, q] of Object.entries(variants)) {
  const r = await client.query('explain analyze ' + q, [refs]);
  console.log('==', name); console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
await database.close();
