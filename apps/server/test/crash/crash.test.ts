import { afterAll, expect, it } from 'vitest';
import { describeCrashReport, runCrash } from './crash-driver';
import { crashDatabase } from './crash-database';

/*
 * Crash safety (product.md §17.5) in npm test, on the engine of the run: PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set (a database of its own, dropped after). 20 SIGKILLs during a stream of
 * keyed transfers, orders, closes, delivery contracts and withdrawals from four clients, then one
 * more with open delivery contracts expiring while the server is down (crash-driver.ts). Pass or
 * fail is decided by what the database and the restarted server hold, never by how long it took;
 * the time limit only stops a run that hangs. `npm run crash` runs longer ones.
 */

const crashDb = crashDatabase('crash');
afterAll(() => crashDb.drop());

it(
  'loses and doubles nothing across 20 SIGKILLs: books balanced, locks equal withdrawals, everything open resumes',
  async () => {
    const database = await crashDb.open();
    const report = await runCrash({
      database,
      kills: 20,
      clients: 4,
      seed: 14,
      killAfter: { answers: { min: 1, max: 8 }, afterMs: 300 },
      longDownEvery: 0,
      log: (line) => console.log(line),
    });
    console.log(describeCrashReport(report).join('\n'));

    expect(report.kills).toBe(21);
    expect(report.restarts).toBe(21);
    // Every kind of request was accepted at least once, so each was exposed to the kills.
    for (const kind of ['transfer', 'order', 'delivery', 'withdrawal'] as const)
      expect(report.accepted[kind], kind).toBeGreaterThan(0);
    expect({
      lost: report.audit.lost,
      doubled: report.audit.doubled,
      unaccounted: report.audit.unaccounted,
      closesOrCancelsMissing: report.audit.changesMissing,
      notResumed: report.notResumed,
      books: report.audit.books,
      lockMismatches: report.audit.lockMismatches,
      deliveryOpen: report.audit.delivery.open,
      expiredWhileDownUnflagged: report.audit.delivery.expiredDownUnflagged,
    }).toEqual({
      lost: 0,
      doubled: 0,
      unaccounted: 0,
      closesOrCancelsMissing: 0,
      notResumed: 0,
      books: [],
      lockMismatches: [],
      deliveryOpen: 0,
      expiredWhileDownUnflagged: 0,
    });
    // Keyed rows equal the accepted requests of each kind: nothing lost, nothing extra.
    expect(report.audit.rows).toEqual({
      transfer: report.accepted.transfer,
      order: report.accepted.order,
      delivery: report.accepted.delivery,
      withdrawal: report.accepted.withdrawal,
    });
    expect(report.audit.delivery.settledAfterRestart).toBeGreaterThan(0);
  },
  15 * 60_000,
);
