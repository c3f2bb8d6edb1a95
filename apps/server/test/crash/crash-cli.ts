import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import { ledgerEntries, tradingOrders, tradingPositions } from '../../src/db/schema';
import { auditBooks } from '../../src/modules/ledger/ledger.fixtures';
import { creditDeposit } from '../../src/modules/ledger/ledger.service';
import { insertUserWithSession } from '../users';

/*
 * Crash safety (issue 14): `npm run crash [-- --engine pglite|postgres --kills 20 --clients 6]`.
 * Clients send a stream of keyed transfers (coin ⇄ contract) and market orders to a real server
 * process on 127.0.0.1 while it is killed with SIGKILL at random moments and restarted; every
 * request that got no answer is sent again with the same idempotency key after the restart. At the
 * end: every accepted request is in the database exactly once (lost = 0, doubled = 0), the books
 * balance (balances equal their postings) and the server lists every open position the database has.
 * postgres needs a server: --database-url URL, or a throwaway cluster is started (scripts/lib/postgres.mjs).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}
const ENGINE = option('engine', 'pglite');
const KILLS = Number(option('kills', '20'));
const CLIENTS = Number(option('clients', '6'));
const SEED = Number(option('seed', '14'));

let state = SEED >>> 0;
/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): the kill moments and the operations. */
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- the database and the server

let stopPostgres: (() => void) | null = null;
let dataDir: string | null = null;
let databaseUrl: string | null = null;
if (ENGINE === 'postgres') {
  databaseUrl = option('database-url', '');
  if (databaseUrl === '') {
    const modulePath = path.join(root, 'scripts/lib/postgres.mjs');
    const { startPostgres } = (await import(modulePath)) as {
      startPostgres: () => Promise<{ url: string; stop: () => void }>;
    };
    const cluster = await startPostgres();
    databaseUrl = cluster.url;
    stopPostgres = cluster.stop;
  }
} else {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'waihui-crash-'));
}

async function openDirect(): Promise<Database> {
  const database =
    databaseUrl === null
      ? await openDatabase({ engine: 'pglite', dataDir: dataDir! })
      : await openDatabase({ engine: 'postgres', url: databaseUrl });
  await runMigrations(database);
  return database;
}

// Users with money, inserted before the server starts (PGlite: the directory is the server's after).
const users: { userId: string; token: string }[] = [];
{
  const database = await openDirect();
  for (let i = 0; i < CLIENTS; i += 1) {
    const user = await insertUserWithSession(database.db, { label: `crash${i}` });
    await creditDeposit(database.db, {
      userId: user.userId,
      currency: 'USD',
      amount: '1000000',
      idempotencyKey: `crash-seed-${user.userId}`,
    });
    users.push(user);
  }
  await database.close();
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'fatal',
      WEB_DIST: path.join(os.tmpdir(), 'waihui-crash-no-web'),
      MARKET_FEED: 'simulated',
      MARKET_TICK_MS: '100',
      MARKET_BACKFILL_CANDLES: '5',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(dataDir === null ? { DATABASE_URL: databaseUrl! } : { DATA_DIR: dataDir }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    await sleep(50);
  }
}

async function killServer(): Promise<void> {
  const child = server!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

// ---------------------------------------------------------------- the clients

type Operation =
  | { kind: 'transfer'; key: string; body: Record<string, unknown> }
  | { kind: 'order'; key: string; body: Record<string, unknown> };

interface Accepted {
  kind: Operation['kind'];
  userId: string;
  key: string;
}

const accepted: Accepted[] = [];
let requests = 0;
let unanswered = 0;
let replayedAnswers = 0;
let refused = 0;
let running = true;
let serverUp = false;

const CONSENT = {
  accepted: true,
  answers: { leverage_loss: 'more_than_margin_possible', stop_out: 'positions_closed' },
};

function nextOperation(client: number, seq: number): Operation {
  const key = `crash-${client}-${seq}`;
  const roll = random();
  if (roll < 0.35)
    return {
      kind: 'transfer',
      key,
      body: {
        from_account: 'coin',
        to_account: 'contract',
        currency: 'USD',
        quantity: '100',
        idempotency_key: key,
      },
    };
  if (roll < 0.6)
    return {
      kind: 'transfer',
      key,
      body: {
        from_account: 'contract',
        to_account: 'coin',
        currency: 'USD',
        quantity: '1',
        idempotency_key: key,
      },
    };
  return {
    kind: 'order',
    key,
    body: {
      symbol: random() < 0.5 ? 'BTCUSD' : 'ETHUSD',
      side: random() < 0.5 ? 'long' : 'short',
      type: 'market',
      lots: 1,
      leverage: 10,
      consent: CONSENT,
      idempotency_key: key,
    },
  };
}

/** Sends until the server answers (a dead server: wait for the restart, send the same key again). */
async function sendUntilAnswered(
  token: string,
  operation: Operation,
): Promise<{ code: number; data: { replayed?: boolean } }> {
  const url =
    operation.kind === 'transfer' ? `${base}/api/biaddress/huazhuan` : `${base}/api/lever/submit`;
  for (;;) {
    while (!serverUp) await sleep(20);
    requests += 1;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(operation.body),
        signal: AbortSignal.timeout(10_000),
      });
      return (await res.json()) as { code: number; data: { replayed?: boolean } };
    } catch {
      unanswered += 1; // killed mid-request: the outcome is unknown until the key is sent again
      await sleep(50);
    }
  }
}

