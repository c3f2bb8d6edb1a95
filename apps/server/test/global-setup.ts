import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClientOf } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumped, migrated data dir that each test file's database starts from. */
    pgliteTemplatePath: string;
    /** PostgreSQL: name of the migrated template database (when TEST_DATABASE_URL is set). */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: creating a fresh PGlite takes seconds, so each test file opens a copy of a
 * migrated template (docs/decisions.md, "Stack pitfalls" pitfalls) and test/db.ts empties it between tests. With
 * TEST_DATABASE_URL, a PostgreSQL template database is made instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `waihui_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const database = await openDatabase({
      engine: 'postgres',
      url: withDatabase(url, template),
      maxConnections: 1,
    });
    await runMigrations(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${template}`);
      await cleanup.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-pglite-'));
  const database = await openDatabase({ engine: 'pglite' });
  await runMigrations(database);
  const dump = await pgliteClientOf(database).dumpDataDir('none');
  await database.close();
  const templatePath = path.join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplate', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
