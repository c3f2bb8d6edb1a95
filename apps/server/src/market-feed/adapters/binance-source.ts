import WebSocket, { type RawData } from 'ws';
import { z } from 'zod';
import type { SourceClock } from './clock';
import type { InstrumentBinding, SourceAdapter } from './source';
import type { Link, LinkEvents, SourceDeps, SourceTiming } from './source-runtime';
import { runSource } from './source-runtime';
import { wsText } from './ws-text';

/**
 * Binance spot best bid/ask: the `<symbol>@bookTicker` streams of all bound symbols on one
 * combined-stream connection (`/stream?streams=a@bookTicker/b@bookTicker`, at most 1024), events
 * `{"stream":"bnbusdt@bookTicker","data":{"u":400900217,"s":"BNBUSDT","b":"25.35190000",
 * "B":"31.21000000","a":"25.36520000","A":"40.66000000"}}` with prices as strings.
 *
 * Binance ends every connection at 24 hours and announces shutdowns with
 * `{"stream":"!serverShutdown","data":{"e":"serverShutdown","E":…}}`. Either way the link opens a
 * replacement first (at `rolloverAfterMs`, or at once on serverShutdown) and closes the old
 * connection when the replacement delivers its first event, so prices do not pause; while both
 * run, an event whose update id `u` is not above the last one seen for its symbol is a duplicate
 * and dropped. Binance pings every 20 s; `ws` answers pongs itself, and a quiet link is probed
 * with a ping of our own.
 */
export interface BinanceSourceOptions extends SourceTiming {
  id: string;
  /** 'wss://stream.binance.com:9443' or the market-data-only 'wss://data-stream.binance.vision'. */
  url: string;
  /** Replace the connection this long after it opened (ms): before Binance's 24-hour cut. */
  rolloverAfterMs: number;
}

/** 23 h 50 min: ten minutes of margin before Binance's 24-hour disconnect. */
export const BINANCE_ROLLOVER_MS = (23 * 60 + 50) * 60 * 1000;

export const BINANCE_MAX_STREAMS = 1024;

const bookTickerEvent = z.object({
  stream: z.string(),
  data: z.object({
    u: z.number().int().nonnegative().refine(Number.isSafeInteger),
    s: z.string().min(1),
    b: z.string(),
    a: z.string(),
  }),
});

const SERVER_SHUTDOWN_STREAM = '!serverShutdown';

export function createBinanceSource(
  options: BinanceSourceOptions,
  bindings: readonly InstrumentBinding[],
  deps: SourceDeps,
): SourceAdapter {
  if (new Set(bindings.map((b) => b.symbol)).size > BINANCE_MAX_STREAMS) {
    throw new Error(`Binance allows ${BINANCE_MAX_STREAMS} streams a connection`);
  }
  const base = options.url.replace(/\/+$/, '');
  return runSource(options, bindings, deps, (symbols, events) => {
    const streams = symbols.map((symbol) => `${symbol.toLowerCase()}@bookTicker`).join('/');
    return new BinanceLink(`${base}/stream?streams=${streams}`, options, deps.clock, events);
  });
}

class BinanceLink implements Link {
  private current: WebSocket | undefined;
  private replacement: WebSocket | undefined;
  private readonly lastUpdateId = new Map<string, number>();
  private cancelRollover: (() => void) | undefined;

  constructor(
    private readonly url: string,
    private readonly options: { rolloverAfterMs: number },
    private readonly clock: SourceClock,
    private readonly events: LinkEvents,
  ) {
    this.current = this.connect();
    this.scheduleRollover();
  }

  close(): void {
    this.cancelRollover?.();
    const sockets = [this.current, this.replacement];
    this.current = undefined;
    this.replacement = undefined;
    for (const ws of sockets) ws?.terminate();
  }

  probe(): void {
    if (this.current?.readyState === WebSocket.OPEN) this.current.ping();
  }

  private connect(): WebSocket {
    const ws = new WebSocket(this.url);
    ws.on('message', (data: RawData) => this.onMessage(ws, data));
    ws.on('ping', () => this.owns(ws) && this.events.heard());
    ws.on('pong', () => this.owns(ws) && this.events.heard());
    ws.on('error', (err) => this.onGone(ws, err.message));
    ws.on('close', (code, reason) => this.onGone(ws, `closed ${code} ${reason.toString()}`.trim()));
    return ws;
  }

  private owns(ws: WebSocket): boolean {
    return ws === this.current || ws === this.replacement;
  }

  private onMessage(ws: WebSocket, data: RawData): void {
    if (!this.owns(ws)) return;
    if (ws === this.replacement) this.promoteReplacement();
    this.events.heard();
    let message: unknown;
    try {
      message = JSON.parse(wsText(data));
    } catch {
      return this.events.malformed('not JSON');
    }
    if (isServerShutdown(message)) return this.rollover();
    const event = bookTickerEvent.safeParse(message);
    if (!event.success) return this.events.malformed('not a bookTicker event');
    const { u, s, b, a } = event.data.data;
    const last = this.lastUpdateId.get(s);
    if (last !== undefined && u <= last) return;
    this.lastUpdateId.set(s, u);
    this.events.price(s, b, a, { sourceSeq: u });
  }

  /** The replacement has delivered: it becomes the connection and the old one is closed. */
  private promoteReplacement(): void {
    const old = this.current;
    this.current = this.replacement;
    this.replacement = undefined;
    old?.close(1000, 'replaced');
    this.events.count('rollovers');
    this.scheduleRollover();
  }

  private rollover(): void {
    if (this.replacement || !this.current) return;
    this.cancelRollover?.();
    this.replacement = this.connect();
  }

  private scheduleRollover(): void {
    this.cancelRollover = this.clock.setTimeout(
      () => this.rollover(),
      this.options.rolloverAfterMs,
    );
  }

  /**
   * A socket ended. A failed replacement leaves the current connection running (if Binance then
   * cuts it, the runtime reconnects); a current connection cut while its replacement is opening
   * waits for the replacement; otherwise the link is gone.
   */
  private onGone(ws: WebSocket, reason: string): void {
    if (ws === this.replacement) {
      this.replacement = undefined;
      if (this.current) return;
    } else if (ws === this.current) {
      this.current = undefined;
      if (this.replacement) return;
    } else {
      return;
    }
    this.close();
    this.events.closed(reason);
  }
}

function isServerShutdown(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { stream?: unknown }).stream === SERVER_SHUTDOWN_STREAM
  );
}
