import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import pg from 'pg';
import type { Engine } from '../db/database';

/*
 * Backups of the books (docs/operations.md). PostgreSQL: pg_dump's custom format, restored with
 * pg_restore. PGlite: PGlite's own dump of its data directory (a gzipped tar), taken by the process
 * that has the database open, restored by loading it into an empty data directory. A backup is
 * written beside its final name and renamed when complete, so a file with the final name is whole.
 */

export interface BackupLog {
  info(object: object, message: string): void;
}

/** Files of a running server in a PGlite data directory (backup-requests.ts); never restored. */
export const PID_FILE = 'server.pid';
export const REQUEST_FILE = 'backup.request';

/** waihui-<engine>-<UTC yyyymmddThhmmssZ>.<pgdump|tar.gz>: sorts by time, names its engine. */
export function backupFileName(engine: Engine, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `waihui-${engine}-${stamp}.${engine === 'postgres' ? 'pgdump' : 'tar.gz'}`;
}

/** The engine a backup file was written by, from its first bytes. */
export function engineOfBackup(file: string): Engine {
  const head = readFileSync(file).subarray(0, 5);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new Error(`${file} is neither a pg_dump custom-format file nor a PGlite dump`);
}

/**
 * Dumps an open PGlite database to `file` without stopping it. Writers wait meanwhile: the dump is
 * taken inside PGlite's transaction lock, so no transaction is half-written in it; the pause is
 * logged (about 0.7 s for a demo database on the 2-core test machine).
 */
export async function backupPglite(client: PGlite, file: string, log: BackupLog): Promise<void> {
  const started = Date.now();
  const dump = await client.transaction(async (tx) => {
    // A checkpoint first: the dump then needs no WAL replay when loaded, so it restores exactly
    // (sequences included; replay would move each one 32 values ahead).
    await tx.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  });
  const pausedMs = Date.now() - started;
  writeWhole(file, Buffer.from(await dump.arrayBuffer()));
  log.info(
    { file, pausedMs },
    `backup written; database writes paused ${pausedMs} ms for the dump`,
  );
}

/** pg_dump in custom format (consistent: one snapshot, the server keeps running). */
export async function backupPostgres(url: string, file: string, log: BackupLog): Promise<void> {
  const partial = `${file}.partial`;
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`],
    url,
  );
  renameSync(partial, file);
  log.info({ file }, 'backup written (pg_dump, custom format)');
}

/** Loads a PGlite dump into `dataDir`, which must be missing or empty. */
export async function restorePglite(file: string, dataDir: string, log: BackupLog): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreRefused(`data directory ${dataDir} is not empty`);
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await client.query('select 1');
  await client.close();
  // The dump holds the data directory as the server had it, its PID file included.
  for (const name of [PID_FILE, REQUEST_FILE]) rmSync(path.join(dataDir, name), { force: true });
  log.info({ file, dataDir }, 'restored');
}

/** pg_restore into the database at `url`, which must hold no table of its own. */
export async function restorePostgres(file: string, url: string, log: BackupLog): Promise<void> {
  const tables = await userTablesOf(url);
  if (tables.length > 0) {
    const shown = tables.slice(0, 5).join(', ');
    throw new RestoreRefused(`database is not empty: ${tables.length} tables (${shown}…)`);
  }
  // pg_restore wants a --dbname; the database's name alone (the password stays in PGPASSWORD).
  const dbname = libpqEnv(url).PGDATABASE ?? 'postgres';
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${dbname}`, file],
    url,
  );
  log.info({ file }, 'restored (pg_restore)');
}

/** A restore target that already holds data: nothing was written. */
export class RestoreRefused extends Error {
  constructor(why: string) {
    super(`restore refused: ${why}; restore into an empty database or data directory`);
  }
}

async function userTablesOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    );
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

function writeWhole(file: string, bytes: Buffer): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/**
 * Runs a PostgreSQL client tool against `url`, given as libpq's PG* variables so the password never
 * shows in the process list; rejects with its stderr when it fails.
 */
function run(command: string, args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...libpqEnv(url) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else {
        rmSync(args.find((a) => a.startsWith('--file='))?.slice(7) ?? '', { force: true });
        reject(new Error(`${command} exited ${code}: ${stderr.trim()}`));
      }
    });
  });
}

function libpqEnv(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres',
  };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}
