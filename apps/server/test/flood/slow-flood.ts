import http from 'node:http';
import { connect, type Socket } from 'node:net';

/*
 * A slow-request flood (slowloris) and the other client that must keep being answered during it
 * (docs/deploy.md "Connection limits"): used by connection-flood.test.ts and `npm run bench:flood`. Everything runs
 * on loopback: the flood from one address (127.0.0.1), the other client from another (127.0.0.2).
 */

/** The start of a request whose headers never end: the server waits for the blank line. */
const PARTIAL_REQUEST = 'GET /api/health HTTP/1.1\r\nHost: flood\r\nX-Slow: ';

export interface SlowFloodOptions {
  port: number;
  /** Address the flood's sockets are bound to (the attacking host). */
  from: string;
  /** Sockets the flood tries to keep open. */
  connections: number;
  /** A socket the server closed is opened again after this long; null: never. */
  reconnectMs: number | null;
  /** One more header byte per socket this often (keeps a merely idle-based timeout from firing). */
  trickleMs: number;
  /** Connects in flight at once. */
  pendingConnects?: number;
}

export interface SlowFlood {
  /** Sockets connected and not closed now. */
  open(): number;
  /** Connections that were established, in total. */
  connected(): number;
  /** Connections the server closed or refused (reset, closed, never connected). */
  closedByServer(): number;
  /** Highest number of sockets open at once. */
  peakOpen(): number;
  stop(): Promise<void>;
}

export function startSlowFlood(options: SlowFloodOptions): SlowFlood {
  const pendingLimit = options.pendingConnects ?? 256;
  const sockets = new Set<Socket>();
  let stopped = false;
  let pending = 0;
  let waiting = options.connections;
  let open = 0;
  let peak = 0;
  let connected = 0;
  let closedByServer = 0;
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const openMore = () => {
    while (!stopped && waiting > 0 && pending < pendingLimit) {
      waiting -= 1;
      pending += 1;
      openOne();
    }
  };

  const openOne = () => {
    const socket = connect({ host: '127.0.0.1', port: options.port, localAddress: options.from });
    sockets.add(socket);
    let isOpen = false;
    let trickle: NodeJS.Timeout | null = null;
    socket.setNoDelay(true);
    socket.once('connect', () => {
      pending -= 1;
      isOpen = true;
      connected += 1;
      open += 1;
      peak = Math.max(peak, open);
      socket.write(PARTIAL_REQUEST);
      trickle = setInterval(() => socket.write('a'), options.trickleMs);
      openMore();
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.once('close', () => {
      sockets.delete(socket);
      if (trickle) clearInterval(trickle);
      if (isOpen) open -= 1;
      else pending -= 1;
      if (stopped) return;
      closedByServer += 1;
      if (options.reconnectMs === null) {
        openMore();
        return;
      }
      later(options.reconnectMs, () => {
        waiting += 1;
        openMore();
      });
      openMore();
    });
  };

  openMore();
  return {
    open: () => open,
    connected: () => connected,
    closedByServer: () => closedByServer,
    peakOpen: () => peak,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      const closing = [...sockets].map(
        (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
      );
      for (const socket of sockets) socket.destroy();
      await Promise.all(closing);
    },
  };
}

export interface ProbeResult {
  ok: boolean;
  /** Time to the whole answer (ms). */
  ms: number;
  /** When the probe started (ms since the probes started). */
  at: number;
  error?: string;
}

/** One GET /api/health on a new connection from `from`; ok when it answers 200 within timeoutMs. */
export function probeOnce(
  port: number,
  from: string,
  timeoutMs: number,
): Promise<Omit<ProbeResult, 'at'>> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (ok: boolean, error?: string) =>
      resolve({ ok, ms: Math.round(performance.now() - started), ...(error ? { error } : {}) });
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/health',
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          done(response.statusCode === 200, `HTTP ${response.statusCode}`),
        );
        response.once('error', (error) => done(false, error.message));
      },
    );
    request.once('timeout', () => request.destroy(new Error('timeout')));
    request.once('error', (error: NodeJS.ErrnoException) =>
      done(false, error.code ?? error.message),
    );
  });
}

export interface ProbeSummary {
  sent: number;
  answered: number;
  failed: number;
  /** Answer times of the answered probes (ms). */
  p50: number;
  p95: number;
  max: number;
  /** Longest stretch from a failed probe to the next answered one (ms). */
  longestOutageMs: number;
  /** The first few failures, for the report. */
  errors: string[];
}

/** Probes every `everyMs` (each on its own connection) until stopped; summarises what it saw. */
export function startProbes(options: {
  port: number;
  from: string;
  everyMs: number;
  timeoutMs: number;
}): { sent(): number; stop(): Promise<ProbeSummary> } {
  const results: Promise<ProbeResult>[] = [];
  const begin = performance.now();
  const timer = setInterval(() => {
    const at = Math.round(performance.now() - begin);
    results.push(
      probeOnce(options.port, options.from, options.timeoutMs).then((result) => ({
        ...result,
        at,
      })),
    );
  }, options.everyMs);
  return {
    sent: () => results.length,
    async stop() {
      clearInterval(timer);
      return summarise(await Promise.all(results));
    },
  };
}

export function summarise(results: readonly ProbeResult[]): ProbeSummary {
  const answered = results.filter((result) => result.ok).map((result) => result.ms);
  answered.sort((a, b) => a - b);
  const at = (q: number) =>
    answered[Math.min(answered.length - 1, Math.floor(q * answered.length))] ?? 0;
  let longestOutageMs = 0;
  let outageFrom: number | null = null;
  for (const result of [...results].sort((a, b) => a.at - b.at)) {
    if (!result.ok) outageFrom ??= result.at;
    else if (outageFrom !== null) {
      longestOutageMs = Math.max(longestOutageMs, result.at + result.ms - outageFrom);
      outageFrom = null;
    }
  }
  const last = results.at(-1);
  if (outageFrom !== null && last)
    longestOutageMs = Math.max(longestOutageMs, last.at + last.ms - outageFrom);
  return {
    sent: results.length,
    answered: answered.length,
    failed: results.length - answered.length,
    p50: at(0.5),
    p95: at(0.95),
    max: answered.at(-1) ?? 0,
    longestOutageMs,
    errors: [...new Set(results.filter((r) => !r.ok).map((r) => r.error ?? '?'))].slice(0, 5),
  };
}
