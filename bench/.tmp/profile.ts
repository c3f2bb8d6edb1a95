import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { creditDeposit, transfer } from '../../apps/server/src/modules/ledger/ledger.service';
import { insertUserWithSession } from '../../apps/server/src/modules/ledger/ledger.fixtures';

const database = await openDatabase({ engine: 'pglite' });
await runMigrations(database);
const db = database.db;
const u = await insertUserWithSession(db);
await creditDeposit(db, { userId: u.userId, currency: 'USD', amount: '1000000', idempotencyKey: 'x' });
const client = (db as any).$client;
const orig = client.query.bind(client);
const times = new Map<string, number[]>();
client.query = async (q: string, p: unknown, o: unknown) => {
  const t0 = performance.now();
  try { return await orig(q, p, o); } finally {
    const k = q.replace(/\s+/g, ' ').slice(0, 60);
    (times.get(k) ?? times.set(k, []).get(k)!).push(performance.now() - t0);
  }
};
const origExec = client.exec.bind(client);
client.exec = async (q: string, o: unknown) => {
  const t0 = performance.now();
  try { return await origExec(q, o); } finally {
    const k = 'EXEC ' + q.replace(/\s+/g, ' ').slice(0, 55);
    (times.get(k) ?? times.set(k, []).get(k)!).push(performance.now() - t0);
  }
};
const origTx = client.transaction.bind(client);
client.transaction = (cb: any) => origTx(async (tx: any) => {
  const q0 = tx.query.bind(tx);
  tx.query = async (q: string, p: unknown, o: unknown) => {
    const t0 = performance.now();
    try { return await q0(q, p, o); } finally {
      const k = q.replace(/\s+/g, ' ').slice(0, 60);
      (times.get(k) ?? times.set(k, []).get(k)!).push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  try { return await cb(tx); } finally { (times.get('TX body') ?? times.set('TX body', []).get('TX body')!).push(performance.now() - t0); }
});
const deps = { db, now: () => new Date() };
const t0 = performance.now();
for (let i = 0; i < 300; i++) {
  await transfer(deps, u.userId, { fromAccount: i % 2 ? 'contract' : 'coin', toAccount: null, currency: 'USD', quantity: '1.5', idempotencyKey: `k${i}` });
}
console.log('per transfer ms', (performance.now() - t0) / 300);
for (const [k, v] of times) console.log(k.padEnd(62), v.length, (v.reduce((a, b) => a + b, 0) / v.length).toFixed(3));
await database.close();
