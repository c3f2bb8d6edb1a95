import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../global-setup';
import type { CrashDatabase } from './crash-server';

/**
 * The database a crash test kills servers on, on the engine of the run: PGlite in a fresh data
 * directory, or a PostgreSQL database of its own when TEST_DATABASE_URL is set. `open` creates it;
 * `drop` (the test's afterAll) removes both.
 */
export function crashDatabase(prefix: string): {
  open(): Promise<CrashDatabase>;
  drop(): Promise<void>;
} {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `waihui-${prefix}-`));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `waihui_${prefix.replaceAll('-', '_')}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string): Promise<void> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    async open() {
      if (!serverUrl) return { engine: 'pglite', dataDir };
      await admin(`create database ${databaseName}`);
      return { engine: 'postgres', url: withDatabase(serverUrl, databaseName), dataDir };
    },
    async drop() {
      if (serverUrl) await admin(`drop database if exists ${databaseName} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
