/**
 * What the database benchmarks share (bench/ledger.ts, bench/trading-throughput.ts): a fresh
 * database to run on — in-memory PGlite, or a scratch database created next to a PostgreSQL URL and
 * dropped afterwards — its funded users, the concurrent-clients loop that counts operations per second,
 * its command line and the audit of the books printed at the end.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { creditDeposit } from '../../apps/server/src/modules/ledger';
import { insertUserWithSession } from '../../apps/server/test/users';

export interface BenchDatabase {
  database: Database;
  /** Engine and settings, for the printout. */
  label: string;
  /** Drops the scratch database (PostgreSQL); call after database.close(). */
  drop: () => Promise<void>;
}

/** A migrated database: PGlite in memory without `url`, else a scratch PostgreSQL database (pool `maxClients`). */
export async function openBenchDatabase(
  url: string | undefined,
  maxClients: number,
): Promise<BenchDatabase> {
  if (!url) {
    const database = await openDatabase({ engine: 'pglite' });
    await runMigrations(database);
    return { database, label: 'PGlite 0.5 (in memory, one connection)', drop: async () => {} };
  }
  const name = `waihui_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({
    engine: 'postgres',
    url: scratch.toString(),
    maxConnections: maxClients,
  });
  await runMigrations(database);
  const server: unknown = await database.db.execute(
    sql`select current_setting('server_version') as v, current_setting('fsync') as f, current_setting('synchronous_commit') as s`,
  );
  const settings = (server as { rows: { v: string; f: string; s: string }[] }).rows[0];
  return {
    database,
    label: `PostgreSQL ${settings?.v.split(' ')[0]} (fsync=${settings?.f}, synchronous_commit=${settings?.s}, pool ${maxClients})`,
    drop: async () => {
      // pool.end() resolves before its sockets are closed: let them go before dropping the database.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Runs `bench` on a fresh database (`openBenchDatabase`), then closes it and drops the scratch
 * database, also when the bench throws.
 */
export async function withBenchDatabase(
  url: string | undefined,
  maxClients: number,
  bench: (database: Database, label: string) => Promise<void>,
): Promise<void> {
  const { database, label, drop } = await openBenchDatabase(url, maxClients);
  try {
    await bench(database, label);
  } finally {
    await database.close();
    await drop();
  }
}

/** `count` users (labels bench0, bench1…), each credited 1,000,000 USD in the coin account; their ids. */
export async function fundedBenchUsers(database: Database, count: number): Promise<string[]> {
  const users: string[] = [];
  for (let c = 0; c < count; c += 1) {
    const user = await insertUserWithSession(database.db, { label: `bench${c}` });
    await creditDeposit(database.db, {
      userId: user.userId,
      currency: 'USD',
      amount: '1000000',
      idempotencyKey: `bench-${user.userId}`,
    });
    users.push(user.userId);
  }
  return users;
}

/**
 * Prints the audit of the books after a run — `clean` says what a run without problems proved,
 * `lead` goes before it — and makes the process exit 1 when there is a problem.
 */
export function printBooksAfterRun(problems: readonly string[], clean: string, lead = ''): void {
  console.log(
    `  ${lead}books after the run: ${problems.length === 0 ? clean : problems.join('; ')}\n`,
  );
  if (problems.length > 0) process.exitCode = 1;
}

/** Runs `work` from `clients` concurrent loops for `durationMs`; returns how many ran and the time taken. */
export async function hammer(
  clients: number,
  durationMs: number,
  work: (client: number, i: number) => Promise<void>,
): Promise<{ done: number; ms: number }> {
  const started = performance.now();
  const deadline = started + durationMs;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        await work(client, i);
        done += 1;
      }
    }),
  );
  return { done, ms: performance.now() - started };
}

/** A table for the raw baseline: one single-row insert per transaction. */
export async function createRawInsertTable(database: Database): Promise<void> {
  await database.db.execute(
    sql`create table bench_raw_inserts (id bigint generated always as identity primary key, amount numeric(36, 8) not null, created_at timestamptz not null default now())`,
  );
}

/** BEGIN; INSERT one row; COMMIT — the baseline a money operation is compared with. */
export async function rawInsertTransaction(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into bench_raw_inserts (amount) values (${'1.5'})`);
  });
}

/**
 * The table both database benches print: for each client count, `work` and the raw-insert baseline
 * (`rawInsertTransaction` on `database`, in a table made for it), alternated over 2 rounds of
 * `seconds` each after a short warm-up, as operations per second and their ratio (work ÷ raw).
 * `unit` heads the work column ("transfers/s", "round trips/s").
 */
export async function printBesideRawInserts(options: {
  database: Database;
  title: string;
  unit: string;
  /** The command line's client counts and seconds (parseClientArgs). */
  args: ClientArgs;
  work: (clients: number, ms: number) => Promise<{ done: number; ms: number }>;
}): Promise<void> {
  const { database, work } = options;
  const { clientCounts, maxClients, seconds } = options.args;
  await createRawInsertTable(database);
  const raw = (clients: number, ms: number) =>
    hammer(clients, ms, () => rawInsertTransaction(database));
  const width = Math.max(options.unit.length, 11);
  console.log(`\n${options.title}, ${seconds}s × 2 rounds per figure`);
  console.log(`  clients   ${options.unit.padStart(width)}   raw inserts/s   ratio`);
  await work(maxClients, 500); // warm-up: plans, caches, first rows
  await raw(maxClients, 500);
  for (const clients of clientCounts) {
    const sums = { w: 0, wMs: 0, r: 0, rMs: 0 };
    for (let round = 0; round < 2; round += 1) {
      const r = await raw(clients, seconds * 1000);
      const w = await work(clients, seconds * 1000);
      sums.r += r.done;
      sums.rMs += r.ms;
      sums.w += w.done;
      sums.wMs += w.ms;
    }
    const perSecondW = (sums.w / sums.wMs) * 1000;
    const perSecondR = (sums.r / sums.rMs) * 1000;
    console.log(
      `  ${String(clients).padStart(7)}   ${perSecondW.toFixed(0).padStart(width)}   ${perSecondR.toFixed(0).padStart(13)}   ${(perSecondW / perSecondR).toFixed(2).padStart(5)}`,
    );
  }
}

/** A bench's command line (parseClientArgs); `maxClients` is the largest of `clientCounts`. */
export interface ClientArgs {
  url: string | undefined;
  clientCounts: number[];
  seconds: number;
  maxClients: number;
}

/**
 * The command line of a bench that hammers with several client counts: `--clients 1,16,64` (how many
 * concurrent clients, one run each), `--seconds 3` (per run), `--postgres URL` (else BENCH_DATABASE_URL,
 * else in-memory PGlite). Exits 2 with the usage on a bad value.
 */
export function parseClientArgs(): ClientArgs {
  const { values } = parseArgs({
    options: {
      postgres: { type: 'string' },
      clients: { type: 'string', default: '1,16,64' },
      seconds: { type: 'string', default: '3' },
    },
  });
  const url = values.postgres ?? process.env.BENCH_DATABASE_URL;
  const clientCounts = values.clients.split(',').map((n) => Number.parseInt(n, 10));
  const seconds = Number.parseFloat(values.seconds);
  if (clientCounts.some((n) => !(n > 0)) || !(seconds > 0)) {
    console.error('usage: --clients 1,16,64 --seconds 3 [--postgres URL]');
    process.exit(2);
  }
  return { url, clientCounts, seconds, maxClients: Math.max(...clientCounts) };
}
