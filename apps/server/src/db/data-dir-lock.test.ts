import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { DATA_DIR_LOCK_FILE, lockDataDir } from './data-dir-lock';

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
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
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
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), `${holder.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Waihui process (pid ${holder.pid}).`,
    );
  });

  it('takes over the lock of a process that died without releasing it (SIGKILL)', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(gone.stdout.toString());
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), `${deadPid}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(path.join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
  });

  it('takes over an empty lock file (a process died while creating it)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), '');
    lockDataDir(dir).release();
  });
});
