import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { throwawayDepositKeys } from '../../src/modules/funding/funding.fixtures';
import { REPO_ROOT, SERVER_ROOT } from '../../src/paths';

/*
 * The crash run's server: one `node server.js` process on 127.0.0.1 (no npm or shell in between, so
 * SIGKILL reaches the process that holds the database), started again on the same database after
 * each kill. server.js is bundled once per run as build.mjs bundles it for `npm start`: a restart
 * then costs about a third less CPU than through tsx (measured: 2.3 s against 3.4 s of CPU, on a
 * machine where that meant 8–10 s of wall time against 13 s).
 */

/** Where the server keeps its data: a PGlite directory, or PostgreSQL plus a directory for files. */
export type CrashDatabase =
  { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string; dataDir: string };

export interface CrashServer {
  base: string;
  /** Starts the process and resolves once /api/health answers 200. */
  start(): Promise<void>;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** Kills a running process and removes the bundle. */
  dispose(): Promise<void>;
}

/** The shortest delivery period the run seeds (seconds), so contracts expire within the run. */
export const CRASH_DELIVERY_SECONDS = 5;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Bundles src/server.ts beside the server package (under its node_modules/.cache, so the bundle
 * finds apps/server/package.json and the packages it leaves external); the directory is removed by
 * the server's `dispose`.
 */
export async function bundleServer(): Promise<{ entry: string; dir: string }> {
  const dir = path.join(
    SERVER_ROOT,
    'node_modules/.cache',
    `waihui-crash-${process.pid}-${Date.now()}`,
  );
  await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: { server: 'src/server.ts' },
    outdir: dir,
    bundle: true,
    // As build.mjs: a dynamic import stays a chunk of its own, so FIX's jspurefix (about 1.5 s of
    // CPU to load) is read only when a FIX source is configured, not at every restart.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-node-modules',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@waihui/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return { entry: path.join(dir, 'server.js'), dir };
}

export async function crashServer(database: CrashDatabase): Promise<CrashServer> {
  const bundle = await bundleServer();
  const port = await freePort();
  // Public keys only: USDT deposit notices are offered (and confirmed through the dev route).
  const depositKeys = throwawayDepositKeys();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let stderr = '';
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DEMO_MODE: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'fatal',
    WEB_DIST: path.join(database.dataDir, 'no-web'),
    MARKET_FEED: 'simulated',
    MARKET_TICK_MS: '100',
    MARKET_BACKFILL_CANDLES: '5',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The dev routes the browser tests use: codes from the outbox, identity and deposit approval.
    EXPOSE_OUTBOX: 'true',
    WITHDRAWAL_DESTINATION_DELAY_SECONDS: '0',
    DEPOSIT_XPUB_ERC20: depositKeys.erc20,
    DEPOSIT_XPUB_TRC20: depositKeys.trc20,
    DATA_DIR: database.dataDir,
    ...(database.engine === 'postgres' ? { DATABASE_URL: database.url } : {}),
  };
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith('VITEST') && name !== 'DATABASE_URL' && name !== 'TEST_DATABASE_URL',
    ),
  );
  const kill = async () => {
    const running = child;
    if (running === null || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  return {
    base,
    kill,
    async start() {
      stderr = '';
      const started = spawn(process.execPath, [bundle.entry], {
        cwd: REPO_ROOT,
        env: { ...inherited, ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      started.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-4000);
      });
      child = started;
      for (;;) {
        try {
          const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        if (started.exitCode !== null || started.signalCode !== null)
          throw new Error(`server exited with ${started.exitCode}: ${stderr}`);
        await sleep(50);
      }
    },
    async dispose() {
      await kill();
      rmSync(bundle.dir, { recursive: true, force: true });
    },
  };
}
