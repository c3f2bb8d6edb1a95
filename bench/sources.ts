/**
 * Live-sources benchmark (not a test): `npm run bench:sources [-- --clients 200 --seconds 15]`.
 * Knobs: --clients, --seconds, --warmup, --instruments (30), --rate (1000 messages/s in total),
 * --sample-every, --client-processes.
 *
 * In one run, on one machine:
 *  1. the server on the simulated feed (the reference), N WebSocket clients subscribed to all
 *     tickers: tick-to-client latency p50/p99 and server CPU, as bench:quotes measures them;
 *  2. the same server on MARKET_FEED=sources with two local Binance bookTicker servers in this
 *     process (primary and secondary of the same `--instruments` instruments, at `--rate` messages
 *     per second in total, half each; prices walk one tick at a time from the simulated feed's
 *     quotes), and the same clients.
 * Latency is receive time at the client − the tick's `ts` (its receive time at the server), so both
 * runs measure the same path from the tick path to the client. Goal: the sources p99 within 1.2× of
 * the simulated feed's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { Histogram } from './lib/histogram';
import { QuoteClientProcesses } from './lib/quote-client-processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

const CLIENTS = option('clients', 200);
const SECONDS = option('seconds', 15);
const WARMUP_SECONDS = option('warmup', 3);
const INSTRUMENTS = option('instruments', 30);
const RATE = option('rate', 1000);
const SAMPLE_EVERY = option('sample-every', 10);
const CLIENT_PROCESSES = option('client-processes', os.availableParallelism());
/** The start of an update frame: {"op":"update","seq":12,"ts":1795341600000,… */
const HEADER = /^\{"op":"update","seq":(\d+),"ts":(\d+)/;
/** The provider servers send every this many ms (RATE / 2 / (1000 / SEND_EVERY_MS) messages each). */
const SEND_EVERY_MS = 10;

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
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Starts `apps/server/src/server.ts` with `env` on a fresh PGlite; resolves once it answers. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waihui-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      MARKET_BACKFILL_CANDLES: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WS_MAX_CONNECTIONS_PER_IP: '100000',
      WS_MAX_CONNECTIONS: '100000',
      MAX_CONNECTIONS_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  void exit.then(() => (exited = true));
  const startedAt = performance.now();
  for (;;) {
    if (exited) throw new Error('the server exited during start-up');
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.ok) break;
    if (performance.now() - startedAt > 180_000) throw new Error('the server did not start');
    await sleep(250);
  }
  return {
    port,
    pid: child.pid!,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await Promise.race([exit, sleep(10_000)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An instrument's quote as integer units at its decimals: walked one unit at a time. */
interface Walk {
  symbol: string;
  decimals: number;
  bid: bigint;
  spread: bigint;
}

/** The first `count` instruments with a quote on the server, as walks from their quotes. */
async function walksFrom(port: number, count: number): Promise<Walk[]> {
  const res = await fetch(`http://127.0.0.1:${port}/api/market/currency_matches`);
  const body = (await res.json()) as {
    data: {
      categories: { items: { ticker: { symbol: string; bid: string; ask: string } | null }[] }[];
    };
  };
  const tickers = body.data.categories.flatMap((group) =>
    group.items.flatMap((item) => item.ticker ?? []),
  );
  return tickers.slice(0, count).map(({ symbol, bid, ask }) => {
    const decimals = bid.split('.')[1]?.length ?? 0;
    const units = (price: string) => BigInt(price.replace('.', ''));
    return { symbol, decimals, bid: units(bid), spread: units(ask) - units(bid) };
  });
}

function priceText(units: bigint, decimals: number): string {
  if (decimals === 0) return units.toString();
  const text = units.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** A local Binance combined-stream endpoint sending `perSend` bookTicker events every SEND_EVERY_MS. */
async function startProvider(walks: Walk[], perSend: number) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const sockets = new Set<WebSocket>();
  server.on('connection', (ws) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
  });
  let next = 0;
  let updateId = 0;
  let sent = 0;
  const timer = setInterval(() => {
    for (let i = 0; i < perSend; i += 1) {
      const walk = walks[next % walks.length]!;
      next += 1;
      updateId += 1;
      walk.bid += updateId % 2 === 0 ? 1n : -1n;
      const message = JSON.stringify({
        stream: `${walk.symbol.toLowerCase()}t@bookTicker`,
        data: {
          u: updateId,
          s: `${walk.symbol}T`,
          b: priceText(walk.bid, walk.decimals),
          B: '1.0',
          a: priceText(walk.bid + walk.spread, walk.decimals),
          A: '1.0',
        },
      });
      for (const ws of sockets) ws.send(message);
      sent += sockets.size;
    }
  }, SEND_EVERY_MS);
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${port}`,
    sent: () => sent,
    async stop() {
      clearInterval(timer);
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The highest flush seq seen by one observing client, to fix the measured window. */
async function observeSeqs(port: number): Promise<{ maxSeq: () => number; close(): void }> {
  let maxSeq = 0;
  const socket = await new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate: false });
    ws.on('message', (raw: Buffer) => {
      const head = HEADER.exec(raw.toString('latin1', 0, 80));
      if (head !== null) maxSeq = Math.max(maxSeq, Number(head[1]));
    });
    ws.once('open', () => {
      ws.send(JSON.stringify({ op: 'subscribe', channel: 'tickers' }));
      resolve(ws);
    });
    ws.on('error', reject);
  });
  return { maxSeq: () => maxSeq, close: () => socket.terminate() };
}

interface Result {
  label: string;
  tickP50: number;
  tickP99: number;
  deliveredPct: number;
  cpuPct: number | null;
}

/** `sent`: messages the providers sent so far (for their rate in the window), if any. */
async function measure(label: string, server: Server, sent?: () => number): Promise<Result> {
  const observer = await observeSeqs(server.port);
  const pool = await QuoteClientProcesses.connect(
    CLIENT_PROCESSES,
    [server.port],
    CLIENTS,
    SAMPLE_EVERY,
  );
  try {
    pool.broadcast({ type: 'arm' });
    await sleep(WARMUP_SECONDS * 1000);
    const startSeq = [observer.maxSeq()];
    pool.broadcast({ type: 'window-start' });
    const cpuBefore = cpuSeconds(server.pid);
    const sentBefore = sent?.() ?? 0;
    const started = performance.now();
    await sleep(SECONDS * 1000);
    const endSeq = [observer.maxSeq()];
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuSeconds(server.pid);
    const sentRate = ((sent?.() ?? 0) - sentBefore) / seconds;
    pool.broadcast({ type: 'window-end' });
    await sleep(1000);
    const results = await pool.finish(startSeq, endSeq);
    const latency = new Histogram();
    let delivered = 0;
    for (const result of results) {
      latency.merge(result.tick);
      delivered += result.delivered[0]!;
    }
    const expected = (endSeq[0]! - startSeq[0]!) * CLIENTS;
    const cpuPct =
      cpuBefore === null || cpuAfter === null ? null : (100 * (cpuAfter - cpuBefore)) / seconds;
    const result: Result = {
      label,
      tickP50: latency.percentile(0.5),
      tickP99: latency.percentile(0.99),
      deliveredPct: (100 * delivered) / Math.max(1, expected),
      cpuPct,
    };
    console.log(
      `${label}: tick-to-client p50 ${result.tickP50} ms, p99 ${result.tickP99} ms (${latency.count} ticker updates), delivered ${result.deliveredPct.toFixed(2)}%, server CPU ${cpuPct === null ? 'n/a' : `${cpuPct.toFixed(0)}% of one core`}${sent ? `; the providers sent ${sentRate.toFixed(0)} messages/s` : ''}`,
    );
    return result;
  } finally {
    observer.close();
    await pool.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:sources — ${CLIENTS} clients; simulated feed, then 2 local Binance sources × ${INSTRUMENTS} instruments at ${RATE} messages/s in total; ${SECONDS} s each (+${WARMUP_SECONDS} s warm-up)`,
  );
  const simulated = await startServer({ MARKET_FEED: 'simulated' });
  let walks: Walk[];
  let reference: Result;
  try {
    walks = await walksFrom(simulated.port, INSTRUMENTS);
    reference = await measure('simulated feed', simulated);
  } finally {
    await simulated.stop();
  }

  const perSend = Math.max(1, Math.round(RATE / 2 / (1000 / SEND_EVERY_MS)));
  // Each provider walks its own copy, so the two sources' mids stay within a few ticks.
  const primary = await startProvider(structuredClone(walks), perSend);
  const secondary = await startProvider(structuredClone(walks), perSend);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-bench-sources-'));
  const file = path.join(dir, 'sources.json');
  const route = (source: string, symbol: string) => ({ source, symbol: `${symbol}T` });
  writeFileSync(
    file,
    JSON.stringify({
      sources: {
        'binance-a': { type: 'binance', url: primary.url },
        'binance-b': { type: 'binance', url: secondary.url },
      },
      instruments: Object.fromEntries(
        walks.map(({ symbol }) => [
          symbol,
          { primary: route('binance-a', symbol), secondary: route('binance-b', symbol) },
        ]),
      ),
    }),
  );
  let sources: Result;
  const server = await startServer({ MARKET_FEED: 'sources', PRICE_SOURCES_FILE: file });
  try {
    sources = await measure('2 sources', server, () => primary.sent() + secondary.sent());
  } finally {
    await server.stop();
    await primary.stop();
    await secondary.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const ratio = sources.tickP99 / Math.max(1, reference.tickP99);
  console.log(
    `\nsummary (goal: sources p99 ≤ 1.2× the simulated feed's): simulated p99 ${reference.tickP99} ms, sources p99 ${sources.tickP99} ms = ${ratio.toFixed(2)}×; CPU ${reference.cpuPct?.toFixed(0) ?? 'n/a'}% vs ${sources.cpuPct?.toFixed(0) ?? 'n/a'}% of one core`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
