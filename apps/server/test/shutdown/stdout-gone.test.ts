import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/paths';
import { bundleServer, freePort } from '../crash/crash-server';

/*
 * A supervisor that goes away before its SIGTERM arrives leaves the server writing its shutdown log
 * lines into a broken pipe (EPIPE). The server must still exit within SHUTDOWN_TIMEOUT_MS: before
 * lib/stdout-lines.ts, pino's destination retried the failed write forever and the process never
 * exited (the port closed, the process stayed).
 */

const SHUTDOWN_TIMEOUT_MS = 3_000;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

it(
  'exits within the shutdown bound after SIGTERM when whatever read its output is gone',
  { timeout: 90_000 },
  async () => {
    const bundle = await bundleServer();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-stdout-gone-'));
    cleanups.push(() => rmSync(bundle.dir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const port = await freePort();
    const child = spawn(process.execPath, [bundle.entry], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        DEMO_MODE: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        DATA_DIR: path.join(dir, 'data'),
        WEB_DIST: path.join(dir, 'no-web'),
        MARKET_BACKFILL_CANDLES: '0',
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => child.kill('SIGKILL'));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    while (!output.includes('Waihui is running')) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The reader goes away, then the stop signal comes: every shutdown log line meets EPIPE.
    child.stdout.destroy();
    child.stderr.destroy();
    child.kill('SIGTERM');
    const outcome = await Promise.race([
      exited,
      new Promise<'still running'>((resolve) =>
        setTimeout(() => resolve('still running'), SHUTDOWN_TIMEOUT_MS + 10_000),
      ),
    ]);
    // Exit code 0: every shutdown step finished in time (1 would mean the bound ran out).
    expect(outcome).toBe(0);
  },
);
