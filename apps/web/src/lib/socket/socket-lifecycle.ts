/*
 * One WebSocket connection kept alive: the part the quote client (lib/quotes/quote-client.ts) and
 * the account live client (features/trade/api/live-client.ts) share. What to subscribe and what a
 * frame means stay with each client (`onOpen`, `onMessage`); this file owns when a socket exists.
 * Framework-free and zod-free (the home route loads it); tests drive it with a fake socket and
 * fake timers.
 *
 * - `connect` opens a socket; one not open within `connectTimeoutMs` counts as failed.
 * - After a drop (close, error, connect timeout, a missed heartbeat, or the client's `drop`) it
 *   tries again with exponential backoff (1 s, 2 s, 4 s … 30 s, ±20% jitter), while still wanted.
 * - Heartbeat: every beat, if nothing arrived since the last one it sends `{op:'ping'}`; a second
 *   silent beat after the ping counts as a drop.
 * - The backoff starts over when the client says the connection proved good (`resetBackoff`).
 */

/**
 * The part of the browser's WebSocket the clients use (browser-socket.ts adapts the real one).
 * `close` never throws, also before the socket opened.
 */
export interface WebSocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface SocketLifecycleOptions {
  backoffInitialMs: number;
  backoffMaxMs: number;
  /** ±share of the backoff delay drawn at random, so many phones do not reconnect in step. */
  backoffJitter: number;
  /** A socket not open by then counts as a failed attempt. */
  connectTimeoutMs: number;
  /** Every beat: if nothing arrived since the last one, send a ping; if still nothing, reconnect. */
  heartbeatMs: number;
}

export const DEFAULT_SOCKET_OPTIONS: SocketLifecycleOptions = {
  backoffInitialMs: 1000,
  backoffMaxMs: 30_000,
  backoffJitter: 0.2,
  connectTimeoutMs: 10_000,
  heartbeatMs: 15_000,
};

export interface SocketLifecycleDeps {
  openSocket: () => WebSocketLike;
  /** Jitter source in [0, 1); tests pass a constant. */
  random?: () => number;
  /** Whether a socket is wanted now, asked before every attempt (default: always). */
  wanted?: () => boolean;
  /** The socket opened: the client sends its subscriptions (`send`). */
  onOpen: () => void;
  /** A frame arrived (its data as the socket gave it). */
  onMessage: (data: unknown) => void;
  /** The socket went away unasked; the next attempt is already scheduled when still wanted. */
  onDrop: () => void;
}

export interface SocketLifecycle {
  /** Opens a socket, unless one exists or an attempt is scheduled. */
  connect: () => void;
  /** Sends a message as JSON on the open socket; nothing while none is open. */
  send: (message: object) => void;
  /** The client found the open connection unusable (a server error): drop it and try again. */
  drop: () => void;
  /** The connection proved good: the next drop waits the shortest backoff again. */
  resetBackoff: () => void;
  /** Skips the wait of a scheduled attempt (back online, back in view); nothing otherwise. */
  reconnectNow: () => void;
  /** Closes the socket and cancels every timer; the backoff starts over. `connect` may follow. */
  close: () => void;
  isOpen: () => boolean;
  /** No socket and no attempt scheduled. */
  isIdle: () => boolean;
}

/** Backoff before reconnect attempt `attempt` (0-based), before jitter: 1 s, 2 s, 4 s … max. */
export function backoffDelayMs(
  attempt: number,
  options: Pick<SocketLifecycleOptions, 'backoffInitialMs' | 'backoffMaxMs'>,
): number {
  return Math.min(options.backoffMaxMs, options.backoffInitialMs * 2 ** attempt);
}

/** A frame's JSON object, or null for anything else (not text, not JSON, not an object). */
export function parseFrame(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function createSocketLifecycle(
  deps: SocketLifecycleDeps,
  options: SocketLifecycleOptions = DEFAULT_SOCKET_OPTIONS,
): SocketLifecycle {
  const random = deps.random ?? Math.random;
  const wanted = deps.wanted ?? (() => true);
  let socket: WebSocketLike | null = null;
  let open = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let heardSinceBeat = false;
  let pingOutstanding = false;

  function send(message: object): void {
    if (socket !== null && open) socket.send(JSON.stringify(message));
  }

  function detach(): void {
    clearTimeout(connectTimer);
    clearInterval(heartbeatTimer);
    connectTimer = heartbeatTimer = undefined;
    open = false;
    if (socket === null) return;
    const old = socket;
    socket = null;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    old.close();
  }

  /** The socket failed or went quiet: try again after the backoff (while wanted). */
  function drop(): void {
    detach();
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (wanted()) {
      const jitter = 1 + options.backoffJitter * (2 * random() - 1);
      const delay = Math.round(backoffDelayMs(attempt, options) * jitter);
      attempt += 1;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        connect();
      }, delay);
    }
    deps.onDrop();
  }

  function startHeartbeat(): void {
    heardSinceBeat = false;
    pingOutstanding = false;
    heartbeatTimer = setInterval(() => {
      if (heardSinceBeat) {
        heardSinceBeat = false;
        pingOutstanding = false;
      } else if (pingOutstanding) {
        // Two beats of silence, one of them after a ping: the connection is dead.
        drop();
      } else {
        pingOutstanding = true;
        send({ op: 'ping' });
      }
    }, options.heartbeatMs);
  }

  function connect(): void {
    if (socket !== null || retryTimer !== undefined || !wanted()) return;
    let opened: WebSocketLike;
    try {
      opened = deps.openSocket();
    } catch {
      drop();
      return;
    }
    socket = opened;
    connectTimer = setTimeout(() => {
      connectTimer = undefined;
      if (socket === opened && !open) drop();
    }, options.connectTimeoutMs);
    opened.onopen = () => {
      if (socket !== opened) return;
      clearTimeout(connectTimer);
      connectTimer = undefined;
      open = true;
      startHeartbeat();
      deps.onOpen();
    };
    opened.onmessage = (event) => {
      if (socket !== opened) return;
      heardSinceBeat = true;
      deps.onMessage(event.data);
    };
    opened.onclose = opened.onerror = () => {
      if (socket === opened) drop();
    };
  }

  return {
    connect,
    send,
    drop,
    resetBackoff: () => {
      attempt = 0;
    },
    reconnectNow() {
      if (retryTimer === undefined) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      connect();
    },
    close() {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      detach();
      attempt = 0;
    },
    isOpen: () => open,
    isIdle: () => socket === null && retryTimer === undefined,
  };
}
