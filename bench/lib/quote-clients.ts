/**
 * One bench client process of bench/quotes.ts (started with `fork`, driven over IPC; messages in
 * ./quote-clients.protocol.ts). It holds a share of the WebSocket clients so that receiving and
 * parsing frames is spread over several cores: with every client in one process, that process's
 * event loop, not the server, bounded the measured latency.
 *
 * Every client counts frames and reads the flush `seq` and frame time `ts` from the first bytes;
 * sampled clients also parse the whole frame for per-ticker latency. Frames are recorded with their
 * seq from `arm` on and only counted at `finish`, once the main process has fixed the window's seq
 * range, so no frame is lost to a message arriving late.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { Histogram } from './histogram';
import type { ClientsResult, FromClients, ToClients } from './quote-clients.protocol';

/** The start of an update frame: {"op":"update","seq":12,"ts":1795341600000,… */
const HEADER = /^\{"op":"update","seq":(\d+),"ts":(\d+)/;
/** Clients opened at once while connecting. */
const CONNECT_BATCH = 100;

const send = (message: FromClients) => process.send!(message);

const sockets: WebSocket[] = [];
let recording = false;
// One entry per frame received since `arm`, in parallel arrays (server index, flush seq, latency
// ms from the frame's `ts`, bytes) and one per sampled ticker (server index, seq, latency ms).
let frameServer: number[] = [];
let frameSeq: number[] = [];
let frameMs: number[] = [];
let frameBytes: number[] = [];
let tickServer: number[] = [];
let tickSeq: number[] = [];
let tickMs: number[] = [];

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let windowStart: { elu: ReturnType<typeof performance.eventLoopUtilization>; cpu: NodeJS.CpuUsage };
let windowResult: Pick<ClientsResult, 'loopDelay' | 'loopUtilisation' | 'cpuSeconds'>;

function openClient(port: number, server: number, sampled: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    sockets.push(socket);
    socket.on('message', (raw: Buffer) => {
      const receivedAt = performance.timeOrigin + performance.now();
      const head = HEADER.exec(raw.toString('latin1', 0, 80));
      if (head === null) {
        if (raw.toString('latin1', 0, 20).startsWith('{"op":"tickers"')) resolve();
        return;
      }
      if (!recording) return;
      const seq = Number(head[1]);
      frameServer.push(server);
      frameSeq.push(seq);
      frameMs.push(receivedAt - Number(head[2]));
      frameBytes.push(raw.length);
      if (!sampled) return;
      const message = JSON.parse(raw.toString('utf8')) as { tickers: { ts: number }[] };
      for (const ticker of message.tickers) {
        tickServer.push(server);
        tickSeq.push(seq);
        tickMs.push(receivedAt - ticker.ts);
      }
    });
    socket.once('open', () => socket.send(JSON.stringify({ op: 'subscribe', channel: 'tickers' })));
    // A failure before the first frame fails the run; rejecting later is a no-op.
    socket.on('error', reject);
  });
}

async function setup(ports: number[], clients: { server: number; sampled: boolean }[]) {
  for (let i = 0; i < clients.length; i += CONNECT_BATCH) {
    await Promise.all(
      clients
        .slice(i, i + CONNECT_BATCH)
        .map((client) => openClient(ports[client.server]!, client.server, client.sampled)),
    );
  }
  send({ type: 'connected' });
}

function finish(startSeq: number[], endSeq: number[]): ClientsResult {
  const inWindow = (server: number, seq: number) =>
    seq > startSeq[server]! && seq <= endSeq[server]!;
  const delivered = startSeq.map(() => 0);
  let bytes = 0;
  const frame = new Histogram();
  for (let i = 0; i < frameSeq.length; i += 1) {
    if (!inWindow(frameServer[i]!, frameSeq[i]!)) continue;
    delivered[frameServer[i]!]! += 1;
    bytes += frameBytes[i]!;
    frame.add(frameMs[i]!);
  }
  const tick = new Histogram();
  for (let i = 0; i < tickSeq.length; i += 1) {
    if (inWindow(tickServer[i]!, tickSeq[i]!)) tick.add(tickMs[i]!);
  }
  return {
    type: 'result',
    delivered,
    bytes,
    tick: tick.toSparse(),
    frame: frame.toSparse(),
    ...windowResult,
  };
}

process.on('message', (message: ToClients) => {
  switch (message.type) {
    case 'setup':
      setup(message.ports, message.clients).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
      break;
    case 'arm':
      frameServer = [];
      frameSeq = [];
      frameMs = [];
      frameBytes = [];
      tickServer = [];
      tickSeq = [];
      tickMs = [];
      recording = true;
      break;
    case 'window-start':
      loopDelay.reset();
      loopDelay.enable();
      windowStart = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() };
      break;
    case 'window-end': {
      loopDelay.disable();
      const cpu = process.cpuUsage(windowStart.cpu);
      windowResult = {
        // The monitor reports nanoseconds.
        loopDelay: {
          p50: loopDelay.percentile(50) / 1e6,
          p99: loopDelay.percentile(99) / 1e6,
          max: loopDelay.max / 1e6,
        },
        loopUtilisation: performance.eventLoopUtilization(windowStart.elu).utilization,
        // cpuUsage reports microseconds.
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
      };
      break;
    }
    case 'finish':
      recording = false;
      send(finish(message.startSeq, message.endSeq));
      break;
    case 'close':
      for (const socket of sockets) socket.terminate();
      process.disconnect();
      break;
  }
});
