/**
 * `npm run bench:trading [-- options]`: both trading benchmarks, one after the other. They print
 * figures and never fail on speed (a part exits non-zero only when its own checks fail: the books'
 * audit, the book and the scans disagreeing).
 *
 *   (a) bench/trading-throughput.ts — market open + close round trips per second beside raw
 *       single-row insert transactions per second on the same database in the same run
 *       (`--postgres URL` or BENCH_DATABASE_URL, else PGlite; `--clients 1,16,64`, `--seconds 3`);
 *   (b) bench/trading-triggers.ts — one quote against 1,000,000 resting triggers beside a linear
 *       scan of them, and their memory (`--triggers`, `--instruments`, `--quotes`, `--scan-quotes`);
 *   (c) bench/trading-valuation.ts — the stop-out monitor: the margin book per quote beside the
 *       decimal scans of every holder it replaced (`--accounts 10000,100000`, `--positions`,
 *       `--monitor-quotes`);
 *   (d) bench/trading-memory.ts — RSS and heap with 100,000 open positions in the margin book and
 *       1,000,000 resting triggers (`--positions`, `--triggers`).
 *
 * `--part a`, `b`, `c` or `d` runs only one. Each part runs in its own Node process (b and d with
 * --expose-gc for exact memory figures), so one's heap never weighs on the other's timings.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    part: { type: 'string' },
    postgres: { type: 'string' },
    clients: { type: 'string' },
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

const parts = [
  {
    id: 'a',
    title: '(a) throughput: market round trips beside raw inserts',
    file: 'bench/trading-throughput.ts',
    node: [] as string[],
    args: pass(['postgres', 'clients', 'seconds']),
  },
  {
    id: 'b',
    title: '(b) trigger book: one quote against resting triggers beside a linear scan',
    file: 'bench/trading-triggers.ts',
    node: ['--expose-gc'],
    args: pass(['triggers', 'instruments', 'quotes', 'scan-quotes']),
  },
  {
    id: 'c',
    title: '(c) stop-out monitor: revaluing positions on each quote',
    file: 'bench/trading-valuation.ts',
    node: [] as string[],
    args: pass(['accounts', 'positions', 'monitor-quotes']),
  },
  {
    id: 'd',
    title: '(d) memory: open positions in the margin book and resting triggers',
    file: 'bench/trading-memory.ts',
    node: ['--expose-gc'],
    args: pass(['positions', 'triggers']),
  },
];

if (values.part !== undefined && !parts.some((p) => p.id === values.part)) {
  console.error('usage: --part a|b|c|d (default: all)');
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
