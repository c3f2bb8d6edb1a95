import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/paths';
import { crashRunPassed, describeCrashReport, runCrash } from './crash-driver';
import type { CrashDatabase } from './crash-server';

/*
 * `npm run crash [-- --engine pglite|postgres --kills 20 --clients 6 --seed 14 --database-url URL]`:
 * the crash-safety run of crash-driver.ts (also in npm test as crash.test.ts, shorter), for longer
 * runs. postgres needs a server: --database-url URL (an empty database of its own), or a throwaway
 * cluster is started (scripts/lib/postgres.mjs). Exits 1 unless every check holds.
 */

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}
const ENGINE = option('engine', 'pglite');
const KILLS = Number(option('kills', '20'));
const CLIENTS = Number(option('clients', '6'));
const SEED = Number(option('seed', '14'));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waihui-crash-'));
let stopPostgres: (() => void) | null = null;
let database: CrashDatabase = { engine: 'pglite', dataDir };
if (ENGINE === 'postgres') {
  let url = option('database-url', '');
  if (url === '') {
    const { startPostgres } = (await import(path.join(REPO_ROOT, 'scripts/lib/postgres.mjs'))) as {
      startPostgres: () => Promise<{ url: string; stop: () => void }>;
    };
    const cluster = await startPostgres();
    url = cluster.url;
    stopPostgres = cluster.stop;
  }
  database = { engine: 'postgres', url, dataDir };
}

let passed = false;
try {
  const report = await runCrash({
    database,
    kills: KILLS,
    clients: CLIENTS,
    seed: SEED,
    killAfter: { answers: { min: 2, max: 30 }, afterMs: 500 },
    longDownEvery: 7,
    log: (line) => console.log(line),
  });
  for (const line of describeCrashReport(report)) console.log(line);
  passed = crashRunPassed(report);
} finally {
  stopPostgres?.();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
