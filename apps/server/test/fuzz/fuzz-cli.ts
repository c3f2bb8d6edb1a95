import { openDatabase } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import { casesOf, randomCaseOf, seededRandom, type FuzzCase } from './fuzz-cases';
import { booksProblems, emptyStats, fuzzRoutes, sendCase, startFuzzApp } from './fuzz-run';

/*
 * `npm run fuzz [-- --requests 100000 --seed 14]`: the long fuzz run (issue 14). The systematic cases
 * of every route first, then random ones (one to three hostile fields at once) until the count is
 * reached, all against an in-memory PGlite app through app.inject (no network). Prints the figures;
 * exits 1 on any 5xx, non-envelope answer or unbalanced books.
 */

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

const REQUESTS = option('requests', 100_000);
const SEED = option('seed', 14);

const database = await openDatabase({ engine: 'pglite' });
await runMigrations(database);
const fuzz = await startFuzzApp(database);
const stats = emptyStats();
const routes = fuzzRoutes();
const systematic = new Map(routes.map((route) => [route.operationId, casesOf(route)] as const));
const random = seededRandom(SEED);
const started = performance.now();

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

// 1. Every systematic case once; 2. random cases over the routes (logout kept out: it only ends sessions).
const plan: FuzzCase[] = [...systematic.values()].flat();
for (const fuzzCase of plan) {
  if (stats.requests >= REQUESTS) break;
  await sendCase(fuzz, fuzzCase, stats);
  showNewProblems();
}
const randomRoutes = routes.filter((route) => route.operationId !== 'logout');
while (stats.requests < REQUESTS) {
  const route = randomRoutes[Math.floor(random() * randomRoutes.length)]!;
  await sendCase(fuzz, randomCaseOf(route, random, systematic.get(route.operationId)!), stats);
  showNewProblems();
  if (performance.now() - lastReport > 15_000) {
    lastReport = performance.now();
    report(false);
  }
}
await fuzz.close();
const books = await booksProblems(database);
await database.close();

report(true);
console.log(`routes ${routes.length}, seed ${SEED}`);
console.log(
  `by HTTP status: ${Object.entries(stats.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')}`,
);
console.log(`books: ${books.length === 0 ? 'balanced' : books.join('; ')}`);
if (stats.problems.length > 0) console.log(`problems: ${stats.problems.length} shown above`);
process.exit(stats.fiveXx + stats.nonEnvelope + books.length === 0 ? 0 : 1);
