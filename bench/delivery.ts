/**
 * Delivery settlement benchmark (not a test; prints, never fails on speed):
 * `npm run bench:delivery [-- --contracts 100000 --users 1000 --postgres URL]` (also reads
 * BENCH_DATABASE_URL; without a URL it runs on a fresh in-memory PGlite).
 *
 * `contracts` open 60 s contracts (BTCUSD, 10 USD each, half up, half down, open mid 60005) of
 * `users` users, all expiring within the same second, are written straight into the table. The
 * settlement worker (delivery.worker.ts) loads them as at a server start; then one BTCUSD quote
 * (mid 60105, one second after that second) pops every one of them on the trigger path, and the
 * worker settles them in batches through the ledger (the up half wins 18 USD each). It prints
 *   - the start (load every open contract into the heaps) and the pop on the expiry quote;
 *   - how long until every contract is settled, as contracts/s, beside raw single-row insert
 *     transactions/s on the same database (the baseline of bench/lib: BEGIN; INSERT; COMMIT);
 *   - the quotes per second the trigger path took meanwhile: quotes are pushed through
 *     `worker.onQuote` as fast as the event loop lets them (1,000 per turn: ETHUSD, whose 1,000
 *     far-off contracts stay in their heap, and BTCUSD) while the settlement runs, with the longest
 *     and median time between two turns (how long a quote could wait), beside the same loop with no
 *     settlement running. On PGlite the database runs on the event loop's thread, so a quote waits
 *     for the batch being written (sized to about 80 ms, delivery.worker.ts); with PostgreSQL it waits only for the JavaScript.
 * The books are audited at the end and every expired contract must be settled.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { createMarketFeed } from '../apps/server/src/market-feed';
import { auditBooks } from '../apps/server/src/modules/ledger/ledger.fixtures';
import {
  createDelivery,
  type DeliveryQuote,
  type DeliveryWorker,
} from '../apps/server/src/modules/delivery';
import {
  createRawInsertTable,
  hammer,
  printBooksAfterRun,
  rawInsertTransaction,
  withBenchDatabase,
} from './lib/bench-db';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    contracts: { type: 'string', default: '100000' },
    users: { type: 'string', default: '1000' },
  },
});
const url = values.postgres ?? process.env.BENCH_DATABASE_URL;
const CONTRACTS = Number.parseInt(values.contracts, 10);
const USERS = Number.parseInt(values.users, 10);
if (!(CONTRACTS > 0) || !(USERS > 0)) {
  console.error('usage: --contracts 100000 --users 1000 [--postgres URL]');
  process.exit(2);
}

const REPLAY_FILE = 'apps/server/src/modules/trading/fixtures/trading.jsonl';
/** The second every contract expires in: 2026-11-22 10:01:00.000 … .999 UTC. */
const EXPIRY_SECOND = Date.parse('2026-11-22T10:01:00.000Z');
const QUOTES_PER_TURN = 1_000;
const log = { info: () => {}, error: (o: object, m: string) => console.error(m, o) };

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Pushes quotes stamped `tsMs` through the trigger path, 1,000 per event-loop turn, until `done()` and `minMs`. */
async function pushQuotes(
  worker: DeliveryWorker,
  done: () => boolean,
  minMs: number,
  tsMs: number,
): Promise<{ quotes: number; ms: number; maxGapMs: number; medianGapMs: number }> {
  const started = performance.now();
  let quotes = 0;
  /** Time between two turns: how long a quote arriving meanwhile would have waited. */
  const gaps: number[] = [];
  let last = started;
  let seq = 10_000_000;
  while (!done() || performance.now() - started < minMs) {
    for (let i = 0; i < QUOTES_PER_TURN; i += 1) {
      seq += 1;
      const eth = i % 2 === 0;
      const quote: DeliveryQuote = {
        symbol: eth ? 'ETHUSD' : 'BTCUSD',
        bid: eth ? '3000.00' : '60100.00',
        ask: eth ? '3001.00' : '60110.00',
        ts: tsMs,
        seq,
      };
      worker.onQuote(quote);
      quotes += 1;
    }
    await turn();
    const at = performance.now();
    gaps.push(at - last);
    last = at;
  }
  gaps.sort((a, b) => a - b);
  return {
    quotes,
    ms: performance.now() - started,
    maxGapMs: gaps[gaps.length - 1] ?? 0,
    medianGapMs: gaps[Math.floor(gaps.length / 2)] ?? 0,
  };
}

