/**
 * `npm run bench:trading [-- options]`: both trading benchmarks, one after the other. They print
 * figures and never fail on speed (a part exits non-zero only when its own checks fail: the books'
 * audit, the book and the scans disagreeing).
 *
 *   (a) bench/trading-throughput.ts — market open + close round trips per second beside raw
 *       single-row insert transactions per second on the same database in the same run
 *       (`--clients 1,16,64`, `--seconds 3`);
 *   (b) bench/trading-triggers.ts — one quote against 1,000,000 resting triggers beside a linear
 *       scan of them, and their memory (`--triggers`, `--instruments`, `--quotes`, `--scan-quotes`);
 *   (c) bench/trading-valuation.ts — the stop-out monitor: the margin book per quote beside the
 *       decimal scans of every holder it replaced (`--accounts 10000,100000`, `--positions`,
 *       `--monitor-quotes`);
 *   (d) bench/trading-http.ts — the same round trips through the real HTTP routes of a server in a
 *       child process, 64 clients each its own user over keep-alive connections: requests/s and
 *       latency p50/p99, beside (a)'s service-level figure at 64 clients (`--http-clients 64`);
 *   (e) bench/trading-memory.ts — RSS and heap with 100,000 open positions in the margin book and
 *       1,000,000 resting triggers (`--positions`, `--triggers`).
 *
 * (a) and (d) run on PGlite, then on PostgreSQL when `--postgres URL` or BENCH_DATABASE_URL names
 * one. `--part a`, `b`, `c`, `d` or `e` runs only one. Each part runs in its own Node process (b and
 * e with --expose-gc for exact memory figures), so one's heap never weighs on the other's timings.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    part: { type: 'string' },
    postgres: { type: 'string' },
    clients: { type: 'string' },
    'http-clients': { type: 'string', default: '64' },
    seconds: { type: 'string' },
    triggers: { type: 'string' },
    instruments: { type: 'string' },
    quotes: { type: 'string' },
    'scan-quotes': { type: 'string' },
    accounts: { type: 'string' },
    positions: { type: 'string' },
    'monitor-quotes': { type: 'string' },
  },
});

/** `--name value` for each option given, in the order named. */
function pass(names: readonly (keyof typeof values)[]): string[] {
  return names.flatMap((name) => {
    const value = values[name];
    return value === undefined ? [] : [`--${name}`, value];
  });
}

const postgres = values.postgres ?? process.env.BENCH_DATABASE_URL;
/** (a) and (d): PGlite, then PostgreSQL when one is named. */
const engines: { label: string; args: string[] }[] = [
  { label: 'PGlite', args: [] },
  ...(postgres === undefined ? [] : [{ label: 'PostgreSQL', args: ['--postgres', postgres] }]),
];

const parts = [
  ...engines.map((engine) => ({
    id: 'a',
    title: `(a) throughput on ${engine.label}: market round trips beside raw inserts`,
    file: 'bench/trading-throughput.ts',
    node: [] as string[],
    args: [...engine.args, ...pass(['clients', 'seconds'])],
  })),
  ...engines.map((engine) => ({
    id: 'd',
    title: `(d) HTTP on ${engine.label}: round trips through the real routes`,
    file: 'bench/trading-http.ts',
    node: [] as string[],
    args: [
      ...engine.args,
      '--clients',
      values['http-clients'],
      ...(values.seconds === undefined ? [] : ['--seconds', values.seconds]),
    ],
  })),
  {
    id: 'b',
    title: '(b) trigger book: one quote against resting triggers beside a linear scan',
    file: 'bench/trading-triggers.ts',
    node: ['--expose-gc'],
    args: pass(['triggers', 'instruments', 'quotes', 'scan-quotes']),
  },
  {
    id: 'c',
    title: '(c) stop-out monitor: the margin book per quote beside the decimal scans',
    file: 'bench/trading-valuation.ts',
    node: [] as string[],
    args: pass(['accounts', 'positions', 'monitor-quotes']),
  },
  {
    id: 'e',
    title: '(e) memory: open positions in the margin book and resting triggers',
    file: 'bench/trading-memory.ts',
    node: ['--expose-gc'],
    args: pass(['positions', 'triggers']),
  },
];

if (values.part !== undefined && !parts.some((p) => p.id === values.part)) {
  console.error('usage: --part a|b|c|d|e (default: all)');
  process.exit(2);
}
for (const part of parts) {
  if (values.part !== undefined && values.part !== part.id) continue;
  console.log(`\n== Trading benchmark ${part.title}`);
  const run = spawnSync(
    process.execPath,
    [...part.node, '--import', 'tsx', part.file, ...part.args],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}
