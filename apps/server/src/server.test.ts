import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { REPO_ROOT } from './paths';
import {
  demoCredentials,
  isAlive,
  isPortOpen,
  startSupervised,
  type SupervisedServer,
} from '../test/supervised-start';

/*
 * `npm start` as a supervisor runs it: the PID it holds gets SIGTERM (systemd, containers) or SIGINT
 * (Ctrl-C); the server must finish the request in flight, close the port, leave no process behind,
 * exit 0 and leave the books balanced. The shutdown bound (SHUTDOWN_TIMEOUT_MS) is proven by the
 * exit code: past it the server exits 1.
 */

/** Each test starts real processes (npm, node, PGlite): generous on a loaded machine. */
const SLOW = { timeout: 120_000 };

const TRANSFER = { from_account: 'coin', to_account: 'contract', currency: 'USD', quantity: '100' };

let server: SupervisedServer | null = null;
afterEach(() => {
  if (server) {
    for (const pid of [server.pid, ...server.descendants()]) {
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
    server.cleanup();
  }
  server = null;
});

describe.each(['SIGTERM', 'SIGINT'] as const)('npm start stopped with %s', (signal) => {
  it(
    'finishes the in-flight transfer, closes the port, leaves no process and balanced books',
    SLOW,
    async () => {
      server = await startSupervised();
      const { port, pid } = server;
      const token = await login(port, demoCredentials(server.dataDir));
      // npm runs the compiled server directly (start.sh execs node): npm and node, nothing between.
      const processes = [pid, ...server.descendants()];
      expect(processes).toHaveLength(2);

      // A transfer whose body is still arriving when the signal comes: in flight.
      const inFlight = await startSlowPost(port, '/api/biaddress/huazhuan', token, TRANSFER);
      process.kill(pid, signal);
      await server.waitForOutput('"msg":"shutting down"');
      const response = await inFlight.finish();
      const { code } = await server.exited;

      expect(code).toBe(0);
      expect(await isPortOpen(port)).toBe(false);
      expect(processes.filter(isAlive)).toEqual([]);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        code: 1,
        data: { from_balance: '9900', to_balance: '100' },
      });
      expect(server.output()).toContain('"msg":"shutdown complete"');

      const books = await readBooks(server.dataDir);
      expect(books).toEqual({ unbalancedCurrencies: [], unbalancedEntries: 0, transfers: 1 });
    },
  );
});

it(
  'npm run backup asks the running server for a PGlite dump; npm run restore loads it into an empty dir only',
  SLOW,
  async () => {
    server = await startSupervised();
    const token = await login(server.port, demoCredentials(server.dataDir));
    const transfer = await fetch(`http://127.0.0.1:${server.port}/api/biaddress/huazhuan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(TRANSFER),
    });
    expect(transfer.status).toBe(200);
    const backupDir = path.join(server.dataDir, '..', 'backups');
    const env = { ...process.env, DATA_DIR: server.dataDir, BACKUP_DIR: backupDir };

    const backup = await npmRun(['run', 'backup', '--silent'], env);
    const file = backup.stdout.trim().split('\n').at(-1) ?? '';
    await server.waitForOutput('"msg":"backup written; database writes paused');
    process.kill(server.pid, 'SIGTERM');
    expect((await server.exited).code).toBe(0);

    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`asked the running server for the backup {"pid":`);
    expect(path.dirname(file)).toBe(backupDir);
    expect(path.basename(file)).toMatch(/^waihui-pglite-\d{8}T\d{6}Z\.tar\.gz$/);
    const restoredDir = path.join(server.dataDir, '..', 'restored');
    const restore = await npmRun(['run', 'restore', '--silent', '--', file], {
      ...env,
      DATA_DIR: restoredDir,
    });
    expect(restore.code).toBe(0);
    expect(await readBooks(restoredDir)).toEqual({
      unbalancedCurrencies: [],
      unbalancedEntries: 0,
      transfers: 1,
    });
    const again = await npmRun(['run', 'restore', '--silent', '--', file], {
      ...env,
      DATA_DIR: restoredDir,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`restore refused: data directory ${restoredDir} is not empty`);
  },
);

it('exits 1 with a log line when the shutdown outlasts SHUTDOWN_TIMEOUT_MS', SLOW, async () => {
  // A request whose body never completes keeps the HTTP server open past a 300 ms bound.
  server = await startSupervised({ SHUTDOWN_TIMEOUT_MS: '300' });
  const token = await login(server.port, demoCredentials(server.dataDir));
  const processes = [server.pid, ...server.descendants()];
  const stuck = await startSlowPost(server.port, '/api/biaddress/huazhuan', token, TRANSFER);
  process.kill(server.pid, 'SIGTERM');
  const { code } = await server.exited;
  stuck.abandon();

  expect(code).toBe(1);
  expect(server.output()).toContain(
    '"step":"http server and workers","timeoutMs":300,"msg":"shutdown did not finish within the bound; exiting 1"',
  );
  expect(processes.filter(isAlive)).toEqual([]);
});

/** Runs npm in the repository (as an operator types it) and collects its output. */
function npmRun(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function login(port: number, user: { email: string; password: string }): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'password', account: user.email, password: user.password }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/**
 * A POST sent over a raw socket with all but the last byte of its body; `finish()` sends that byte
 * and reads the answer. The headers reached the server (a request answered on a second connection
 * after them) before this resolves.
 */
async function startSlowPost(
  port: number,
  url: string,
  token: string,
  payload: object,
): Promise<{ finish(): Promise<{ status: number; body: unknown }>; abandon(): void }> {
  const body = Buffer.from(JSON.stringify(payload));
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const head =
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
    `Authorization: Bearer ${token}\r\nContent-Length: ${body.length}\r\n\r\n`;
  await new Promise((resolve) =>
    socket.write(Buffer.concat([Buffer.from(head), body.subarray(0, -1)]), resolve),
  );
  await fetch(`http://127.0.0.1:${port}/api/health`);
  return {
    async finish() {
      socket.write(body.subarray(-1));
      await ended;
      const [status, ...rest] = received.split('\r\n\r\n');
      const json = rest.join('\r\n\r\n');
      return { status: Number(status?.split(' ')[1]), body: JSON.parse(json) as unknown };
    },
    abandon: () => socket.destroy(),
  };
}

/** What the books say after the server stopped (its data directory is free again). */
async function readBooks(dataDir: string) {
  const database = await openDatabase({ engine: 'pglite', dataDir });
  try {
    const rows = async <T>(query: SQL): Promise<T[]> => {
      const result: unknown = await database.db.execute(query);
      return (result as { rows: T[] }).rows;
    };
    const currencies = await rows<{ currency: string }>(
      sql`select currency from ledger_accounts group by currency having sum(available + locked) <> 0`,
    );
    const entries = await rows<{ count: number }>(
      sql`select count(*)::int as count from (select entry_id from ledger_postings group by entry_id, currency having sum(amount) <> 0) unbalanced`,
    );
    const transfers = await rows<{ count: number }>(
      sql`select count(*)::int as count from ledger_entries where kind = 'transfer'`,
    );
    return {
      unbalancedCurrencies: currencies.map((row) => row.currency),
      unbalancedEntries: entries[0]?.count,
      transfers: transfers[0]?.count,
    };
  } finally {
    await database.close();
  }
}
