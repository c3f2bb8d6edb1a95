import {
  closeSync,
  openSync,
  readFileSync,
  readlinkSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** File that marks a PGlite data directory as opened by a live process: `<pid> <pid namespace>`. */
export const DATA_DIR_LOCK_FILE = 'waihui.lock';

/** How often the holder touches the lock file (ms). */
export const LOCK_RENEW_MS = 2_000;
/**
 * A lock file not touched for this long (ms) belongs to no live process, wherever it ran. Five
 * renewals: an event loop busy for a few seconds does not lose the directory.
 */
export const LOCK_LEASE_MS = 10_000;

export interface DataDirLock {
  /** Stops renewing and removes the lock file (once; later calls do nothing). */
  release(): void;
}

interface LockHolder {
  pid: number;
  /** `/proc/self/ns/pid` of the holder (`pid:[4026531836]`); null when it did not say (older file). */
  namespace: string | null;
}

/** This process's PID namespace, or null where /proc does not tell (not Linux). */
function pidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

/** True when a process with this pid exists here (EPERM: it exists but belongs to someone else). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const [pidText = '', namespace] = readFileSync(file, 'utf8').trim().split(' ');
    const pid = Number.parseInt(pidText, 10);
    return Number.isSafeInteger(pid) && pid > 0 ? { pid, namespace: namespace ?? null } : null;
  } catch {
    return null;
  }
}

/** Milliseconds since the holder last touched the file; Infinity when it is gone. */
function leaseAge(file: string, nowMs: number): number {
  try {
    return nowMs - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Whether the holder is alive. In this PID namespace its pid tells. From another one (two
 * containers on one volume, a rolling update) its pid means nothing here, so only the lease does:
 * a holder renews the file every LOCK_RENEW_MS, and one silent for LOCK_LEASE_MS is gone.
 */
function holderAlive(holder: LockHolder, ageMs: number, namespace: string | null): boolean {
  if (namespace !== null && holder.namespace === namespace) return processExists(holder.pid);
  return ageMs < LOCK_LEASE_MS;
}

function inUseMessage(dataDir: string, file: string, holder: LockHolder, sameNamespace: boolean) {
  const who = `pid ${holder.pid}${holder.pid === process.pid && sameNamespace ? ', this one' : ''}`;
  const where = sameNamespace ? '' : ', in another PID namespace or container';
  return (
    `DATA_DIR ${dataDir} is in use by another Waihui process (${who}${where}). ` +
    'Two processes on one PGlite directory lose data: stop the other one, set another DATA_DIR, ' +
    `or use PostgreSQL (DATABASE_URL) to run several. ` +
    (sameNamespace
      ? `If no such process runs, delete ${file}.`
      : `If it is gone, the directory is free ${LOCK_LEASE_MS / 1000} s after its last renewal.`)
  );
}

/**
 * Takes the PGlite data directory for this process. PGlite is one embedded PostgreSQL without its
 * own cross-process lock: two processes on one directory both start and overwrite each other's
 * pages, losing confirmed writes (product.md §17.1). The lock file is created exclusively (O_EXCL)
 * and renewed while held (its modification time, every LOCK_RENEW_MS). A file left by a process
 * that is gone is taken over: at once when it ran in this PID namespace and its pid no longer
 * exists, else once its lease ran out. Throws a message naming the holder when the directory is
 * in use, this process included.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const namespace = pidNamespace();
  const mine = `${process.pid} ${namespace ?? 'unknown'}\n`;
  // Two rounds: the second after removing a stale file. Losing that race to another starting
  // process makes the second round see its live, fresh file and refuse.
  for (let round = 0; round < 2; round += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== null && holderAlive(holder, leaseAge(file, Date.now()), namespace)) {
        const sameNamespace = namespace !== null && holder.namespace === namespace;
        throw new Error(inUseMessage(dataDir, file, holder, sameNamespace));
      }
      // Stale (its process is gone) or half-written by a process that died creating it.
      unlinkSync(file);
      continue;
    }
    writeSync(fd, mine);
    closeSync(fd);
    const ours = () => {
      try {
        return readFileSync(file, 'utf8') === mine;
      } catch {
        return false;
      }
    };
    // Renewal: the modification time says "still here" to a process that cannot see our pid.
    const renewal = setInterval(() => {
      if (!ours()) return clearInterval(renewal);
      const now = new Date();
      utimesSync(file, now, now);
    }, LOCK_RENEW_MS);
    renewal.unref();
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        clearInterval(renewal);
        // Only our own file: never remove a lock another process took after a manual delete.
        if (ours()) unlinkSync(file);
      },
    };
  }
  throw new Error(
    `DATA_DIR ${dataDir}: could not take ${file}; another process keeps replacing it`,
  );
}
