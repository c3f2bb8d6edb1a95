/**
 * Ledger benchmark (not a test): `npm run bench:ledger [-- --postgres URL] [--clients 16] [--seconds 5]`.
 * Also reads BENCH_DATABASE_URL. Without a URL it runs on a fresh in-memory PGlite.
 *
 * On the same database in the same run it measures
 *   - transfers per second through the ledger service (coin ↔ contract, each with an idempotency
 *     key, from `clients` concurrent clients, one user each), and
 *   - raw single-row insert transactions per second (BEGIN; INSERT one row; COMMIT) from the same
 *     number of concurrent clients,
 * interleaved in two rounds so that neither side gets the warm cache, and prints both and their
 * ratio. On PostgreSQL it creates a scratch database next to the one in the URL and drops it after.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { creditDeposit, transfer } from '../apps/server/src/modules/ledger/ledger.service';
import {
  auditBooks,
  insertUserWithSession,
  toleratePoolShutdown,
} from '../apps/server/src/modules/ledger/ledger.fixtures';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '5' },
  },
});
const url = values.postgres ?? process.env.BENCH_DATABASE_URL;
const clients = Number.parseInt(values.clients, 10);
const seconds = Number.parseFloat(values.seconds);

async function open(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  if (!url) {
    const database = await openDatabase({ engine: 'pglite' });
    await runMigrations(database);
    return { database, label: 'PGlite (in memory)', drop: async () => {} };
  }
  const name = `waihui_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = toleratePoolShutdown(
    await openDatabase({ engine: 'postgres', url: scratch.toString(), maxConnections: clients }),
  );
  await runMigrations(database);
  const server: unknown = await database.db.execute(
    sql`select current_setting('server_version') as v, current_setting('synchronous_commit') as s, current_setting('fsync') as f`,
  );
  const settings = (server as { rows: { v: string; s: string; f: string }[] }).rows[0];
  return {
    database,
    label: `PostgreSQL ${settings?.v} (fsync=${settings?.f}, synchronous_commit=${settings?.s}, pool ${clients})`,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Runs `work` from `clients` concurrent loops for `durationMs`; returns completed operations. */
async function hammer(durationMs: number, work: (client: number, i: number) => Promise<void>) {
  const deadline = performance.now() + durationMs;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        await work(client, i);
        done += 1;
      }
    }),
  );
  return { done, elapsedMs: performance.now() - started };
}

async function main(): Promise<void> {
  const { database, label, drop } = await open();
  const db = database.db;
  try {
    await db.execute(
      sql`create table bench_raw_inserts (id bigint generated always as identity primary key, amount numeric(36, 8) not null, created_at timestamptz not null default now())`,
    );
    const users: string[] = [];
    for (let c = 0; c < clients; c += 1) {
      const user = await insertUserWithSession(db, `bench${c}`);
      await creditDeposit(db, {
        userId: user.userId,
        currency: 'USD',
        amount: '1000000',
        idempotencyKey: `bench-${user.userId}`,
      });
      users.push(user.userId);
    }
    const deps = { db, now: () => new Date() };
    let run = 0;
    const transfers = (ms: number) => {
      run += 1;
      const round = run;
      return hammer(ms, async (client, i) => {
        await transfer(deps, users[client]!, {
          fromAccount: i % 2 === 0 ? 'coin' : 'contract',
          toAccount: null,
          currency: 'USD',
          quantity: '1.5',
          idempotencyKey: `r${round}-${i}`,
        });
      });
    };
    const raw = (ms: number) =>
      hammer(ms, async () => {
        await db.transaction(async (tx) => {
          await tx.execute(sql`insert into bench_raw_inserts (amount) values (${'1.5'})`);
        });
      });

    console.log(
      `\nLedger benchmark on ${label}: ${clients} concurrent clients, ${seconds}s × 2 rounds each`,
    );
    await transfers(500); // warm-up: plans, caches, first pages
    await raw(500);
    const totals = { transfers: 0, transfersMs: 0, raw: 0, rawMs: 0 };
    for (let round = 0; round < 2; round += 1) {
      const r = await raw(seconds * 1000);
      const t = await transfers(seconds * 1000);
      totals.raw += r.done;
      totals.rawMs += r.elapsedMs;
      totals.transfers += t.done;
      totals.transfersMs += t.elapsedMs;
    }
    const transfersPerSecond = (totals.transfers / totals.transfersMs) * 1000;
    const rawPerSecond = (totals.raw / totals.rawMs) * 1000;
    console.log((globalThis as unknown as { __W: unknown }).__W);
    const problems = await auditBooks(db);
    console.log(
      `  transfers through the ledger service : ${transfersPerSecond.toFixed(0).padStart(7)} /s  (${totals.transfers} transfers)`,
    );
    console.log(
      `  raw single-row insert transactions   : ${rawPerSecond.toFixed(0).padStart(7)} /s  (${totals.raw} inserts)`,
    );
    console.log(
      `  ratio transfers / raw inserts        : ${(transfersPerSecond / rawPerSecond).toFixed(2)}`,
    );
    console.log(
      `  books audit after the run            : ${problems.length === 0 ? 'balanced, nothing negative' : problems.join('; ')}\n`,
    );
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
    await drop();
  }
}

await main();
