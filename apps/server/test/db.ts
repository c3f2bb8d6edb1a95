import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DbOrTx } from '../src/db/database';
import { withDatabase } from './global-setup';

/*
 * One database per test file, emptied between tests. Opening one costs a PGlite load of the run's
 * migrated template or a CREATE DATABASE from the template (PostgreSQL); emptying it costs one
 * statement. Measured on PGlite on the loaded 2-core machine: template load 3.0 s, reset 35 ms.
 * Test files run in separate workers, so a file's tests run one after another on their own database.
 */

/** What the migrations left in the template, read once per file to put it back after each test. */
export interface Snapshot {
  /** Every table of the public schema, quoted. */
  tables: string[];
  /** Rows the migrations inserted (reference data), per table, as JSON. None today. */
  rows: { table: string; json: string }[];
  /** Every sequence of the public schema with its value in the template. */
  sequences: { name: string; value: string; called: boolean }[];
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Reads what a freshly migrated database holds. */
export async function takeSnapshot(db: DbOrTx): Promise<Snapshot> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select quote_ident(tablename) as name from pg_tables
      where schemaname = 'public' order by tablename`),
  ).map((row) => row.name);
  const rows: Snapshot['rows'] = [];
  for (const table of tables) {
    const [row] = rowsOf<{ json: string | null }>(
      await db.execute(sql`select json_agg(t)::text as json from ${sql.raw(table)} t`),
    );
    if (row?.json) rows.push({ table, json: row.json });
  }
  const sequences = rowsOf<{ name: string; value: string; called: boolean }>(
    await db.execute(sql`
      select quote_ident(sequencename) as name,
        coalesce(last_value, start_value)::text as value, last_value is not null as called
      from pg_sequences where schemaname = 'public' order by sequencename`),
  );
  return { tables, rows, sequences };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * One statement (a single round trip) that puts the database back to the snapshot: every row
 * deleted, the reference rows re-inserted, every sequence back at its template value. Triggers are
 * off meanwhile (session_replication_role = replica, for this transaction only), so the append-only
 * ledger tables can be emptied and no row is applied twice. DELETE, not TRUNCATE: on tables this
 * small it is about three times faster (no new files). lock_timeout: fails fast, instead of
 * hanging, when a connection left a transaction open.
 */
export function resetStatement(snapshot: Snapshot): SQL {
  const body = [
    `perform set_config('lock_timeout', '5s', true);`,
    `perform set_config('session_replication_role', 'replica', true);`,
    ...snapshot.tables.map((table) => `delete from ${table};`),
    ...snapshot.rows.map(
      ({ table, json }) =>
        `insert into ${table} select * from json_populate_recordset(null::${table}, ${literal(json)}::json);`,
    ),
    ...snapshot.sequences.map(
      ({ name, value, called }) => `perform setval(${literal(name)}, ${value}, ${called});`,
    ),
  ];
  return sql.raw(`do $reset$ begin\n${body.join('\n')}\nend $reset$`);
}

interface FileDatabase {
  database: Database;
  /** Puts the database back as migrated. */
  reset: SQL;
  /** Something may have written since the last reset. */
  used: boolean;
  drop(): Promise<void>;
}

let opened: Promise<FileDatabase> | undefined;

/** A migrated database of the run's template, private to this test file. */
async function openFileDatabase(): Promise<FileDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `waihui_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const database = await openDatabase({ engine: 'postgres', url: withDatabase(url, name) });
    return {
      database,
      reset: resetStatement(await takeSnapshot(database.db)),
      used: false,
      async drop() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplatePath'));
  const database = await openDatabase({ engine: 'pglite', loadDataDir: new Blob([template]) });
  return {
    database,
    reset: resetStatement(await takeSnapshot(database.db)),
    used: false,
    drop: () => database.close(),
  };
}

/** Closes (PGlite) or drops (PostgreSQL) this file's database: the fixture's last hook. */
export async function dropFileDatabase(): Promise<void> {
  const file = opened;
  opened = undefined;
  if (file) await (await file).drop();
}

/**
 * This test file's database, exactly as migrated: emptied of whatever an earlier test wrote. Call it
 * once per test (or once in beforeAll) through fixtures.createTestDatabase; its `close()` does
 * nothing, dropFileDatabase() closes it.
 * `keepData` hands it over as the previous caller left it (an app restarting on its own data).
 */
export async function fileDatabase(options: { keepData?: boolean } = {}): Promise<Database> {
  opened ??= openFileDatabase();
  const file = await opened;
  if (file.used && !options.keepData) await file.database.db.execute(file.reset);
  file.used = true;
  return { ...file.database, close: () => Promise.resolve() };
}
