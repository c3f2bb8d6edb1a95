import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { creditDeposit, transfer } from '../../apps/server/src/modules/ledger/ledger.service';
import { withLedgerTransaction, postJournalBatch } from '../../apps/server/src/modules/ledger/ledger.journal';
import { insertUserWithSession } from '../../apps/server/src/modules/ledger/ledger.fixtures';
import { userAccount, parseDecimal } from '@waihui/core';
const url = 'postgres://postgres@127.0.0.1:55432/postgres';
const name = `x_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: url }); await admin.connect(); await admin.query(`create database ${name}`); await admin.end();
const database = await openDatabase({ engine: 'postgres', url: 'postgres://postgres@127.0.0.1:55432/' + name });
await runMigrations(database);
const db = database.db;
const us = [];
for (let i = 0; i < 4; i++) { const u = await insertUserWithSession(db); await creditDeposit(db, { userId: u.userId, currency: 'USD', amount: '100', idempotencyKey: 'd' + i }); us.push(u.userId); }
try {
  const out = await withLedgerTransaction(db, (tx) => postJournalBatch(tx, us.map((u, i) => ({ entry: { kind: 'transfer', reference: null, postings: [
    { account: userAccount(u, 'coin', 'USD'), bucket: 'available' as const, amount: parseDecimal('-1'), kind: 'transfer_out' as const, reference: null },
    { account: userAccount(u, 'contract', 'USD'), bucket: 'available' as const, amount: parseDecimal('1'), kind: 'transfer_in' as const, reference: null }] }, options: { idempotencyKey: 'k' + i } }))));
  console.log(out.map((o) => o.ok ? o.posted.postings.map((p) => p.balanceAfter.toFixed()) : o.error.message));
} catch (e) { console.log('BATCH FAILED', e); }
await database.close();
const c = new pg.Client({ connectionString: url }); await c.connect(); await c.query(`drop database ${name} with (force)`); await c.end();
