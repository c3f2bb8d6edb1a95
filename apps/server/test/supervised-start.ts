import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';

/**
 * `npm start` run the way a supervisor (systemd, a container runtime) runs it: one child process
 * whose PID is all it knows, with its own data directory and port, output collected for asserts.
 */
export interface SupervisedServer {
  /** The PID the supervisor holds (npm's). */
  pid: number;
  port: number;
  dataDir: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The PIDs of every process below `pid` (read from /proc while they run). */
  descendants(): number[];
  /** Resolves once a line containing `text` was written. */
  waitForOutput(text: string): Promise<void>;
  cleanup(): void;
}

export async function startSupervised(env: Record<string, string> = {}): Promise<SupervisedServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-start-'));
  const dataDir = path.join(dir, 'data');
  const webDist = path.join(dir, 'web');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>waihui</title>');
  const port = await freePort();
  // The run's Redis (REDIS_URL) joins a server to the others on it: only a test that asks for it.
  const inherited = { ...process.env };
  delete inherited.REDIS_URL;
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      MARKET_BACKFILL_CANDLES: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  const listeners: (() => void)[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes(text)) resolve();
      };
      listeners.push(check);
      void exited.then(() => reject(new Error(`exited before "${text}":\n${output}`)));
      check();
    });
  const server: SupervisedServer = {
    pid: child.pid ?? 0,
    port,
    dataDir,
    output: () => output,
    exited,
    descendants: () => descendantsOf(child.pid ?? 0),
    waitForOutput,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
  await waitForOutput('Waihui is running at');
  return server;
}

/** The demo user's e-mail and password from the data directory (demo mode writes them there). */
export function demoCredentials(dataDir: string): { email: string; password: string } {
  const file = JSON.parse(readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as {
    accounts: { email: string; password: string; role: string }[];
  };
  const user = file.accounts.find((account) => account.role === 'user');
  if (!user) throw new Error('no demo user');
  return user;
}

/** True when something accepts TCP connections on the loopback port. */
export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** True while a process with this PID exists (signal 0 tests without sending). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function descendantsOf(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter((token) => token !== '')
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
