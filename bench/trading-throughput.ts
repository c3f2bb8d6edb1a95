/**
 * Trading throughput benchmark, part (a) of `npm run bench:trading` (not a test; prints, never fails
 * on speed): `tsx bench/trading-throughput.ts [--postgres URL] [--clients 1,16,64] [--seconds 3]`.
 * Also reads BENCH_DATABASE_URL. Without a URL it runs on a fresh in-memory PGlite.
 *
 * On the same database in the same run, for each number of concurrent clients, it measures
 *   - market round trips per second: open (market, BTCUSD long or short 1 lot 10x) then close, through
 *     the module's commands as the HTTP routes call them (`commands.submitOrder`, `closePosition`:
 *     commit, then the engine told — its account refresh is waited for inside the timed window), every
 *     client its own user; and
 *   - raw single-row insert transactions per second (BEGIN; INSERT one row; COMMIT) from the same
 *     number of concurrent clients,
 * interleaved in two rounds so neither side gets the warmer cache; it prints both and their ratio
 * (goal ≥ 1.0 at 64 clients). The market is the app's own wiring on the trading tests' replay file
 * at its first tick (BTCUSD bid 60000.00 / ask 60010.00), fixed: every round trip loses the spread
 * and two fees. The books are audited at the end and every position is closed.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { APPROPRIATENESS_QUESTIONS } from '@waihui/core';
import { loadConfig } from '../apps/server/src/config';
import { createMarketFeed } from '../apps/server/src/market-feed';
import { transfer } from '../apps/server/src/modules/ledger';
import { auditBooks } from '../apps/server/src/modules/ledger/ledger.fixtures';
import { createTrading } from '../apps/server/src/modules/trading';
import {
  fundedBenchUsers,
  hammer,
  parseClientArgs,
  printBesideRawInserts,
  printBooksAfterRun,
  withBenchDatabase,
} from './lib/bench-db';

const args = parseClientArgs();

const REPLAY_FILE = 'apps/server/src/modules/trading/fixtures/trading.jsonl';
const silent = { info: () => {}, error: (o: object, m: string) => console.error(m, o) };

await withBenchDatabase(args.url, args.maxClients, async (database, label) => {
  const db = database.db;
  // The app's market wiring on the trading tests' replay file, stepped once and never started (no
  // timers): BTCUSD's terms from the seeded catalogue, its quote fixed at 60000.00 / 60010.00.
  // The module as app.ts wires it, on the default settings (standard profile, stop-out at 50%).
  const now = () => new Date();
  const config = loadConfig({
    MARKET_FEED: `replay:${REPLAY_FILE}`,
    DEMO_MODE: 'false',
    // The file's recorded times are not the wall clock this bench runs on: deal on them anyway.
    MARKET_STALENESS: 'false',
  });
  const market = await createMarketFeed({
    config,
    database,
    now,
    log: pino({ enabled: false }),
  });
  market.replayFeed().step(1);
  const { commands, engine } = createTrading({ config, db, now, market, log: silent });
  await engine.start();
  const answers = Object.fromEntries(APPROPRIATENESS_QUESTIONS.map((q) => [q.id, q.expected]));
  const consent = { accepted: true, answers };
  const users = await fundedBenchUsers(database, args.maxClients);
  for (const userId of users) {
    await transfer({ db, now }, userId, {
      fromAccount: 'coin',
      toAccount: 'contract',
      currency: 'USD',
      quantity: '1000000',
      idempotencyKey: null,
    });
  }

  const roundTrips = async (clients: number, ms: number) => {
    const result = await hammer(clients, ms, async (client, i) => {
      const userId = users[client]!;
      const opened = await commands.submitOrder(userId, {
        symbol: 'BTCUSD',
        side: i % 2 === 0 ? 'long' : 'short',
        type: 'market',
        lots: 1,
        leverage: 10,
        limitPrice: null,
        takeProfit: null,
        stopLoss: null,
        idempotencyKey: null,
        consent,
      });
      if (opened.position === null) throw new Error('a market order did not fill');
      await commands.closePosition(userId, opened.position.id);
    });
    // The engine's follow-up work (account refreshes) belongs to what the round trips cost.
    const started = performance.now();
    await engine.idle();
    return { done: result.done, ms: result.ms + (performance.now() - started) };
  };
  await printBesideRawInserts({
    database,
    title: `Trading throughput on ${label}`,
    unit: 'round trips/s',
    args,
    work: roundTrips,
  });
  await engine.stop();
  await market.stop();
  const problems = await auditBooks(db);
  const counted: unknown = await db.execute(
    sql`select count(*)::int as n from trading_positions where status = 'open'`,
  );
  const open = (counted as { rows: { n: number }[] }).rows[0]?.n;
  if (open !== 0) problems.push(`${open} positions left open`);
  printBooksAfterRun(
    problems,
    'every currency sums to zero, nothing negative, balances = their postings, no position left open',
  );
});
