import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, pgliteClientOf, type DbOrTx } from '../../src/db/database';
import {
  step,
  submit,
  trader,
  tradingApp,
  submitLimit,
} from '../../src/modules/trading/trading.fixtures';
import { withDatabase } from '../global-setup';
import { T0 } from '../fixtures';
import {
  backupFileName,
  backupPglite,
  backupPostgres,
  engineOfBackup,
  restorePglite,
  restorePostgres,
  RestoreRefused,
} from '../../src/ops/backup';

/*
 * A backup of a database with users, postings, an open position and a resting order restores into
 * an empty target with every table (and sequence) equal; a non-empty target is refused. Runs on the
 * engine of the run: PGlite by default, PostgreSQL in npm test's PostgreSQL pass.
 */

const silent = { info: () => undefined };
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

// A fresh PGlite directory is initialised (initdb): seconds, far more on a loaded machine.
describe('backup and restore', { timeout: 120_000 }, () => {
  it('restores every table equal into an empty target and refuses a non-empty one', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    const bob = await trader(t, '1000');
    step(t, 2); // BTC 60000.00 / 60010.00
    await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10 });
    await submitLimit(t, bob.token, 'long', '59500.00');
    await t.app.trading.engine.idle();
    const source = await tableContents(t.database.db);
    expect(await counts(t.database.db)).toEqual({ users: 2, openPositions: 1, openOrders: 1 });
    expect(source.tables.ledger_postings).not.toBe('[]');
    dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-backup-'));

    if (t.database.engine === 'pglite') {
      const file = path.join(dir, backupFileName('pglite', T0));
      await backupPglite(pgliteClientOf(t.database), file, silent);
      expect([path.basename(file), engineOfBackup(file)]).toEqual([
        'waihui-pglite-20261122T100000Z.tar.gz',
        'pglite',
      ]);
      const target = path.join(dir, 'restored');
      await restorePglite(file, target, silent);
      const restored = await openDatabase({ engine: 'pglite', dataDir: target });
      expect(await tableContents(restored.db)).toEqual(source);
      await restored.close();
      await expect(restorePglite(file, target, silent)).rejects.toThrow(RestoreRefused);
    } else {
      const base = process.env.TEST_DATABASE_URL ?? '';
      const url = withDatabase(base, await currentDatabase(t.database.db));
      const file = path.join(dir, backupFileName('postgres', T0));
      await backupPostgres(url, file, silent);
      expect(engineOfBackup(file)).toBe('postgres');
      const targetName = `waihui_restore_${process.pid}`;
      await admin(base, `create database ${targetName}`);
      try {
        const target = withDatabase(base, targetName);
        await restorePostgres(file, target, silent);
        const restored = await openDatabase({ engine: 'postgres', url: target });
        expect(await tableContents(restored.db)).toEqual(source);
        await restored.close();
        await expect(restorePostgres(file, target, silent)).rejects.toThrow(RestoreRefused);
      } finally {
        await admin(base, `drop database if exists ${targetName} with (force)`);
      }
    }
  });
});

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every row of every table (public and drizzle's migration log) as sorted JSON, and every sequence. */
async function tableContents(db: DbOrTx) {
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`
      select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
      where schemaname in ('public', 'drizzle') order by 1`),
  ).map((row) => row.name);
  const tables: Record<string, string> = {};
  for (const name of names) {
    const [row] = rowsOf<{ json: string }>(
      await db.execute(
        sql`select coalesce(json_agg(x order by x::text), '[]')::text as json from ${sql.raw(name)} x`,
      ),
    );
    tables[name.replace(/^public\./, '')] = row?.json ?? '';
  }
  const sequences = rowsOf<{ name: string; value: string | null }>(
    await db.execute(sql`
      select schemaname || '.' || sequencename as name, last_value::text as value
      from pg_sequences where schemaname in ('public', 'drizzle') order by 1`),
  );
  return { tables, sequences };
}

async function counts(db: DbOrTx) {
  const [row] = rowsOf<{ users: number; open_positions: number; open_orders: number }>(
    await db.execute(sql`
      select (select count(*)::int from users) as users,
        (select count(*)::int from trading_positions where status = 'open') as open_positions,
        (select count(*)::int from trading_orders where status = 'pending') as open_orders`),
  );
  return { users: row?.users, openPositions: row?.open_positions, openOrders: row?.open_orders };
}

async function currentDatabase(db: DbOrTx): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  return row?.name ?? '';
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}
