/**
 * The parts of the WebSocket fan-out benchmarks (bench/quotes.ts, bench/sources.ts): the real server
 * started in a child process, and N WebSocket clients subscribed to all tickers, spread over client
 * processes, measuring one window: frames delivered against the flushes the server made, tick-to-
 * client latency (receive time − the tick's `ts`) and server CPU.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { Histogram } from './histogram';
import { QuoteClientProcesses } from './quote-client-processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The start of an update frame: {"op":"update","seq":12,"ts":1795341600000,… */
const HEADER = /^\{"op":"update","seq":(\d+),"ts":(\d+)/;

export interface FanOutOptions {
  /** Length of the measured window. */
  seconds: number;
  warmupSeconds: number;
  /** One client in this many parses whole frames for per-tick latency. */
  sampleEvery: number;
  /** Processes the WebSocket clients are spread over. */
  clientProcesses: number;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
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
export function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export interface Server {
  name: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Starts `apps/server/src/server.ts` with `env`; resolves once /api/health answers. */
export async function startServer(name: string, env: Record<string, string>): Promise<Server> {
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
      // The same for the HTTP connection cap per client address (lib/connection-limits.ts).
      MAX_CONNECTIONS_PER_IP: '100000',
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

export interface FanOutResult {
  label: string;
  clients: number;
  deliveredPct: number;
  tickP99: number;
  frameP99: number;
  /** The worst client process's event-loop delay p99 (ms) over the window. */
  clientLoopP99: number;
  /** Server CPU over the window, % of one core per server (null where /proc is missing). */
  serverCpuPct: (number | null)[];
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
export async function measureFanOut(
  label: string,
  servers: Server[],
  clients: number,
  options: FanOutOptions,
): Promise<FanOutResult> {
  const { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, sampleEvery: SAMPLE_EVERY } = options;
  const CLIENT_PROCESSES = options.clientProcesses;
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
    const serverCpuPct: (number | null)[] = [];
    servers.forEach((server, i) => {
      const flushes = windowEndSeq[i]! - windowStartSeq[i]!;
      const own = pool.clientsOn(i);
      expected += flushes * own;
      for (const result of results) delivered += result.delivered[i]!;
      const before = cpuBefore[i];
      const after = cpuAfter[i];
      const pct =
        before !== null && before !== undefined && after !== null && after !== undefined
          ? (100 * (after - before)) / seconds
          : null;
      serverCpuPct.push(pct);
      const cpu = pct === null ? '' : `, CPU ${pct.toFixed(0)}% of one core`;
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
      serverCpuPct,
    };
  } finally {
    observer.close();
    await pool.close();
    await sleep(1000);
  }
}
