/**
 * Quote fan-out benchmark (not a test): `npm run bench:quotes [-- --clients 2000 --seconds 20]`.
 * Knobs: --clients, --scale-clients, --seconds, --warmup, --kline-requests, --sample-every,
 * --client-processes (default: one per core), --skip-cluster. A quick check:
 * `npm run bench:quotes -- --clients 200 --scale-clients 300 --seconds 5 --kline-requests 3`.
 *
 * Starts the real server in a child process (fresh PGlite in a temporary directory, simulated feed,
 * 1,000 candles per interval backfilled), then:
 *  1. times GET /api/default/history_kline2 with limit=1000 (before any WebSocket load);
 *  2. opens N WebSocket clients on 127.0.0.1, each subscribed to all tickers, spread over
 *     `--client-processes` bench client processes (bench/lib/quote-clients.ts), and measures for
 *     `seconds`: frames per second delivered, the share of expected frames delivered (every server
 *     flush carries changes for an all-tickers client, so each flush `seq` is one expected frame),
 *     and tick-to-client latency (receive time − the tick's `ts`) at p50/p99, plus server CPU. The
 *     window is a range of flush seqs, fixed by one observing client in this process; each client
 *     process sends its counts and latency histograms, which this process merges.
 * The server and the clients share the machine: each client process's event-loop delay, loop
 * utilisation and CPU are printed too, so a saturated client is not mistaken for a slow server.
 *
 * Scale-out (product.md §17.3), in the same run after that baseline: 3. the same server with `--scale-clients`
 * (5,000) clients; 4. two servers on one throwaway PostgreSQL and one throwaway Redis
 * (scripts/lib/postgres.mjs, redis.mjs), one leading the feed and one following it through Redis,
 * the same number of clients split between them. A summary prints each run's delivery share and
 * p99 beside the baseline's; the goal is 100 % and p99 ≤ 250 ms. `--skip-cluster` leaves out 4.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { startRedis } from '../scripts/lib/redis.mjs';
import {
  type FanOutOptions,
  type FanOutResult,
  measureFanOut as measure,
  type Server,
  startServer,
} from './lib/fan-out';
import { option } from './lib/options';

const CLIENTS = option('clients', 2000);
const SCALE_CLIENTS = option('scale-clients', 5000);
const SKIP_CLUSTER = process.argv.includes('--skip-cluster');
const SECONDS = option('seconds', 20);
const WARMUP_SECONDS = option('warmup', 3);
const KLINE_REQUESTS = option('kline-requests', 30);
const FAN_OUT: FanOutOptions = {
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  /** One client in this many parses whole frames for per-tick latency. */
  sampleEvery: option('sample-every', 20),
  /** Processes the WebSocket clients are spread over (bench/lib/quote-clients.ts): one per core. */
  clientProcesses: option('client-processes', os.availableParallelism()),
};

const measureFanOut = (label: string, servers: Server[], clients: number) =>
  measure(label, servers, clients, FAN_OUT);

/** history_kline2 with 1,000 candles, on a quiet server. */
async function timeKline(port: number): Promise<void> {
  for (const interval of ['1m', '1h', '1d']) {
    const times: number[] = [];
    let candles = 0;
    for (let i = 0; i < KLINE_REQUESTS; i += 1) {
      const t0 = performance.now();
      const res = await fetch(
        `http://127.0.0.1:${port}/api/default/history_kline2?symbol=BTCUSD&interval=${interval}&limit=1000`,
      );
      const body = (await res.json()) as { data: { items: unknown[] } };
      times.push(performance.now() - t0);
      candles = body.data.items.length;
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
    console.log(
      `history_kline2 ${interval.padEnd(2)} limit=1000 → ${candles} candles: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms (${KLINE_REQUESTS} requests, loopback round trip)`,
    );
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waihui-bench-'));
  console.log(
    `bench:quotes — ${CLIENTS} clients (baseline), then ${SCALE_CLIENTS} on one process${SKIP_CLUSTER ? '' : ` and on 2 processes behind Redis`}; ${SECONDS} s each (+${WARMUP_SECONDS} s warm-up)`,
  );
  const results: FanOutResult[] = [];
  const single = await startServer('one process (PGlite)', {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    MARKET_BACKFILL_CANDLES: '1000',
  });
  try {
    await timeKline(single.port);
    results.push(await measureFanOut('baseline', [single], CLIENTS));
    results.push(await measureFanOut('one process', [single], SCALE_CLIENTS));
  } finally {
    await single.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (!SKIP_CLUSTER) {
    const postgres = await startPostgres();
    const redis = await startRedis();
    const servers: Server[] = [];
    const dirs: string[] = [];
    try {
      const env = {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        WEB_DIST: path.join(os.tmpdir(), 'waihui-bench-no-web'),
        // Fan-out is measured, not charts: no history to backfill.
        MARKET_BACKFILL_CANDLES: '0',
      };
      // The first to start migrates the fresh database and wins the election; the follower starts
      // on it after.
      for (const name of ['leader', 'follower']) {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-bench-'));
        dirs.push(dir);
        servers.push(await startServer(name, { ...env, DATA_DIR: dir }));
      }
      results.push(await measureFanOut('2 processes behind Redis', servers, SCALE_CLIENTS));
    } finally {
      for (const server of servers.reverse()) await server.stop();
      await redis.stop();
      postgres.stop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }

  console.log('\nsummary (goal: 100% delivered, tick-to-client p99 ≤ 250 ms):');
  for (const result of results) {
    console.log(
      `  ${result.label.padEnd(26)} ${String(result.clients).padStart(5)} clients: delivered ${result.deliveredPct.toFixed(2)}%, tick p99 ${result.tickP99} ms, frame p99 ${result.frameP99} ms (bench client loop p99 ${result.clientLoopP99.toFixed(1)} ms)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
