import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../paths';
import { openDatabase } from './database';
import { DATA_DIR_LOCK_FILE, LOCK_LEASE_MS, LOCK_RENEW_MS, lockDataDir } from './data-dir-lock';

/** This test process's PID namespace, as the lock file records it. */
const NAMESPACE = readlinkSync('/proc/self/ns/pid');
/** A PID namespace that is not this one. */
const OTHER_NAMESPACE = 'pid:[1]';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-lock-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// A fresh PGlite directory is initialised (initdb): seconds, far more on a loaded machine.
describe('PGlite data directory lock (product.md §17.1)', { timeout: 120_000 }, () => {
  it('refuses a second open of a directory in use and allows it again after close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ engine: 'pglite', dataDir: dir });
    await expect(openDatabase({ engine: 'pglite', dataDir: dir })).rejects.toThrow(
      `DATA_DIR ${dir} is in use by another Waihui process (pid ${process.pid}, this one)`,
    );
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(
      `${process.pid} ${NAMESPACE}\n`,
    );
    await first.close();
    expect(existsSync(path.join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
    const again = await openDatabase({ engine: 'pglite', dataDir: dir });
    await again.close();
  });

  it('refuses while another live process holds the directory', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    cleanups.push(() => void holder.kill('SIGKILL'));
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), `${holder.pid} ${NAMESPACE}\n`);
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Waihui process (pid ${holder.pid}).`,
    );
  });

  it('takes over the lock of a process that died without releasing it (SIGKILL)', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(gone.stdout.toString());
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), `${deadPid} ${NAMESPACE}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(
      `${process.pid} ${NAMESPACE}\n`,
    );
    lock.release();
    expect(existsSync(path.join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
  });

  it('takes over an empty lock file (a process died while creating it)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), '');
    lockDataDir(dir).release();
  });

  it('from another PID namespace, a pid means nothing: a fresh lease refuses, an expired one is taken over', () => {
    const dir = tempDir();
    const file = path.join(dir, DATA_DIR_LOCK_FILE);
    // A pid that does not exist here, held in another namespace, renewed just now.
    writeFileSync(file, `999999 ${OTHER_NAMESPACE}\n`);
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Waihui process (pid 999999, in another PID namespace or container).`,
    );
    // Not renewed for longer than the lease: its process is gone.
    const silent = new Date(Date.now() - LOCK_LEASE_MS - 1_000);
    utimesSync(file, silent, silent);
    const lock = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toBe(`${process.pid} ${NAMESPACE}\n`);
    lock.release();
  });

  it('the holder renews the lease every LOCK_RENEW_MS, and stops once released', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const dir = tempDir();
      const file = path.join(dir, DATA_DIR_LOCK_FILE);
      const lock = lockDataDir(dir);
      const old = new Date('2026-01-01T00:00:00Z');
      utimesSync(file, old, old);
      vi.advanceTimersByTime(LOCK_RENEW_MS);
      expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(LOCK_LEASE_MS);
      lock.release();
      expect(existsSync(file)).toBe(false);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  const CAN_UNSHARE = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
  if (!CAN_UNSHARE)
    console.warn('SKIPPED the PID-namespace lock test: unshare --pid is not permitted here');

  it.skipIf(!CAN_UNSHARE)(
    'a second server in its own PID namespace is refused while this process holds the directory',
    () => {
      const dir = tempDir();
      const lock = lockDataDir(dir);
      cleanups.push(() => lock.release());
      // The other process sees no pid of ours: before leases it took the lock over and both served.
      const script =
        `import { lockDataDir } from ${JSON.stringify(path.join(REPO_ROOT, 'apps/server/src/db/data-dir-lock.ts'))};` +
        `try { lockDataDir(${JSON.stringify(dir)}); console.log('TOOK THE LOCK'); }` +
        `catch (error) { console.log(error.message); }`;
      const other = spawnSync(
        'unshare',
        [
          '--pid',
          '--fork',
          '--mount-proc',
          process.execPath,
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          script,
        ],
        { cwd: REPO_ROOT, encoding: 'utf8' },
      );
      expect(other.stdout).toContain(
        `DATA_DIR ${dir} is in use by another Waihui process (pid ${process.pid}, in another PID namespace or container).`,
      );
      expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(
        `${process.pid} ${NAMESPACE}\n`,
      );
    },
  );
});
