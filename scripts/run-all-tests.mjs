// Runs every suite in order and closes with one line "N passed, N failed" over all of them.
// Checks without test counts (typecheck, lint, format, build, size) count as one test each.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort, startPostgres } from './lib/postgres.mjs';
import { startRedis } from './lib/redis.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** @type {{ name: string, passed: number, failed: number }[]} */
const results = [];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function check(name, command, args, env) {
  console.log(`\n━━ ${name}`);
  const code = await run(command, args, env);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest(name, args, env) {
  console.log(`\n━━ ${name}`);
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  // A file that failed to load has no failing test: count the run itself as a failure.
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed });
}

async function playwright(name) {
  console.log(`\n━━ ${name}`);
  const out = path.join(root, 'apps/web/.reports/e2e.json');
  rmSync(out, { force: true });
  // A free port, so a server left running on the default port never answers for this run.
  const code = await run(
    'npx',
    ['playwright', 'test', '--config', 'apps/web/playwright.config.ts'],
    {
      E2E_PORT: String(await freePort()),
    },
  );
  const stats = readJson(out)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed });
}

await check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
await check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
await check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
// One throwaway Redis for the server suites: the Redis bus, the shared rate limit, two processes.
let redis = null;
try {
  redis = await startRedis();
} catch (error) {
  console.error(String(error));
  results.push({ name: 'redis start', passed: 0, failed: 1 });
}
const redisEnv = redis ? { REDIS_URL: redis.url } : {};

await vitest('unit+api (PGlite)', [], redisEnv);

let postgres = null;
try {
  postgres = await startPostgres();
} catch (error) {
  console.error(String(error));
  results.push({ name: 'postgres start', passed: 0, failed: 1 });
}
if (postgres) {
  try {
    await vitest('server on PostgreSQL', ['--project', 'server'], {
      TEST_DATABASE_URL: postgres.url,
      ...redisEnv,
    });
  } finally {
    postgres.stop();
  }
}
await redis?.stop();

await check('web build', 'npm', ['run', 'build', '-w', '@waihui/web', '--silent']);
await playwright('browser (Chromium)');
await check('size budget', 'node', ['scripts/size.mjs', '--no-build']);

console.log('\n━━ summary');
for (const r of results)
  console.log(
    `  ${r.failed === 0 ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed`,
  );
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
