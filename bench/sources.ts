/**
 * Live price sources benchmark (not a test): `npm run bench:sources [-- --rate 1000 --clients 200
 * --seconds 20]`. Knobs: --rate (messages a second from both sources together), --instruments,
 * --clients, --seconds, --warmup, --sample-every, --client-processes.
 *
 * Two local servers speak Binance's combined `<symbol>@bookTicker` stream (the protocol of the
 * primary adapter, market-feed/adapters/binance-source.ts), each quoting the same `--instruments`
 * (30) symbols on one shared random walk, `rate / 2` messages a second each. The real server starts
 * in a child process with MARKET_FEED=sources and a sources file naming one server primary and the
 * other secondary for every instrument; WebSocket clients subscribed to all tickers measure a window
 * as bench:quotes does (bench/lib/fan-out.ts). Then, in the same run, the same server on the
 * simulated feed with the same clients. Printed side by side: tick-to-client p50/p99, frames
 * delivered and server CPU; the goal is the sources' p99 within 1.2× of the simulated feed's.
 *
 * The tick's `ts` is the server's receive time for a live source (the simulated feed's is its own
 * tick time), so both latencies measure the same path: tick path, hub batching, fan-out, loopback.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { INSTRUMENT_CATALOGUE } from '../apps/server/src/market-feed';
import {
  type FanOutOptions,
  type FanOutResult,
  measureFanOut,
  type Server,
  sleep,
  startServer,
} from './lib/fan-out';
import { option } from './lib/options';

/** Messages a second from both sources together. */
const RATE = option('rate', 1000);
const INSTRUMENTS = option('instruments', 30);
const CLIENTS = option('clients', 200);
const FAN_OUT: FanOutOptions = {
  seconds: option('seconds', 20),
  warmupSeconds: option('warmup', 3),
  sampleEvery: option('sample-every', 20),
  clientProcesses: option('client-processes', Math.max(1, os.availableParallelism() - 1)),
};
/** Each source sends a burst every this many ms (timers coarser than 10 ms drift on a busy machine). */
const BURST_MS = 10;

/** One instrument's walk in integer ticks: bid, and ask = bid + spread (the catalogue's). */
interface Walk {
  symbol: string;
  precision: number;
  bid: bigint;
  spread: bigint;
}

/** A decimal string with `precision` places ("95028.5", 1) → integer ticks, with no float. */
function toTicks(text: string, precision: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(precision, '0').slice(0, precision));
}

