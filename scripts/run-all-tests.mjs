// Runs every suite and closes with one line "N passed, N failed" over all of them.
// Checks without test counts (typecheck, lint, format, build, size) count as one test each.
//
// The suites share the machine's cores (2 on the reference machine) in two lanes that start at once:
//  - the unit lane (Vitest on PGlite, then the server project again on PostgreSQL), the longest;
//  - the check lane: the three checks side by side (each single-threaded), then the browser lane
//    (web build, Playwright, size budget), which mostly waits on its pages and servers.
// The unit lane's tests wait on servers, sockets and timers for about a third of its time (a
// fresh-clone run used 1.35 of 2 cores beside the browser lane): the checks fill that instead of
// holding the unit lane back by their 2–3 minutes (docs/testing.md, "How long `npm test` takes").
// Output that would interleave is kept and printed whole after the unit lane's: the checks', then
// the browser lane's. Each summary line says how long its step took.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort, startPostgres } from './lib/postgres.mjs';
import { startRedis } from './lib/redis.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** @typedef {{ name: string, passed: number, failed: number, seconds: number, cpu: number }} Result */
/** @type {Result[]} */
const results = [];
const runStarted = performance.now();

/**
 * A step's output: written through at once (`live`), or kept and printed later (`kept`), so steps
 * running side by side do not interleave.
 */
class Output {
  /** @param {boolean} live */
  constructor(live) {
    this.live = live;
    /** @type {Buffer[]} */
    this.kept = [];
  }

  /** @param {string | Buffer} chunk */
  write(chunk) {
    if (this.live) process.stdout.write(chunk);
    else this.kept.push(Buffer.from(chunk));
  }

  flush() {
    for (const chunk of this.kept.splice(0)) process.stdout.write(chunk);
  }
}

/**
 * Runs a command; resolves with its exit code and its CPU time in seconds (user + system, of it and
 * every process it waited for: bash's `times`, written to a spare descriptor). Kept output keeps
 * its colours on a terminal.
 */
function run(command, args, { env = {}, out }) {
  return new Promise((resolve) => {
    const colour = !out.live && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const timed = ['-c', '"$@"; code=$?; times >&3; exit $code', 'run', command, ...args];
    const child = spawn('bash', timed, {
      cwd: root,
      stdio: out.live
        ? ['inherit', 'inherit', 'inherit', 'pipe']
        : ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...colour, ...env },
    });
    let times = '';
    child.stdio[3]?.on('data', (chunk) => (times += chunk));
    child.stdout?.on('data', (chunk) => out.write(chunk));
    child.stderr?.on('data', (chunk) => out.write(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, cpu: childrenCpu(times) }));
  });
}

/** The children's line of `times` ("0m12.345s 0m1.234s": user, system) in seconds. */
function childrenCpu(times) {
  const children = times.trim().split('\n').at(-1) ?? '';
  let seconds = 0;
  for (const [, m, s] of children.matchAll(/(\d+)m([\d.]+)s/g))
    seconds += Number(m) * 60 + Number(s);
  return seconds;
}

/** Times `work` and records its counts under `name`. */
async function step(name, out, work) {
  out.write(`\n━━ ${name}\n`);
  const started = performance.now();
  const { passed, failed, cpu } = await work();
  results.push({ name, passed, failed, seconds: (performance.now() - started) / 1000, cpu });
}

/** A check without test counts: one test, passed when the command exits 0. */
function check(name, out, command, args, env) {
  return step(name, out, async () => {
    const { code, cpu } = await run(command, args, { env, out });
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, cpu };
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(name, out, args, env) {
  return step(name, out, async () => {
    const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
    const { code, cpu } = await run(
      'npx',
      [
        'vitest',
        'run',
        ...args,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { env, out },
    );
    const json = readJson(report);
    const passed = json?.numPassedTests ?? 0;
    let failed = json?.numFailedTests ?? 0;
    // A file that failed to load has no failing test: count the run itself as a failure.
    if (code !== 0 && failed === 0) failed = 1;
    return { passed, failed, cpu };
  });
}

function playwright(name, out) {
  return step(name, out, async () => {
    const report = path.join(root, 'apps/web/.reports/e2e.json');
    rmSync(report, { force: true });
    // A free port, so a server left running on the default port never answers for this run.
    const { code, cpu } = await run(
      'npx',
      ['playwright', 'test', '--config', 'apps/web/playwright.config.ts'],
      {
        env: { E2E_PORT: String(await freePort()) },
        out,
      },
    );
    const stats = readJson(report)?.stats;
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    let failed = stats?.unexpected ?? 0;
    if (code !== 0 && failed === 0) failed = 1;
    return { passed, failed, cpu };
  });
}

/** Starts a throwaway server; a failure to start counts as one failed test. */
async function startService(name, start) {
  try {
    return await start();
  } catch (error) {
    console.error(String(error));
    results.push({ name, passed: 0, failed: 1, seconds: 0, cpu: 0 });
    return null;
  }
}

async function unitLane(out) {
  // One throwaway Redis for the server suites: the Redis bus, the shared rate limit, two processes.
  const redis = await startService('redis start', startRedis);
  const redisEnv = redis ? { REDIS_URL: redis.url } : {};
  await vitest('unit+api (PGlite)', out, [], redisEnv);
  const postgres = await startService('postgres start', startPostgres);
  if (postgres) {
    try {
      await vitest('server on PostgreSQL', out, ['--project', 'server'], {
        TEST_DATABASE_URL: postgres.url,
        ...redisEnv,
      });
    } finally {
      postgres.stop();
    }
  }
  await redis?.stop();
}

/** The checks side by side, each with its own kept output. */
const checks = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
].map(([name, command, args]) => ({ name, command, args, out: new Output(false) }));

async function checkLane(browserOut) {
  await Promise.all(checks.map(({ name, command, args, out }) => check(name, out, command, args)));
  await check('web build', browserOut, 'npm', ['run', 'build', '-w', '@waihui/web', '--silent']);
  await playwright('browser (Chromium)', browserOut);
  await check('size budget', browserOut, 'node', ['scripts/size.mjs', '--no-build']);
}

console.log(
  '\n━━ typecheck, lint, format, then web build, browser (Chromium), size budget: beside the unit suites, printed after them',
);
const browserOut = new Output(false);
await Promise.all([unitLane(new Output(true)), checkLane(browserOut)]);
for (const { out } of checks) out.flush();
browserOut.flush();

const ORDER = [
  'typecheck',
  'lint',
  'format',
  'redis start',
  'unit+api (PGlite)',
  'postgres start',
  'server on PostgreSQL',
  'web build',
  'browser (Chromium)',
  'size budget',
];
results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
console.log(`\n━━ summary (${minutes((performance.now() - runStarted) / 1000)} in all)`);
for (const r of results)
  console.log(
    `  ${r.failed === 0 ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${minutes(r.seconds)}, CPU ${minutes(r.cpu)})`,
  );
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** "4 min 05 s" or "12 s". */
function minutes(seconds) {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
