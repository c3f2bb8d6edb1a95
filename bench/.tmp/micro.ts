import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { creditDeposit, transfer } from '../../apps/server/src/modules/ledger/ledger.service';
import { insertUserWithSession } from '../../apps/server/src/modules/ledger/ledger.fixtures';

const database = await openDatabase({ engine: 'pglite' });
await runMigrations(database);
const db = database.db;
const u = await insertUserWithSession(db);
await creditDeposit(db, { userId: u.userId, currency: 'USD', amount: '1000000', idempotencyKey: 'x' });
const deps = { db, now: () => new Date() };
for (let i = 0; i < 50; i++) await transfer(deps, u.userId, { fromAccount: i % 2 ? 'contract' : 'coin', toAccount: null, currency: 'USD', quantity: '1.5', idempotencyKey: `k${i}` });
const client = (db as any).$client;
async function time(label: string, q: string, params: unknown[] = []) {
  const n = 200; const t0 = performance.now();
  for (let i = 0; i < n; i++) await client.query(q, params);
  console.log(label.padEnd(40), ((performance.now() - t0) / n).toFixed(3), 'ms');
}
await time('select 1', 'select 1');
await time('select 1 param', 'select $1::int', [1]);
await time('account by pk', 'select * from ledger_accounts where id = $1', [1]);
await time('account by ref', 'select * from ledger_accounts where user_id = $1 and type = $2 and currency = $3', [u.userId, 'coin', 'USD']);
await time('accounts OR for update', `select * from ledger_accounts where (user_id = $1 and type = $2 and currency = $3) or (user_id = $4 and type = $5 and currency = $6) order by id for update`, [u.userId, 'coin', 'USD', u.userId, 'contract', 'USD']);
await time('entry by key', 'select * from ledger_entries where idempotency_key = $1', ['nope']);
await time('explain', 'explain analyze select * from ledger_accounts where (user_id = $1 and type = $2 and currency = $3) or (user_id = $4 and type = $5 and currency = $6) order by id for update', [u.userId, 'coin', 'USD', u.userId, 'contract', 'USD']);
const r = await client.query('explain analyze select * from ledger_accounts where (user_id = $1 and type = $2 and currency = $3) or (user_id = $4 and type = $5 and currency = $6) order by id for update', [u.userId, 'coin', 'USD', u.userId, 'contract', 'USD']);
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await time('begin/insert/commit', 'select 1');
const database2 = database;
await client.transaction(async (tx: any) => {
  for (const [label, q, params] of [
    ['tx select 1', 'select 1', []],
    ['tx OR for update', `select * from ledger_accounts where (user_id = $1 and type = $2 and currency = $3) or (user_id = $4 and type = $5 and currency = $6) order by id for update`, [u.userId, 'coin', 'USD', u.userId, 'contract', 'USD']],
    ['tx entry by key', 'select * from ledger_entries where idempotency_key = $1', ['nope']],
  ] as [string, string, unknown[]][]) {
    const n = 200; const t0 = performance.now();
    for (let i = 0; i < n; i++) await tx.query(q, params);
    console.log(label.padEnd(40), ((performance.now() - t0) / n).toFixed(3), 'ms');
  }
});
await database2.close();
