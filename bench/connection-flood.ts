/**
 * Slow-connection flood benchmark (docs/deploy.md "Connection limits"; not a test, prints, never fails on speed):
 * `npm run bench:flood [-- --connections 20000 --seconds 40 --open-files 1024 --reconnect-ms 2000 --pending 1000]`.
 *
 * Starts the server as `npm start` runs it (a bundle of src/server.ts on a fresh PGlite directory,
 * 127.0.0.1), with `--open-files` as its soft and hard descriptor limit when given (prlimit; default:
 * inherited). Then, from 127.0.0.1, `--connections` sockets (spread over `--flooders` processes, so
 * the flood itself stays within this machine's descriptor limit) each send the start of a request
 * whose headers never end and one more header byte every `--trickle-ms`; a socket the server closes
 * is opened again after `--reconnect-ms`. Meanwhile another client, from 127.0.0.2, asks
 * GET /api/health on a new connection every 250 ms (5 s timeout). It prints that client's answers
 * before and during the flood: answered/sent, p50/p95/max answer time and the longest outage, and
 * what the flood held open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  startProbes,
  startSlowFlood,
  type ProbeSummary,
} from '../apps/server/test/flood/slow-flood';
import { startServerProcess } from '../apps/server/test/flood/server-process';

const { values } = parseArgs({
  options: {
    flooder: { type: 'boolean', default: false },
    port: { type: 'string', default: '0' },
    connections: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '40' },
    'open-files': { type: 'string' },
    'reconnect-ms': { type: 'string', default: '2000' },
    'trickle-ms': { type: 'string', default: '5000' },
    flooders: { type: 'string', default: '2' },
    pending: { type: 'string', default: '1000' },
  },
});
const CONNECTIONS = Number(values.connections);
const RECONNECT_MS = Number(values['reconnect-ms']);
const TRICKLE_MS = Number(values['trickle-ms']);

interface FloodStatus {
  open: number;
  connected: number;
  closedByServer: number;
  peakOpen: number;
}

if (values.flooder) {
  // A flood process: reports its state once a second on stdout, stops when stdin closes.
  const flood = startSlowFlood({
    port: Number(values.port),
    from: '127.0.0.1',
    connections: CONNECTIONS,
    reconnectMs: RECONNECT_MS,
    trickleMs: TRICKLE_MS,
    pendingConnects: Number(values.pending),
  });
  const report = () => {
    const status: FloodStatus = {
      open: flood.open(),
      connected: flood.connected(),
      closedByServer: flood.closedByServer(),
      peakOpen: flood.peakOpen(),
    };
    process.stdout.write(`${JSON.stringify(status)}\n`);
  };
  const timer = setInterval(report, 1000);
  process.stdin.resume();
  process.stdin.once('end', () => {
    clearInterval(timer);
    void flood.stop().then(() => process.exit(0));
  });
} else {
  await main();
}

function line(label: string, summary: ProbeSummary): string {
  return (
    `${label}: answered ${summary.answered}/${summary.sent}, p50 ${summary.p50} ms, p95 ${summary.p95} ms, ` +
    `max ${summary.max} ms, longest outage ${(summary.longestOutageMs / 1000).toFixed(1)} s` +
    (summary.errors.length > 0 ? ` (failures: ${summary.errors.join(', ')})` : '')
  );
}

async function main() {
  const openFiles = values['open-files'] === undefined ? undefined : Number(values['open-files']);
  const server = await startServerProcess({
    ...(openFiles === undefined ? {} : { openFiles: { soft: openFiles, hard: openFiles } }),
  });
  const probe = () =>
    startProbes({ port: server.port, from: '127.0.0.2', everyMs: 250, timeoutMs: 5000 });
  try {
    const quiet = probe();
    await sleep(5000);
    const before = await quiet.stop();

    const flooderCount = Number(values.flooders);
    const statuses = new Map<number, FloodStatus>();
    const flooders: ChildProcess[] = [];
    for (let index = 0; index < flooderCount; index += 1) {
      const child = spawn(
        process.execPath,
        [
          ...process.execArgv,
          import.meta.filename,
          '--flooder',
          '--port',
          String(server.port),
          '--connections',
          String(Math.ceil(CONNECTIONS / flooderCount)),
          '--reconnect-ms',
          String(RECONNECT_MS),
          '--trickle-ms',
          String(TRICKLE_MS),
          '--pending',
          String(values.pending),
        ],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      );
      let buffered = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        const last = lines.at(-1);
        if (last) statuses.set(index, JSON.parse(last) as FloodStatus);
      });
      flooders.push(child);
    }
    const during = probe();
    const seconds = Number(values.seconds);
    let peakOpen = 0;
    for (let second = 1; second <= seconds; second += 1) {
      await sleep(1000);
      const open = [...statuses.values()].reduce((sum, status) => sum + status.open, 0);
      peakOpen = Math.max(peakOpen, open);
      if (second % 5 === 0) console.log(`  ${second} s: flood holds ${open} connections open`);
    }
    const flood = await during.stop();
    const totals = [...statuses.values()].reduce(
      (sum, status) => ({
        connected: sum.connected + status.connected,
        closedByServer: sum.closedByServer + status.closedByServer,
      }),
      { connected: 0, closedByServer: 0 },
    );
    await Promise.all(
      flooders.map(
        (child) =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.stdin?.end();
          }),
      ),
    );
    console.log(
      `\nServer open-file limit: ${openFiles ?? 'inherited'}; flood: ${CONNECTIONS} slow connections from 127.0.0.1 ` +
        `(${flooderCount} processes, reconnect after ${RECONNECT_MS} ms, a header byte every ${TRICKLE_MS} ms), ${seconds} s`,
    );
    console.log(line('  other client (127.0.0.2) before the flood', before));
    console.log(line('  other client (127.0.0.2) during the flood', flood));
    console.log(
      `  flood: at most ${peakOpen} open at once; ${totals.connected} connections made, ` +
        `${totals.closedByServer} closed or refused by the server`,
    );
    const warnings = server
      .output()
      .split('\n')
      .filter((text) => /connection|open files|descriptor/i.test(text));
    if (warnings.length > 0) console.log(`  server said: ${warnings.slice(0, 3).join('\n  ')}`);
  } finally {
    await server.stop();
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
