import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { creditDeposit } from '../../apps/server/src/modules/ledger/ledger.service';
import { insertUserWithSession } from '../../apps/server/src/modules/ledger/ledger.fixtures';
const database = await openDatabase({ engine: 'pglite' });
await runMigrations(database);
const db = database.db;
const client = (db as any).$client;
const users: string[] = [];
for (let c = 0; c < 16; c++) { const u = await insertUserWithSession(db); users.push(u.userId); await creditDeposit(db, { userId: u.userId, currency: 'USD', amount: '1', idempotencyKey: `x${c}` }); await client.query(`insert into ledger_accounts (user_id, type, currency) values ($1, 'contract', 'USD')`, [u.userId]); }
const ids = (await client.query(`select id from ledger_accounts where user_id is not null`)).rows.map((r: any) => r.id);
const refs = users.flatMap((u) => [{ user_id: u, type: 'coin', currency: 'USD' }, { user_id: u, type: 'contract', currency: 'USD' }]);
const qs: Record<string, [string, unknown[]]> = {
  json: [`select id, user_id, type, system_code, currency, available::text as available, locked::text as locked from ledger_accounts where (user_id, type, currency) in (select * from json_to_recordset($1::json) as r (user_id uuid, type text, currency text)) or (system_code, currency) in (select * from json_to_recordset($2::json) as r (system_code text, currency text)) order by id for update`, [JSON.stringify(refs), '[]']],
  jsonNoOr: [`select id, user_id, type, system_code, currency, available::text as available, locked::text as locked from ledger_accounts where (user_id, type, currency) in (select * from json_to_recordset($1::json) as r (user_id uuid, type text, currency text)) order by id for update`, [JSON.stringify(refs)]],
  ids: [`select id, user_id, type, system_code, currency, available::text as available, locked::text as locked from ledger_accounts where id = any($1::int[]) order by id for update`, [ids]],
  idsJson: [`select id, user_id, type, system_code, currency, available::text as available, locked::text as locked from ledger_accounts where id in (select value::int from json_array_elements_text($1::json)) order by id for update`, [JSON.stringify(ids)]],
  idsNoLock: [`select id, user_id, type, system_code, currency, available::text as available, locked::text as locked from ledger_accounts where id = any($1::int[]) order by id`, [ids]],
  select1: ['select 1', []],
};
const res: Record<string, number[]> = {};
for (let r = 0; r < 5; r++) for (const [name, [q, p]] of Object.entries(qs)) {
  await client.transaction(async (tx: any) => {
    const n = 100; const t0 = performance.now();
    for (let i = 0; i < n; i++) await tx.query(q, p);
    (res[name] ??= []).push((performance.now() - t0) / n);
  });
}
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(10), v.map((x) => x.toFixed(3)).join(' '));
await database.close();
