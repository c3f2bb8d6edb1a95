import {
  wsAccountMessageSchema,
  wsValuationMessageSchema,
  type WsAccountMessage,
  type WsValuationMessage,
} from '@waihui/contracts';
import {
  createSocketLifecycle,
  DEFAULT_SOCKET_OPTIONS,
  parseFrame,
  type SocketLifecycleOptions,
  type WebSocketLike,
} from '@/lib/socket/socket-lifecycle';

/*
 * The user's own trading over WebSocket /ws (the `account` channel, packages/contracts/src/trading.ts):
 * one connection per trading page visit, separate from the app's quote connection (which the home
 * route loads without zod). Framework-free: live.ts wires it to React Query and the toast; tests
 * drive it with a fake socket and fake timers.
 *
 * - On open it sends `{op:'subscribe', channel:'account', token}`.
 * - After a drop (or a server error other than UNAUTHENTICATED) it reconnects
 *   (@/lib/socket/socket-lifecycle.ts: backoff, connect timeout, heartbeat); the backoff starts
 *   over once subscribed. A resubscription after a drop reports `onResubscribed`: messages sent
 *   meanwhile were missed.
 * - UNAUTHENTICATED (bad token, or the session ended) stops it for good: a new token makes a new client.
 * - `resubscribe` (the session switched books) subscribes again on the open socket: the server then
 *   follows the session's new book, and its `subscribed` refreshes the reads like a resubscription.
 * - Frames are checked against the contract's schemas; anything else is ignored.
 */

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
  openSocket: () => WebSocketLike;
  /** Jitter source in [0, 1); tests pass a constant. */
  random?: () => number;
}

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
  /** Subscribes again on the open socket (no reconnect); a closed one subscribes when it opens. */
  resubscribe: () => void;
  dispose: () => void;
}

export function createTradingLive(
  deps: TradingLiveDeps,
  options: SocketLifecycleOptions = DEFAULT_SOCKET_OPTIONS,
): TradingLiveClient {
  let status: TradingLiveStatus = 'connecting';
  /** Subscribed at least once: the next `subscribed` is a resubscription after a drop. */
  let everSubscribed = false;
  const subscribe = () => socket.send({ op: 'subscribe', channel: 'account', token: deps.token });
  const socket = createSocketLifecycle(
    {
      openSocket: deps.openSocket,
      random: deps.random,
      onOpen: subscribe,
      onMessage: handle,
      onDrop: () => {
        status = 'reconnecting';
      },
    },
    options,
  );

  function stop(): void {
    status = 'stopped';
    socket.close();
  }

  function handle(data: unknown): void {
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
        socket.resetBackoff();
        if (everSubscribed) deps.onResubscribed();
        everSubscribed = true;
        break;
      case 'error':
        if (frame.reason === 'UNAUTHENTICATED') {
          stop();
          deps.onUnauthenticated();
        } else {
          socket.drop();
        }
        break;
      default:
        // hello, pong: nothing to do.
        break;
    }
  }

  socket.connect();
  return {
    getStatus: () => status,
    reconnectNow: socket.reconnectNow,
    resubscribe: () => {
      if (status !== 'stopped') subscribe();
    },
    dispose: stop,
  };
}
