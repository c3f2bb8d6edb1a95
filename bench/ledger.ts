/**
 * Ledger benchmark (not a test):
 *   npm run bench:ledger [-- --postgres URL] [--clients 1,16,64] [--seconds 3]
 * Also reads BENCH_DATABASE_URL. Without a URL it runs on a fresh in-memory PGlite.
 *
 * On the same database in the same run, for each number of concurrent clients, it measures
 *   - transfers per second through the ledger service (`transfer()`: coin ↔ contract, each with an
 *     idempotency key, every client its own user, as the HTTP route calls it), and
 *   - raw single-row insert transactions per second (BEGIN; INSERT one row; COMMIT) from the same
 *     number of concurrent clients,
 * interleaved in two rounds so neither side gets the warmer cache, and prints both and their ratio.
 * The books are audited at the end. On PostgreSQL it creates a scratch database next to the one
 * in the URL (pool size = the largest client count) and drops it afterwards.
 */
import { transfer } from '../apps/server/src/modules/ledger';
import { auditBooks } from '../apps/server/src/modules/ledger/ledger.fixtures';
import {
  fundedBenchUsers,
  hammer,
  parseClientArgs,
  printBesideRawInserts,
  printBooksAfterRun,
  withBenchDatabase,
} from './lib/bench-db';

const args = parseClientArgs();

await withBenchDatabase(args.url, args.maxClients, async (database, label) => {
  const db = database.db;
  const users = await fundedBenchUsers(database, args.maxClients);
  const deps = { db, now: () => new Date() };
  let run = 0;
  const transfers = (clients: number, ms: number) => {
    run += 1;
    const round = run;
    return hammer(clients, ms, async (client, i) => {
      await transfer(deps, users[client]!, {
        fromAccount: i % 2 === 0 ? 'coin' : 'contract',
        toAccount: null,
        currency: 'USD',
        quantity: '1.5',
        idempotencyKey: `r${round}-${i}`,
      });
    });
  };
  await printBesideRawInserts({
    database,
    title: `Ledger benchmark on ${label}`,
    unit: 'transfers/s',
    args,
    work: transfers,
  });
  printBooksAfterRun(
    await auditBooks(db),
    'every currency sums to zero, nothing negative, balances = their postings',
  );
});
