/**
 * Trading over HTTP, part (d) of `npm run bench:trading` (prints, never fails on speed):
 * `tsx bench/trading-http.ts [--postgres URL] [--clients 64] [--seconds 3]`. Also reads
 * BENCH_DATABASE_URL; without a URL the server runs on PGlite in a scratch directory.
 *
 * The real server (apps/server/src/server.ts in a child process, simulated market) and N clients,
 * each its own funded user, over N keep-alive connections: each client opens BTCUSD 1 lot 10x at
 * market (`POST /api/lever/submit`) then closes it (`POST /api/lever/close`), for `seconds`. Prints
 * requests per second (opens + closes), round trips per second (to set beside part (a)'s
 * service-level figure at the same number of clients) and the latency of a request, p50 and p99.
 * The books are audited after the server stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPROPRIATENESS_QUESTIONS } from '@waihui/core';
import { openDatabase, type Database } from '../apps/server/src/db/database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { creditDeposit, transfer } from '../apps/server/src/modules/ledger';
import { auditBooks } from '../apps/server/src/modules/ledger/ledger.fixtures';
import { keepAliveClient } from '../apps/server/test/keep-alive-client';
import { insertUserWithSession } from '../apps/server/test/users';
import { openBenchDatabase, parseClientArgs, printBooksAfterRun } from './lib/bench-db';
import { startServer } from './lib/fan-out';
import { Histogram } from './lib/histogram';

const args = parseClientArgs();
const clients = args.maxClients;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waihui-bench-http-'));
const consent = {
  accepted: true,
  answers: Object.fromEntries(APPROPRIATENESS_QUESTIONS.map((q) => [q.id, q.expected])),
};

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function fundedUsers(database: Database): Promise<string[]> {
  const db = database.db;
  const now = () => new Date();
  const tokens: string[] = [];
  for (let c = 0; c < clients; c += 1) {
    const user = await insertUserWithSession(db, { label: `http${c}` });
    await creditDeposit(db, {
      userId: user.userId,
      currency: 'USD',
      amount: '1000000',
      idempotencyKey: `bench-http-${user.userId}`,
    });
    await transfer({ db, now }, user.userId, {
      fromAccount: 'coin',
      toAccount: 'contract',
      currency: 'USD',
      quantity: '1000000',
      idempotencyKey: null,
    });
    tokens.push(user.token);
  }
  return tokens;
}

// Users first, straight into the database, which is then handed to the server.
const opened = args.url
  ? await openBenchDatabase(args.url, 2)
  : {
      database: await openDatabase({ engine: 'pglite', dataDir }),
      label: 'PGlite 0.5 (files, one connection)',
      drop: async () => {},
    };
await runMigrations(opened.database);
const tokens = await fundedUsers(opened.database);
const serverEnv: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  // A loaded machine delays the simulated ticks; the orders are what is measured, not the feed.
  MARKET_STALENESS: 'false',
};
const scratchUrl = opened.database.url;
if (scratchUrl !== undefined) serverEnv.DATABASE_URL = scratchUrl;
await opened.database.close();

const server = await startServer('trading server', serverEnv);
const client = keepAliveClient(`http://127.0.0.1:${server.port}`, clients);
let latency = new Histogram();
const problems: string[] = [];
let requests = 0;
let roundTrips = 0;
const timed = async <T>(send: () => Promise<Envelope<T>>): Promise<Envelope<T>> => {
  const started = performance.now();
  const answer = await send();
  latency.add(performance.now() - started);
  requests += 1;
  if (answer.code !== 1 && problems.length < 5) problems.push(answer.msg);
  return answer;
};
const run = async (ms: number) => {
  const deadline = performance.now() + ms;
  await Promise.all(
    tokens.map(async (token, c) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        const open = await timed(() =>
          client.post<Envelope<{ position: { id: number } | null }>>('/api/lever/submit', token, {
            symbol: 'BTCUSD',
            side: (c + i) % 2 === 0 ? 'long' : 'short',
            type: 'market',
            lots: 1,
            leverage: 10,
            consent,
          }),
        );
        if (open.data.position === null) return;
        await timed(() =>
          client.post<Envelope<unknown>>('/api/lever/close', token, {
            position_id: open.data.position?.id,
          }),
        );
        roundTrips += 1;
      }
    }),
  );
};
try {
  await run(1000); // warm-up: consents, plans, connections
  requests = 0;
  roundTrips = 0;
  latency = new Histogram();
  const started = performance.now();
  await run(args.seconds * 1000);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nTrading over HTTP on ${opened.label.replace(/, pool \d+/, '')}: ${clients} clients (each its own user, keep-alive), ${args.seconds}s`,
  );
  console.log('  requests/s   round trips/s   p50 ms   p99 ms   max ms');
  console.log(
    `  ${String(Math.round(requests / seconds)).padStart(10)}   ${String(Math.round(roundTrips / seconds)).padStart(13)}   ${String(latency.percentile(0.5)).padStart(6)}   ${String(latency.percentile(0.99)).padStart(6)}   ${latency.max.toFixed(0).padStart(6)}`,
  );
} finally {
  client.close();
  await server.stop();
}
const after = scratchUrl
  ? await openDatabase({ engine: 'postgres', url: scratchUrl, maxConnections: 1 })
  : await openDatabase({ engine: 'pglite', dataDir });
problems.push(...(await auditBooks(after.db)));
await after.close();
await opened.drop();
rmSync(dataDir, { recursive: true, force: true });
printBooksAfterRun(
  problems,
  'every currency sums to zero, nothing negative, every request answered code 1',
);
