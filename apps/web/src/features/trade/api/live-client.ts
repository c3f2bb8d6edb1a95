import {
  wsAccountMessageSchema,
  wsValuationMessageSchema,
  type WsAccountMessage,
  type WsValuationMessage,
} from '@waihui/contracts';
import type { QuoteSocket } from '@/lib/quotes/quote-client';

/*
 * The user's own trading over WebSocket /ws (the `account` channel, packages/contracts/src/trading.ts):
 * one connection per trading page visit, separate from the app's quote connection (which the home
 * route loads without zod). Framework-free: live.ts wires it to React Query and the toast; tests
 * drive it with a fake socket and fake timers.
 *
 * - On open it sends `{op:'subscribe', channel:'account', token}`.
 * - After a drop (close, error, connect timeout, a missed heartbeat, or a server error other than
 *   UNAUTHENTICATED) it reconnects with exponential backoff (1 s, 2 s, 4 s … 30 s, ±20% jitter). A
 *   resubscription after a drop reports `onResubscribed`: messages sent meanwhile were missed.
 * - UNAUTHENTICATED (bad token, or the session ended) stops it for good: a new token makes a new client.
 * - Frames are checked against the contract's schemas; anything else is ignored.
 */

export type LiveSocket = QuoteSocket;

export interface TradingLiveHandlers {
  /** A committed change of the user's trading (order, position, summary after it). */
  onAccount: (message: WsAccountMessage) => void;
  /** Live figures of the open positions and the summary at the latest quotes. */
  onValuation: (message: WsValuationMessage) => void;
  /** Subscribed again after a drop: what happened in between was not pushed. */
  onResubscribed: () => void;
  /** The server refused the token or the session ended. */
  onUnauthenticated: () => void;
}

export interface TradingLiveDeps extends TradingLiveHandlers {
  token: string;
  openSocket: () => LiveSocket;
  /** Jitter source in [0, 1); tests pass a constant. */
  random?: () => number;
}

export interface TradingLiveOptions {
  backoffInitialMs: number;
  backoffMaxMs: number;
  /** ±share of the backoff drawn at random, so many phones do not reconnect in step. */
  backoffJitter: number;
  /** A socket not open by then counts as a failed attempt. */
  connectTimeoutMs: number;
  /** Every beat: if nothing arrived since the last one, send a ping; if still nothing, reconnect. */
  heartbeatMs: number;
}

export const DEFAULT_TRADING_LIVE_OPTIONS: TradingLiveOptions = {
  backoffInitialMs: 1000,
  backoffMaxMs: 30_000,
  backoffJitter: 0.2,
  connectTimeoutMs: 10_000,
  heartbeatMs: 15_000,
};

/**
 * - `connecting`: first attempt under way;
 * - `live`: subscribed;
 * - `reconnecting`: dropped; waiting to retry;
 * - `stopped`: disposed, or the token was refused.
 */
export type TradingLiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface TradingLiveClient {
  getStatus: () => TradingLiveStatus;
  /** Skips the backoff wait (the browser came back online, the tab became visible). */
  reconnectNow: () => void;
  dispose: () => void;
}

function parseFrame(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function createTradingLive(
  deps: TradingLiveDeps,
  overrides: Partial<TradingLiveOptions> = {},
): TradingLiveClient {
  const options = { ...DEFAULT_TRADING_LIVE_OPTIONS, ...overrides };
  const random = deps.random ?? Math.random;
  let status: TradingLiveStatus = 'connecting';
  let socket: LiveSocket | null = null;
  let attempt = 0;
  /** Subscribed at least once: the next `subscribed` is a resubscription after a drop. */
  let everSubscribed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let heardSinceBeat = false;
  let pingOutstanding = false;

  function clearTimers(): void {
    clearTimeout(reconnectTimer);
    clearTimeout(connectTimer);
    clearInterval(heartbeatTimer);
    reconnectTimer = connectTimer = heartbeatTimer = undefined;
  }

  function detachSocket(): void {
    clearTimeout(connectTimer);
    clearInterval(heartbeatTimer);
    connectTimer = heartbeatTimer = undefined;
    if (socket === null) return;
    const old = socket;
    socket = null;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    try {
      old.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  function stop(): void {
    status = 'stopped';
    clearTimers();
    detachSocket();
  }

  /** The connection failed or went quiet: try again after the backoff. */
  function drop(): void {
    if (status === 'stopped') return;
    detachSocket();
    status = 'reconnecting';
    const base = Math.min(options.backoffMaxMs, options.backoffInitialMs * 2 ** attempt);
    const jitter = 1 + options.backoffJitter * (2 * random() - 1);
    attempt += 1;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = undefined;
        connect();
      },
      Math.round(base * jitter),
    );
  }

  function startHeartbeat(opened: LiveSocket): void {
    heardSinceBeat = false;
    pingOutstanding = false;
    heartbeatTimer = setInterval(() => {
      if (heardSinceBeat) {
        heardSinceBeat = false;
        pingOutstanding = false;
        return;
      }
      if (pingOutstanding) {
        // Two beats of silence, one of them after a ping: the connection is dead.
        drop();
        return;
      }
      pingOutstanding = true;
      opened.send(JSON.stringify({ op: 'ping' }));
    }, options.heartbeatMs);
  }

  function handle(data: unknown): void {
    heardSinceBeat = true;
    pingOutstanding = false;
    const frame = parseFrame(data);
    switch (frame?.op) {
      case 'account': {
        const parsed = wsAccountMessageSchema.safeParse(frame);
        if (parsed.success) deps.onAccount(parsed.data);
        break;
      }
      case 'valuation': {
        const parsed = wsValuationMessageSchema.safeParse(frame);
        if (parsed.success) deps.onValuation(parsed.data);
        break;
      }
      case 'subscribed':
        if (frame.channel !== 'account') break;
        status = 'live';
        attempt = 0;
        if (everSubscribed) deps.onResubscribed();
        everSubscribed = true;
        break;
      case 'error':
        if (frame.reason === 'UNAUTHENTICATED') {
          stop();
          deps.onUnauthenticated();
        } else {
          drop();
        }
        break;
      default:
        // hello, pong: nothing to do.
        break;
    }
  }

  function connect(): void {
    if (status === 'stopped' || socket !== null) return;
    let opened: LiveSocket;
    try {
      opened = deps.openSocket();
    } catch {
      drop();
      return;
    }
    socket = opened;
    connectTimer = setTimeout(() => {
      connectTimer = undefined;
      if (socket === opened) drop();
    }, options.connectTimeoutMs);
    opened.onopen = () => {
      if (socket !== opened) return;
      clearTimeout(connectTimer);
      connectTimer = undefined;
      opened.send(JSON.stringify({ op: 'subscribe', channel: 'account', token: deps.token }));
      startHeartbeat(opened);
    };
    opened.onmessage = (event) => {
      if (socket === opened) handle(event.data);
    };
    opened.onclose = () => {
      if (socket === opened) drop();
    };
    opened.onerror = () => {
      if (socket === opened) drop();
    };
  }

  connect();
  return {
    getStatus: () => status,
    reconnectNow() {
      if (status !== 'reconnecting' || socket !== null) return;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      connect();
    },
    dispose: stop,
  };
}
