import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { backupPglite, PID_FILE, REQUEST_FILE, type BackupLog } from './backup';

/*
 * Online PGlite backups. Only the process that has a PGlite data directory open may read it, so
 * `npm run backup` asks the running server: it writes the wanted file name to <DATA_DIR>/
 * backup.request and sends SIGUSR2 to the PID in <DATA_DIR>/server.pid; the server dumps to that
 * file (or writes <file>.failed with the reason) and removes the request.
 */

export { PID_FILE, REQUEST_FILE };

export interface BackupRequest {
  /** Absolute path of the backup to write. */
  file: string;
}

/**
 * Publishes this process's PID in the data directory and answers SIGUSR2. The returned stop()
 * (a shutdown step before the database closes) stops answering and waits for a dump in progress.
 */
export function serveBackupRequests(input: {
  dataDir: string;
  client: PGlite;
  log: BackupLog & { error(object: object, message: string): void };
}): () => Promise<void> {
  const { dataDir, client, log } = input;
  const pidFile = path.join(dataDir, PID_FILE);
  const requestFile = path.join(dataDir, REQUEST_FILE);
  let running: Promise<void> = Promise.resolve();
  const onSignal = () => {
    running = running.then(async () => {
      if (!existsSync(requestFile)) return;
      const request = JSON.parse(readFileSync(requestFile, 'utf8')) as BackupRequest;
      rmSync(requestFile, { force: true });
      try {
        await backupPglite(client, request.file, log);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ file: request.file, reason }, 'backup failed');
        writeFileSync(`${request.file}.failed`, reason);
      }
    });
  };
  writeFileSync(pidFile, `${process.pid}\n`);
  process.on('SIGUSR2', onSignal);
  return async () => {
    process.off('SIGUSR2', onSignal);
    await running;
    rmSync(pidFile, { force: true });
  };
}

/** The PID of the live server that has `dataDir` open, or null (none, or a stale PID file). */
export function serverHolding(dataDir: string): number | null {
  const pidFile = path.join(dataDir, PID_FILE);
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
