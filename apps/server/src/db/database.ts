import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: repositories take one so a service can compose them atomically. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: what repository functions accept. */
export type DbOrTx = Db | Tx;

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** PostgreSQL's connection URL (the leader election opens a connection of its own); PGlite: none. */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; maxConnections?: number }
  /** dataDir undefined = in memory; loadDataDir = start from a dumped template (tests). */
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client that loses its connection (server restart, admin termination) must not crash
    // the process: the pool drops it and the next query opens a new one.
    pool.on('error', (error) => {
      console.error(`postgres pool: idle client error: ${error.message}`);
    });
    // numeric and bigint stay strings: money is never a JS number.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, engine: 'postgres', url: options.url, close: () => pool.end() };
  }
  // A directory is this process's alone (data-dir-lock.ts); in memory needs no lock.
  const lock = options.dataDir === undefined ? null : lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const close = async () => {
    try {
      await client.close();
    } finally {
      lock?.release();
    }
  };
  return { db, engine: 'pglite', close };
}

/** PGlite's raw client, for dumping a migrated template in tests. */
export function pgliteClientOf(database: Database): PGlite {
  if (database.engine !== 'pglite') throw new Error('not a PGlite database');
  return (database.db as unknown as { $client: PGlite }).$client;
}
