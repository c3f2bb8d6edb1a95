import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/paths';
import { bundleServer, freePort } from '../crash/crash-server';

/**
 * One real server process on 127.0.0.1 (the bundle `npm start` runs), on a fresh PGlite directory,
 * optionally with its open-file limit set first (`prlimit --nofile=N:N`, what a supervisor or
 * `ulimit -n` gives it). Resolves once /api/health answers.
 */
export interface ServerProcess {
  port: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startServerProcess(options: {
  env?: Record<string, string>;
  /** Soft and hard open-file limit of the process; unset: inherited. */
  openFiles?: { soft: number; hard: number };
}): Promise<ServerProcess> {
  const bundle = await bundleServer();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-flood-'));
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DEMO_MODE: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: path.join(dir, 'no-web'),
    MARKET_BACKFILL_CANDLES: '0',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...options.env,
  };
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith('VITEST') && !name.endsWith('DATABASE_URL') && name !== 'REDIS_URL',
    ),
  );
  const limit = options.openFiles;
  const [command, args] = limit
    ? ['prlimit', [`--nofile=${limit.soft}:${limit.hard}`, process.execPath, bundle.entry]]
    : [process.execPath, [bundle.entry]];
  const child: ChildProcess = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(bundle.dir, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode}: ${output}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, output: () => output, stop };
}
