import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import { openDatabase, type Database } from './database';
import { runMigrations } from './migrate';

/** Opens the database the config names (PostgreSQL if DATABASE_URL, else PGlite under DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  let database: Database;
  if (config.DATABASE_URL) {
    database = await openDatabase({ engine: 'postgres', url: config.DATABASE_URL });
  } else {
    mkdirSync(config.DATA_DIR, { recursive: true });
    database = await openDatabase({ engine: 'pglite', dataDir: config.DATA_DIR });
  }
  await runMigrations(database);
  return database;
}