await withBenchDatabase(url, 4, async (database, label) => {
  const db = database.db;
  await createRawInsertTable(database);
  // The app's market wiring (it seeds the instruments), never started: quotes are pushed by hand.
  // The clock at 10:00:30: nothing has expired when the worker starts (none is "after restart").
  const now = () => new Date(EXPIRY_SECOND - 30_000);
  const market = await createMarketFeed({
    config: loadConfig({
      MARKET_FEED: `replay:${REPLAY_FILE}`,
      DEMO_MODE: 'false',
      // Quotes are pushed by hand on a fixed clock, not the feed's receive times: settle on them.
      MARKET_STALENESS: 'false',
    }),
    database,
    now,
    log: pino({ enabled: false }),
  });
  // One quote from the file, so each instrument is live (the worker settles only on live prices).
  market.replayFeed().step(1);
  await db.execute(sql`
    insert into users (email, password_hash, invite_code)
    select 'bench' || g || '@example.com', 'x', 'BENCH' || g from generate_series(1, ${USERS}) g`);
  const seeded = performance.now();
  // Contract g: user g mod USERS, up when g is even, expiring g mod 1000 ms into the second.
  await db.execute(sql`
    with u as (select id, row_number() over (order by uid) - 1 as n from users)
    insert into delivery_contracts (user_id, symbol, direction, seconds, payout_rate, stake, status,
      opened_at, expires_at, open_mid, open_bid, open_ask, open_quoted_at, open_quote_seq)
    select u.id, 'BTCUSD', case when g % 2 = 0 then 'up' else 'down' end, 60, '0.8', '10', 'open',
      to_timestamp(${EXPIRY_SECOND / 1000} - 60), to_timestamp(${EXPIRY_SECOND / 1000}) + (g % 1000) * interval '1 millisecond',
      '60005', '60000.00', '60010.00', to_timestamp(${EXPIRY_SECOND / 1000} - 60), 1
    from generate_series(1, ${CONTRACTS}) g join u on u.n = g % ${USERS}`);
  // 1,000 ETHUSD contracts expiring an hour later: a heap the quotes meanwhile look at, never pop.
  await db.execute(sql`
    with u as (select id from users order by uid limit 1)
    insert into delivery_contracts (user_id, symbol, direction, seconds, payout_rate, stake, status,
      opened_at, expires_at, open_mid, open_bid, open_ask, open_quoted_at, open_quote_seq)
    select u.id, 'ETHUSD', 'up', 600, '0.88', '10', 'open', to_timestamp(${EXPIRY_SECOND / 1000}),
      to_timestamp(${EXPIRY_SECOND / 1000} + 3600), '3000.5', '3000.00', '3001.00', to_timestamp(${EXPIRY_SECOND / 1000}), 1
    from generate_series(1, 1000) g, u`);
  console.log(
    `\nDelivery settlement on ${label}: ${CONTRACTS.toLocaleString('en')} contracts of ${USERS.toLocaleString('en')} users expiring in one second (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
  );

  const raw = await hammer(1, 3_000, () => rawInsertTransaction(database));
  const rawPerSecond = (raw.done / raw.ms) * 1000;

  const { worker } = createDelivery({
    config: { COMPLIANCE_PROFILE: 'standard' },
    db,
    now,
    market,
    log,
  });
  let started = performance.now();
  await worker.start();
  const loadMs = performance.now() - started;

  // Baseline: the trigger path with nothing to settle (no BTCUSD contract is due yet at 10:00:30).
  const idle = await pushQuotes(worker, () => true, 2_000, EXPIRY_SECOND - 30_000);

  started = performance.now();
  const cpuBefore = process.cpuUsage();
  worker.onQuote({
    symbol: 'BTCUSD',
    bid: '60100.00',
    ask: '60110.00',
    ts: EXPIRY_SECOND + 1_000,
    seq: 5_000_000,
  });
  const popMs = performance.now() - started;
  let settledAt = 0;
  const settling = worker.idle().then(() => {
    settledAt = performance.now();
  });
  const during = await pushQuotes(worker, () => settledAt !== 0, 0, EXPIRY_SECOND + 1_000);
  await settling;
  const settleMs = settledAt - started;
  // This process's CPU (all threads) meanwhile: on a loaded machine, wall time is mostly waiting.
  const cpu = process.cpuUsage(cpuBefore);
  await worker.stop();

  const perSecond = (n: number, ms: number) => ((n / ms) * 1000).toFixed(0);
  console.log(
    `  start: ${CONTRACTS + 1000} open contracts into the heaps in ${loadMs.toFixed(0)} ms`,
  );
  console.log(
    `  expiry quote: popped ${CONTRACTS.toLocaleString('en')} due contracts in ${popMs.toFixed(1)} ms`,
  );
  console.log('                                     delivery             raw inserts/s   ratio');
  console.log(
    `  settled all in ${(settleMs / 1000).toFixed(1)} s      ${perSecond(CONTRACTS, settleMs).padStart(7)} contracts/s   ${rawPerSecond.toFixed(0).padStart(13)}   ${(CONTRACTS / settleMs / (rawPerSecond / 1000)).toFixed(2).padStart(5)}`,
  );
  console.log(
    `  this process's CPU meanwhile: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (settling and pushing quotes)`,
  );
  console.log(
    `  trigger path meanwhile: ${perSecond(during.quotes, during.ms)} quotes/s (${during.quotes.toLocaleString('en')} quotes; a quote waited up to ${during.maxGapMs.toFixed(0)} ms, median ${during.medianGapMs.toFixed(0)} ms)`,
  );
  console.log(
    `  trigger path with nothing to settle: ${perSecond(idle.quotes, idle.ms)} quotes/s (wait up to ${idle.maxGapMs.toFixed(1)} ms)`,
  );

  const problems = await auditBooks(db);
  const left: unknown = await db.execute(
    sql`select count(*)::int as n from delivery_contracts where status = 'open' and symbol = 'BTCUSD'`,
  );
  const open = (left as { rows: { n: number }[] }).rows[0]?.n;
  if (open !== 0) problems.push(`${open} expired contracts left open`);
  const paid: unknown = await db.execute(
    sql`select count(*)::int as n, coalesce(sum(payout), 0)::text as total from delivery_contracts where outcome = 'win'`,
  );
  const wins = (paid as { rows: { n: number; total: string }[] }).rows[0];
  printBooksAfterRun(
    problems,
    'every currency sums to zero, nothing negative, balances = their postings, every expired contract settled',
    `${wins?.n.toLocaleString('en')} won (paid ${wins?.total} USD); `,
  );
  await market.stop();
});
