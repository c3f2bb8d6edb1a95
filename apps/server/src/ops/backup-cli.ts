import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { backupFileName, backupPglite, backupPostgres } from './backup';
import { REQUEST_FILE, serverHolding, type BackupRequest } from './backup-requests';
import { cliLog, runCli } from './cli-log';

/** Longest wait for a running server to write a requested PGlite backup (ms). */
const SERVER_BACKUP_TIMEOUT_MS = 120_000;

/**
 * npm run backup: one timestamped backup in BACKUP_DIR of the database the config names; prints its
 * path. PostgreSQL: pg_dump. PGlite: dumped by the running server (SIGUSR2, backup-requests.ts),
 * or opened here when no server holds the data directory.
 */
runCli(async () => {
  const config = loadConfig();
  mkdirSync(config.BACKUP_DIR, { recursive: true });
  const engine = config.DATABASE_URL ? 'postgres' : 'pglite';
  const file = path.resolve(config.BACKUP_DIR, backupFileName(engine, new Date()));
  if (config.DATABASE_URL) {
    await backupPostgres(config.DATABASE_URL, file, cliLog);
  } else if (!existsSync(path.join(config.DATA_DIR, 'PG_VERSION'))) {
    throw new Error(`no PGlite database in ${config.DATA_DIR}`);
  } else {
    const pid = serverHolding(config.DATA_DIR);
    if (pid !== null) await askServer(config.DATA_DIR, pid, file);
    else await backupStopped(config.DATA_DIR, file);
  }
  console.log(file);
});

async function askServer(dataDir: string, pid: number, file: string): Promise<void> {
  const request: BackupRequest = { file };
  writeFileSync(path.join(dataDir, REQUEST_FILE), JSON.stringify(request));
  process.kill(pid, 'SIGUSR2');
  cliLog.info({ pid }, 'asked the running server for the backup');
  const deadline = Date.now() + SERVER_BACKUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (existsSync(file)) return;
    if (existsSync(`${file}.failed`)) {
      throw new Error(`backup failed in the server: ${readFileSync(`${file}.failed`, 'utf8')}`);
    }
    await sleep(100);
  }
  throw new Error(`the server (PID ${pid}) wrote no backup within ${SERVER_BACKUP_TIMEOUT_MS} ms`);
}

async function backupStopped(dataDir: string, file: string): Promise<void> {
  const client = await PGlite.create({ dataDir });
  try {
    await backupPglite(client, file, cliLog);
  } finally {
    await client.close();
  }
}