async function client(index: number): Promise<void> {
  const user = users[index]!;
  for (let seq = 0; running; seq += 1) {
    const operation = nextOperation(index, seq);
    const answer = await sendUntilAnswered(user.token, operation);
    if (answer.code === 1) {
      accepted.push({ kind: operation.kind, userId: user.userId, key: operation.key });
      if (answer.data.replayed === true) replayedAnswers += 1;
    } else refused += 1;
  }
}

// ---------------------------------------------------------------- the run

const started = performance.now();
await startServer();
serverUp = true;
const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
for (let kill = 0; kill < KILLS; kill += 1) {
  await sleep(300 + random() * 1200);
  serverUp = false;
  await killServer();
  await startServer();
  serverUp = true;
}
await sleep(1000);
running = false;
await Promise.all(clients);

// The server's view of open positions, then a last kill and the database read directly.
const apiOpen = new Set<number>();
for (const user of users) {
  const res = await fetch(`${base}/api/lever/dealall/v2`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const body = (await res.json()) as { data: { positions?: { id: number }[] } };
  for (const position of body.data.positions ?? []) apiOpen.add(position.id);
}
await killServer();

const database = await openDirect();
const db = database.db;
let lost = 0;
let doubled = 0;
for (const item of accepted) {
  const count =
    item.kind === 'transfer'
      ? (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(ledgerEntries)
            .where(eq(ledgerEntries.idempotencyKey, `user:${item.userId}:${item.key}`))
        )[0]!.n
      : (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(tradingOrders)
            .where(
              and(
                eq(tradingOrders.userId, item.userId),
                eq(tradingOrders.idempotencyKey, item.key),
              ),
            )
        )[0]!.n;
  if (count === 0) lost += 1;
  if (count > 1) doubled += 1;
}
// Nothing in the database that no client was told about twice: keyed rows ≤ distinct accepted keys.
const acceptedKeys = new Set(accepted.map((item) => `${item.kind}:${item.userId}:${item.key}`));
const keyedTransfers = (
  await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.idempotencyKey} like 'user:%:crash-%'`)
)[0]!.n;
const keyedOrders = (
  await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tradingOrders)
    .where(sql`${tradingOrders.idempotencyKey} like 'crash-%'`)
)[0]!.n;
const dbOpen = (
  await db
    .select({ id: tradingPositions.id })
    .from(tradingPositions)
    .where(eq(tradingPositions.status, 'open'))
).map((row) => row.id);
const openMissing = dbOpen.filter((id) => !apiOpen.has(id)).length;
const books = await auditBooks(db);
await database.close();
stopPostgres?.();
if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });

const seconds = (performance.now() - started) / 1000;
console.log(
  `crash safety on ${ENGINE}: ${KILLS} SIGKILLs and restarts in ${seconds.toFixed(0)} s, ${CLIENTS} clients`,
);
console.log(`requests sent ${requests}, unanswered (killed mid-flight, then resent) ${unanswered}`);
console.log(
  `accepted ${accepted.length} (${accepted.filter((a) => a.kind === 'transfer').length} transfers, ${accepted.filter((a) => a.kind === 'order').length} orders), of which answered as replays ${replayedAnswers}; refused by a rule ${refused}`,
);
console.log(
  `keyed rows in the database: ${keyedTransfers} transfers, ${keyedOrders} orders; accepted keys ${acceptedKeys.size}`,
);
console.log(
  `lost ${lost}, doubled ${doubled}, open positions ${dbOpen.length} (not listed by the server after restart: ${openMissing})`,
);
console.log(`books: ${books.length === 0 ? 'balanced' : books.join('; ')}`);
const extra = keyedTransfers + keyedOrders - acceptedKeys.size;
process.exit(
  lost === 0 && doubled === 0 && openMissing === 0 && books.length === 0 && extra >= 0 ? 0 : 1,
);
