import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** File that marks a PGlite data directory as opened by a live process (its pid inside). */
export const DATA_DIR_LOCK_FILE = 'waihui.lock';

export interface DataDirLock {
  /** Removes the lock file (once; later calls do nothing). */
  release(): void;
}

/** True when a process with this pid exists (EPERM: it exists but belongs to someone else). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the PGlite data directory for this process. PGlite is one embedded PostgreSQL without its
 * own cross-process lock: two processes on one directory both start and overwrite each other's
 * pages, losing confirmed writes (product.md §17.1). The lock file is created exclusively
 * (O_EXCL); a file left by a process that no longer exists (SIGKILL, power loss) is taken over.
 * Throws a message naming the other pid when the directory is in use, this process included.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  // Two rounds: the second after removing a stale file. Losing that race to another starting
  // process makes the second round see its live pid and refuse.
  for (let round = 0; round < 2; round += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readLockPid(file);
      if (pid !== null && processExists(pid)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another Waihui process (pid ${pid}${pid === process.pid ? ', this one' : ''}). ` +
            'Two processes on one PGlite directory lose data: stop the other one, set another DATA_DIR, ' +
            `or use PostgreSQL (DATABASE_URL) to run several. If no such process runs, delete ${file}.`,
        );
      }
      // Stale (its process is gone) or half-written by a process that died creating it.
      unlinkSync(file);
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        // Only our own file: never remove a lock another process took after a manual delete.
        if (readLockPid(file) === process.pid) unlinkSync(file);
      },
    };
  }
  throw new Error(
    `DATA_DIR ${dataDir}: could not take ${file}; another process keeps replacing it`,
  );
}
