/**
 * Lighthouse benchmark (not a test; never fails on speed):
 *   npm run bench:lighthouse [-- --rounds 3] [--no-build]
 *
 * Lighthouse mobile performance (its default: Moto G Power emulation, simulated slow 4G) of the
 * app's home route, http://127.0.0.1:PORT/#/pages/index/index, beside a bare Vite React page (the
 * smallest thing a Vite React app can be) built by this script into a temp directory with the same
 * Vite plugins (React, precompress) and served by the same server (apps/server, its web-app plugin
 * and compression), each on its own port and throw-away PGlite. Same run, alternating rounds (bare,
 * home, bare, home, …) in one Debian Chromium, so neither gets a warmer machine. Prints each run,
 * the medians and the ratio home score / bare score (goal ≥ 0.95).
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBarePage } from '../apps/web/build/bare-page';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/web/e2e/chromium';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
const rounds = Number.parseInt(values.rounds, 10);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'apps/web');
const HOME_PATH = '/#/pages/index/index';

/** Starts apps/server on a port and data dir of its own, serving `webDist`; resolves when up. */
async function startServer(port: number, webDist: string, dataDir: string): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  };
  execSync(`npx tsx ${path.join(root, 'apps/server/src/db/migrate-cli.ts')}`, {
    env,
    stdio: 'ignore',
  });
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    { env, stdio: 'ignore', cwd: root },
  );
  for (let waited = 0; waited < 120_000; waited += 500) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error(`server on port ${port} did not start`);
}

interface Run {
  page: 'bare' | 'home';
  score: number;
  lcpMs: number;
  transferBytes: number;
}

async function audit(url: string, chromePort: number, page: Run['page']): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (result === undefined) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    transferBytes: Math.round(lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN),
  };
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function row(label: string, score: number, lcpMs: number, bytes: number): string {
  return `${label.padEnd(14)} score ${String(score).padStart(3)}   LCP ${String(lcpMs).padStart(5)} ms   transferred ${(bytes / 1000).toFixed(1).padStart(7)} KB`;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'waihui-bench-lh-'));
const servers: ChildProcess[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  if (!values['no-build']) {
    execSync('npm run build -w @waihui/web', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const bareDist = await buildBarePage(path.join(scratch, 'bare'));
  const homePort = 18790 + Math.floor(Math.random() * 100);
  const barePort = homePort + 100;
  servers.push(
    await startServer(homePort, path.join(webRoot, 'dist'), path.join(scratch, 'home-data')),
    await startServer(barePort, bareDist, path.join(scratch, 'bare-data')),
  );
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const runs: Run[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const [page, url] of [
      ['bare', `http://127.0.0.1:${barePort}/`],
      ['home', `http://127.0.0.1:${homePort}${HOME_PATH}`],
    ] as const) {
      const run = await audit(url, chrome.port, page);
      runs.push(run);
      console.log(row(`round ${round} ${page}`, run.score, run.lcpMs, run.transferBytes));
    }
  }
  const summary = (page: Run['page']) => {
    const mine = runs.filter((run) => run.page === page);
    return {
      score: median(mine.map((run) => run.score)),
      lcpMs: median(mine.map((run) => run.lcpMs)),
      transferBytes: median(mine.map((run) => run.transferBytes)),
    };
  };
  const bare = summary('bare');
  const home = summary('home');
  console.log(
    `\nmedians of ${rounds} rounds (Lighthouse ${'12.8.2'}, mobile, simulated throttling)`,
  );
  console.log(row('bare Vite page', bare.score, bare.lcpMs, bare.transferBytes));
  console.log(row('home route', home.score, home.lcpMs, home.transferBytes));
  console.log(
    `ratio home / bare performance score: ${(home.score / bare.score).toFixed(2)} (goal ≥ 0.95)`,
  );
} finally {
  chrome?.kill();
  for (const server of servers) server.kill('SIGTERM');
  // Give the servers a moment to close their PGlite before the data dirs go.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(scratch, { recursive: true, force: true });
}
