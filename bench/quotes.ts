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
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { startRedis } from '../scripts/lib/redis.mjs';
import { Histogram } from './lib/histogram';
import { QuoteClientProcesses } from './lib/quote-client-processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

const CLIENTS = option('clients', 2000);
const SCALE_CLIENTS = option('scale-clients', 5000);
const SKIP_CLUSTER = process.argv.includes('--skip-cluster');
const SECONDS = option('seconds', 20);
const WARMUP_SECONDS = option('warmup', 3);
const KLINE_REQUESTS = option('kline-requests', 30);
/** One client in this many parses whole frames for per-tick latency. */
const SAMPLE_EVERY = option('sample-every', 20);
/** Processes the WebSocket clients are spread over (bench/lib/quote-clients.ts): one per core. */
const CLIENT_PROCESSES = option('client-processes', os.availableParallelism());
/** The start of an update frame: {"op":"update","seq":12,"ts":1795341600000,… */
const HEADER = /^\{"op":"update","seq":(\d+),"ts":(\d+)/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** CPU seconds (user + system) used so far by a process, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

interface Server {
  name: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Starts `apps/server/src/server.ts` with `env`; resolves once /api/health answers. */
async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // Not 'production': that refuses PGlite (config.ts); nothing else in the server differs.
      NODE_ENV: 'development',
      DEMO_MODE: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      MARKET_FEED: 'simulated',
      // One IP opens thousands of sockets here; the per-IP API limit is not what is measured.
      RATE_LIMIT_PER_MINUTE: '1000000',
      WS_MAX_CONNECTIONS_PER_IP: '100000',
      WS_MAX_CONNECTIONS: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  void exit.then(() => {
    exited = true;
  });
  const startedAt = performance.now();
  for (;;) {
    if (exited) throw new Error(`${name} exited during start-up`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > 180_000) throw new Error(`${name} did not start in 180 s`);
    await sleep(250);
  }
  console.log(
    `${name} ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s on ${base}`,
  );
  return {
    name,
    port,
    pid: child.pid!,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await Promise.race([exit, sleep(10_000)]);
    },
  };
}

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

interface FanOutResult {
  label: string;
  clients: number;
  deliveredPct: number;
  tickP99: number;
  frameP99: number;
  /** The worst client process's event-loop delay p99 (ms) over the window. */
  clientLoopP99: number;
}

/**
 * One WebSocket client in this process per server that only reads each frame's flush `seq`: it
 * fixes the window's seq range (this process does nothing else, so it sees each flush promptly).
 */
async function observeSeqs(servers: Server[]): Promise<{ maxSeq: number[]; close(): void }> {
  const maxSeq = servers.map(() => 0);
  const sockets = await Promise.all(
    servers.map(
      (server, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
            perMessageDeflate: false,
          });
          socket.on('message', (raw: Buffer) => {
            const head = HEADER.exec(raw.toString('latin1', 0, 80));
            if (head === null) return;
            maxSeq[i] = Math.max(maxSeq[i]!, Number(head[1]));
          });
          socket.once('open', () => {
            socket.send(JSON.stringify({ op: 'subscribe', channel: 'tickers' }));
            resolve(socket);
          });
          socket.on('error', reject);
        }),
    ),
  );
  return { maxSeq, close: () => sockets.forEach((socket) => socket.terminate()) };
}

/**
 * N WebSocket clients subscribed to all tickers, split evenly over `servers` and spread over
 * CLIENT_PROCESSES processes; measures one window. Each server numbers its own flushes, so the
 * expected frames are counted per server.
 */
