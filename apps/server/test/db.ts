import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated, empty database for one test: a PGlite loaded from the run's template, or (with
 * TEST_DATABASE_URL) a PostgreSQL database created from the template database and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `waihui_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const database = await openDatabase({ engine: 'postgres', url: withDatabase(url, name) });
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplatePath'));
  return openDatabase({ engine: 'pglite', loadDataDir: new Blob([template]) });
}
