import { openDatabase } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import { seededRandom } from '../seeded-random';
import { casesOf, randomCaseOf } from './fuzz-cases';
import {
  booksProblems,
  emptyStats,
  fuzzRoutes,
  sendCase,
  sendOversizedUrl,
  startFuzzApp,
} from './fuzz-run';

/*
 * `npm run fuzz [-- --requests 100000 --seed 14 --segment 10000]`: the long fuzz run (product.md §17.5).
 * The systematic cases of every route first, then random ones (one to three hostile fields at once)
 * until the count is reached, against in-memory PGlite apps through app.inject (no network), a fresh
 * one per segment. Prints the figures; exits 1 on any 5xx, non-envelope answer or unbalanced books.
 */

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

const REQUESTS = option('requests', 100_000);
const SEED = option('seed', 14);

const SEGMENT = option('segment', 10_000);
const stats = emptyStats();
const routes = fuzzRoutes();
const systematic = new Map(routes.map((route) => [route.operationId, casesOf(route)] as const));
const random = seededRandom(SEED);
const started = performance.now();
const books: string[] = [];

let lastReport = started;
let problemsShown = 0;
/** Prints problems as they are found (the run may be long). */
function showNewProblems(): void {
  for (const problem of stats.problems.slice(problemsShown)) console.log(`PROBLEM ${problem}`);
  problemsShown = stats.problems.length;
}

function report(final: boolean): void {
  const seconds = (performance.now() - started) / 1000;
  const line = `${stats.requests} requests, ${seconds.toFixed(0)} s, ${(stats.requests / seconds).toFixed(0)}/s, 5xx ${stats.fiveXx}, non-envelope ${stats.nonEnvelope}`;
  console.log(final ? `\n${line}` : `  … ${line}`);
}

// Segments of SEGMENT requests, each on a fresh in-memory database (what the cases pile up — users,
// orders, codes — would otherwise slow every later request), each ending with a books audit.
// The first segment sends every systematic case once; then random cases (logout kept out: it only
// ends sessions).
const randomRoutes = routes.filter((route) => route.operationId !== 'logout');
let segments = 0;
while (stats.requests < REQUESTS) {
  const database = await openDatabase({ engine: 'pglite' });
  await runMigrations(database);
  const fuzz = await startFuzzApp(database);
  const segmentEnd = Math.min(REQUESTS, stats.requests + SEGMENT);
  if (segments === 0) {
    for (const fuzzCase of [...systematic.values()].flat()) {
      if (stats.requests >= segmentEnd) break;
      await sendCase(fuzz, fuzzCase, stats);
      showNewProblems();
    }
    // Every route once with a URL over 16 KB, over a real socket (Node's parser answers 431).
    await fuzz.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = fuzz.app.server.address() as { port: number };
    for (const route of routes) await sendOversizedUrl(port, route, stats);
    showNewProblems();
  }
  while (stats.requests < segmentEnd) {
    const route = randomRoutes[Math.floor(random() * randomRoutes.length)]!;
    await sendCase(fuzz, randomCaseOf(route, random, systematic.get(route.operationId)!), stats);
    showNewProblems();
    if (performance.now() - lastReport > 15_000) {
      lastReport = performance.now();
      report(false);
    }
  }
  await fuzz.close();
  books.push(...(await booksProblems(database)));
  await database.close();
  segments += 1;
}

report(true);
console.log(
  `routes ${routes.length}, seed ${SEED}, ${segments} segments of up to ${SEGMENT} requests`,
);
console.log(
  `by HTTP status: ${Object.entries(stats.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')}`,
);
console.log(`books: ${books.length === 0 ? 'balanced after every segment' : books.join('; ')}`);
if (stats.problems.length > 0) console.log(`problems: ${stats.problems.length} shown above`);
process.exit(stats.fiveXx + stats.nonEnvelope + books.length === 0 ? 0 : 1);