async function measureFanOut(
  label: string,
  servers: Server[],
  clients: number,
): Promise<FanOutResult> {
  console.log(
    `\n── ${label}: ${clients} clients on ${servers.map((s) => s.name).join(' + ')}, in ${CLIENT_PROCESSES} client processes`,
  );
  const observer = await observeSeqs(servers);
  const connectStart = performance.now();
  const pool = await QuoteClientProcesses.connect(
    CLIENT_PROCESSES,
    servers.map((server) => server.port),
    clients,
    SAMPLE_EVERY,
  ).catch((error: unknown) => {
    observer.close();
    throw error;
  });
  try {
    console.log(
      `${clients} clients connected and subscribed in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
    );

    pool.broadcast({ type: 'arm' });
    await sleep(WARMUP_SECONDS * 1000);
    const windowStartSeq = [...observer.maxSeq];
    pool.broadcast({ type: 'window-start' });
    const cpuBefore = servers.map((server) => cpuSeconds(server.pid));
    const windowStart = performance.now();
    await sleep(SECONDS * 1000);
    const windowEndSeq = [...observer.maxSeq];
    const windowMs = performance.now() - windowStart;
    const cpuAfter = servers.map((server) => cpuSeconds(server.pid));
    pool.broadcast({ type: 'window-end' });
    // Let frames of the window still in flight arrive, then count.
    await sleep(1000);
    const results = await pool.finish(windowStartSeq, windowEndSeq);

    const seconds = windowMs / 1000;
    const latency = new Histogram();
    const frameLatency = new Histogram();
    let bytes = 0;
    for (const result of results) {
      latency.merge(result.tick);
      frameLatency.merge(result.frame);
      bytes += result.bytes;
    }
    let delivered = 0;
    let expected = 0;
    servers.forEach((server, i) => {
      const flushes = windowEndSeq[i]! - windowStartSeq[i]!;
      const own = pool.clientsOn(i);
      expected += flushes * own;
      for (const result of results) delivered += result.delivered[i]!;
      const before = cpuBefore[i];
      const after = cpuAfter[i];
      const cpu =
        before !== null && before !== undefined && after !== null && after !== undefined
          ? `, CPU ${((100 * (after - before)) / seconds).toFixed(0)}% of one core`
          : '';
      console.log(
        `  ${server.name}: ${own} clients, ${flushes} flushes (${(flushes / seconds).toFixed(2)}/s)${cpu}`,
      );
    });
    const deliveredPct = (100 * delivered) / Math.max(1, expected);
    console.log(`WebSocket fan-out over ${seconds.toFixed(1)} s:`);
    console.log(
      `  frames delivered: ${delivered} of ${expected} expected = ${deliveredPct.toFixed(2)}%  (${(delivered / seconds).toFixed(0)} frames/s, ${(bytes / seconds / 1e6).toFixed(1)} MB/s)`,
    );
    console.log(
      `  tick-to-client latency (${latency.count} ticker updates on every ${SAMPLE_EVERY}th client): p50 ${latency.percentile(0.5)} ms, p90 ${latency.percentile(0.9)} ms, p99 ${latency.percentile(0.99)} ms, max ${latency.max.toFixed(0)} ms`,
    );
    console.log(
      `  frame-built-to-client latency (all ${frameLatency.count} frames): p50 ${frameLatency.percentile(0.5)} ms, p99 ${frameLatency.percentile(0.99)} ms, max ${frameLatency.max.toFixed(0)} ms`,
    );
    console.log(
      '  bench client processes (event-loop delay is sampled by a 10 ms timer, so 10 ms means idle; a high delay or a loop busy near 100% means the client, not the server, was the bottleneck):',
    );
    for (const result of results) {
      console.log(
        `    ${result.name}: ${result.clients} clients, event-loop delay p50 ${result.loopDelay.p50.toFixed(1)} ms, p99 ${result.loopDelay.p99.toFixed(1)} ms, max ${result.loopDelay.max.toFixed(0)} ms; loop busy ${(100 * result.loopUtilisation).toFixed(0)}%, CPU ${((100 * result.cpuSeconds) / seconds).toFixed(0)}% of one core`,
      );
    }
    return {
      label,
      clients,
      deliveredPct,
      tickP99: latency.percentile(0.99),
      frameP99: frameLatency.percentile(0.99),
      clientLoopP99: Math.max(...results.map((result) => result.loopDelay.p99)),
    };
  } finally {
    observer.close();
    await pool.close();
    await sleep(1000);
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