/** Integer ticks → the provider's decimal string at `precision` places. */
function fromTicks(ticks: bigint, precision: number): string {
  if (precision === 0) return ticks.toString();
  const digits = ticks.toString().padStart(precision + 1, '0');
  return `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

function walksOf(count: number): Walk[] {
  return INSTRUMENT_CATALOGUE.slice(0, count).map((seed) => ({
    symbol: seed.symbol,
    precision: seed.precision,
    bid: toTicks(seed.referencePrice, seed.precision),
    spread: toTicks(seed.spread, seed.precision),
  }));
}

/**
 * A local server speaking Binance's combined stream: every connection gets `bookTicker` events of
 * the symbols its URL asks for (`/stream?streams=btcusd@bookTicker/…`), `perSecond` a second.
 */
class BookTickerServer {
  private readonly sockets = new Set<WebSocket>();
  private timer: NodeJS.Timeout | null = null;
  private updateId = 1;
  sent = 0;

  private constructor(private readonly server: WebSocketServer) {
    server.on('connection', (ws) => {
      this.sockets.add(ws);
      ws.on('close', () => this.sockets.delete(ws));
    });
  }

  static async start(): Promise<BookTickerServer> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    return new BookTickerServer(server);
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Sends `perSecond` events a second, each of the next instrument in turn at its walk's level. */
  run(walks: readonly Walk[], perSecond: number): void {
    const perBurst = Math.max(1, Math.round((perSecond * BURST_MS) / 1000));
    let next = 0;
    this.timer = setInterval(() => {
      for (let i = 0; i < perBurst; i += 1) {
        const walk = walks[next % walks.length]!;
        next += 1;
        const event = JSON.stringify({
          stream: `${walk.symbol.toLowerCase()}@bookTicker`,
          data: {
            u: this.updateId++,
            s: walk.symbol,
            b: fromTicks(walk.bid, walk.precision),
            B: '1.00000000',
            a: fromTicks(walk.bid + walk.spread, walk.precision),
            A: '1.00000000',
          },
        });
        for (const ws of this.sockets) ws.send(event);
        this.sent += this.sockets.size;
      }
    }, BURST_MS);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    for (const ws of this.sockets) ws.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Moves every walk by −1, 0 or +1 tick every 100 ms (both sources read the same walk). */
function walkOn(walks: Walk[]): NodeJS.Timeout {
  return setInterval(() => {
    for (const walk of walks) {
      const step = BigInt(Math.floor(Math.random() * 3) - 1);
      if (walk.bid + step > 0n) walk.bid += step;
    }
  }, 100);
}

function sourcesFile(dir: string, walks: readonly Walk[], primary: string, secondary: string) {
  const file = path.join(dir, 'sources.json');
  const route = (source: string, symbol: string) => ({ source, symbol });
  writeFileSync(
    file,
    JSON.stringify({
      sources: {
        'bench-primary': { type: 'binance', url: primary },
        'bench-secondary': { type: 'binance', url: secondary },
      },
      instruments: Object.fromEntries(
        walks.map((walk) => [
          walk.symbol,
          {
            primary: route('bench-primary', walk.symbol),
            secondary: route('bench-secondary', walk.symbol),
          },
        ]),
      ),
    }),
  );
  return file;
}

async function measureServer(
  label: string,
  env: Record<string, string>,
): Promise<FanOutResult & { label: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-bench-sources-'));
  let server: Server | null = null;
  try {
    server = await startServer(label, {
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'no-web'),
      MARKET_BACKFILL_CANDLES: '0',
      ...env,
    });
    return await measureFanOut(label, [server], CLIENTS, FAN_OUT);
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const walks = walksOf(INSTRUMENTS);
  console.log(
    `bench:sources — 2 sources × ${walks.length} instruments at ${RATE} messages/s in total, ${CLIENTS} WebSocket clients; ${FAN_OUT.seconds} s windows (+${FAN_OUT.warmupSeconds} s warm-up)`,
  );
  const primary = await BookTickerServer.start();
  const secondary = await BookTickerServer.start();
  const walking = walkOn(walks);
  primary.run(walks, RATE / 2);
  secondary.run(walks, RATE / 2);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waihui-bench-sources-file-'));
  const results: (FanOutResult & { label: string })[] = [];
  try {
    const sentBefore = primary.sent + secondary.sent;
    const startedAt = performance.now();
    results.push(
      await measureServer('live sources', {
        MARKET_FEED: 'sources',
        PRICE_SOURCES_FILE: sourcesFile(dir, walks, primary.url, secondary.url),
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(
      `  sources sent ${primary.sent + secondary.sent - sentBefore} messages in ${seconds.toFixed(1)} s (${((primary.sent + secondary.sent - sentBefore) / seconds).toFixed(0)}/s, start-up included)`,
    );
  } finally {
    clearInterval(walking);
    await primary.close();
    await secondary.close();
    rmSync(dir, { recursive: true, force: true });
  }
  await sleep(1000);
  results.push(await measureServer('simulated feed', { MARKET_FEED: 'simulated' }));

  const [live, simulated] = results as [FanOutResult, FanOutResult];
  console.log(
    '\nsummary (goal: live sources tick-to-client p99 within 1.2× of the simulated feed):',
  );
  for (const result of results) {
    console.log(
      `  ${result.label.padEnd(15)} delivered ${result.deliveredPct.toFixed(2)}%, tick p99 ${result.tickP99} ms, frame p99 ${result.frameP99} ms, server CPU ${result.serverCpuPct[0]?.toFixed(0) ?? '?'}% of one core (bench client loop p99 ${result.clientLoopP99.toFixed(1)} ms)`,
    );
  }
  console.log(
    `  ratio live / simulated tick p99: ${(live.tickP99 / Math.max(1, simulated.tickP99)).toFixed(2)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
