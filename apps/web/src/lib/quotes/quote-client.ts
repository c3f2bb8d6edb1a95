import type { Candle, Ticker } from '@waihui/contracts';
import type { CandleInterval } from '@waihui/core';
import {
  createSocketLifecycle,
  DEFAULT_SOCKET_OPTIONS,
  parseFrame,
  type SocketLifecycleOptions,
  type WebSocketLike,
} from '../socket/socket-lifecycle';
import { isCandle, isTicker } from './guards';

/*
 * The app's one quote connection (WebSocket /ws, see packages/contracts/src/market.ts and ws.ts).
 * Framework-free: React reads it through use-quotes.ts; tests drive it with a fake socket and fake
 * timers. Types only are imported from the contracts (no zod at run time: the home route loads this).
 *
 * - Opens when the first subscriber arrives; closes IDLE_CLOSE_MS after the last one left, so a
 *   page change does not drop and reopen the socket.
 * - After a drop it reconnects (../socket/socket-lifecycle.ts: backoff, connect timeout, heartbeat)
 *   and sends every subscription again.
 * - While disconnected it polls GET /api/market/currency_matches (and the forming candles of the
 *   chart's subscription) every POLL_INTERVAL_MS, so prices keep moving, only less often.
 */

export interface QuoteClientDeps {
  openSocket: () => WebSocketLike;
  /** The current tickers over HTTP; `symbol` narrows to one instrument, omitted = all. */
  pollTickers: (symbol: string | undefined) => Promise<readonly Ticker[]>;
  /** The newest candles of one symbol and interval over HTTP (oldest first). */
  pollCandles: (symbol: string, interval: CandleInterval) => Promise<readonly Candle[]>;
  /** Jitter source in [0, 1); tests pass a constant. */
  random?: () => number;
}

/** The socket's lifecycle (../socket/socket-lifecycle.ts), polling and the idle close. */
export interface QuoteClientOptions extends SocketLifecycleOptions {
  pollIntervalMs: number;
  idleCloseMs: number;
}

export const DEFAULT_QUOTE_CLIENT_OPTIONS: QuoteClientOptions = {
  ...DEFAULT_SOCKET_OPTIONS,
  pollIntervalMs: 3000,
  idleCloseMs: 15_000,
};

/**
 * - `idle`: nobody subscribed, no socket;
 * - `connecting`: first attempt under way;
 * - `open`: live over the socket;
 * - `reconnecting`: dropped or never opened; waiting to retry, polling meanwhile.
 */
export type QuoteStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export type TickerMap = ReadonlyMap<string, Ticker>;

/** Candles of the subscribed symbol and interval: a fresh snapshot, or changes to merge by time. */
export interface CandleEvent {
  kind: 'snapshot' | 'update';
  symbol: string;
  interval: CandleInterval;
  candles: readonly Candle[];
}

export interface QuoteClient {
  /** Declares interest in tickers: some symbols or 'all'. Returns the unsubscribe function. */
  subscribeTickers: (symbols: readonly string[] | 'all') => () => void;
  /** One candle stream at a time (the server's rule): the newest subscription wins. */
  subscribeCandles: (
    symbol: string,
    interval: CandleInterval,
    listener: (event: CandleEvent) => void,
  ) => () => void;
  /** Merges tickers read elsewhere (a page's HTTP answer); older sequence numbers are ignored. */
  seedTickers: (tickers: readonly (Ticker | null)[]) => void;
  /** Latest ticker per symbol. A new map after every change (for useSyncExternalStore). */
  getTickers: () => TickerMap;
  getStatus: () => QuoteStatus;
  /** Called after every ticker or status change. */
  onChange: (listener: () => void) => () => void;
  /** Skips the backoff wait (the browser came back online, the tab became visible). */
  reconnectNow: () => void;
  /** Closes everything and forgets the subscriptions (tests, hot reload). */
  dispose: () => void;
}

type TickerWish = ReadonlySet<string> | 'all';

/**
 * The later of two tickers of one symbol: the higher feed sequence number wins; at the same one,
 * a changed status (the price turned stale or closed, or opened, without a tick) is news too.
 */
export function newerTicker(current: Ticker | undefined, incoming: Ticker): boolean {
  return (
    current === undefined ||
    incoming.seq > current.seq ||
    (incoming.seq === current.seq && incoming.status !== current.status)
  );
}

function readTickers(value: unknown): Ticker[] {
  return Array.isArray(value) ? value.filter(isTicker) : [];
}

function readCandles(value: unknown): Candle[] {
  return Array.isArray(value) ? value.filter(isCandle) : [];
}

export function createQuoteClient(
  deps: QuoteClientDeps,
  overrides: Partial<QuoteClientOptions> = {},
): QuoteClient {
  const options = { ...DEFAULT_QUOTE_CLIENT_OPTIONS, ...overrides };

  let tickers: TickerMap = new Map();
  let status: QuoteStatus = 'idle';
  const changeListeners = new Set<() => void>();

  let nextId = 1;
  const tickerWishes = new Map<number, TickerWish>();
  interface CandleSub {
    id: number;
    symbol: string;
    interval: CandleInterval;
    listener: (event: CandleEvent) => void;
  }
  let candleSubs: CandleSub[] = [];

  /** What the server has been asked for on the current socket. */
  let sentTickers: TickerWish | null = null;
  let sentCandles: { symbol: string; interval: CandleInterval } | null = null;

  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  /** Bumped whenever polling stops, so answers of an earlier round are dropped. */
  let pollRound = 0;

  const socket = createSocketLifecycle(
    {
      openSocket: deps.openSocket,
      random: deps.random,
      wanted: hasSubscribers,
      onOpen() {
        socket.resetBackoff();
        stopPolling();
        sentTickers = null;
        sentCandles = null;
        syncSubscriptions();
        setStatus('open');
      },
      onMessage: handleMessage,
      /** Poll meanwhile; the lifecycle tries again after the backoff. */
      onDrop() {
        if (!hasSubscribers()) {
          stopPolling();
          setStatus('idle');
          return;
        }
        setStatus('reconnecting');
        startPolling();
      },
    },
    options,
  );

  function emit(): void {
    for (const listener of [...changeListeners]) listener();
  }

  function setStatus(next: QuoteStatus): void {
    if (status === next) return;
    status = next;
    emit();
  }

  function hasSubscribers(): boolean {
    return tickerWishes.size > 0 || candleSubs.length > 0;
  }

  function wantedTickers(): TickerWish | null {
    const symbols = new Set<string>();
    for (const wish of tickerWishes.values()) {
      if (wish === 'all') return 'all';
      for (const symbol of wish) symbols.add(symbol);
    }
    return symbols.size === 0 ? null : symbols;
  }

  function activeCandles(): CandleSub | undefined {
    return candleSubs[candleSubs.length - 1];
  }

  function mergeTickers(incoming: readonly Ticker[]): void {
    let next: Map<string, Ticker> | null = null;
    for (const ticker of incoming) {
      const current = (next ?? tickers).get(ticker.symbol);
      if (!newerTicker(current, ticker)) continue;
      next ??= new Map(tickers);
      next.set(ticker.symbol, ticker);
    }
    if (next === null) return;
    tickers = next;
    emit();
  }

  function deliverCandles(
    kind: CandleEvent['kind'],
    symbol: unknown,
    interval: unknown,
    candles: Candle[],
  ): void {
    const active = activeCandles();
    if (active === undefined || active.symbol !== symbol || active.interval !== interval) return;
    active.listener({ kind, symbol: active.symbol, interval: active.interval, candles });
  }

  /** Brings the server's subscriptions of this socket in line with what subscribers want. */
  function syncSubscriptions(): void {
    if (!socket.isOpen()) return;
    const send = socket.send;
    const wanted = wantedTickers();
    const sent = sentTickers;
    if (wanted === null) {
      if (sent !== null) send({ op: 'unsubscribe', channel: 'tickers' });
    } else if (wanted === 'all') {
      if (sent !== 'all') send({ op: 'subscribe', channel: 'tickers' });
    } else {
      if (sent === 'all') send({ op: 'unsubscribe', channel: 'tickers' });
      const had = sent === 'all' || sent === null ? new Set<string>() : sent;
      const added = [...wanted].filter((symbol) => !had.has(symbol));
      const removed = [...had].filter((symbol) => !wanted.has(symbol));
      if (added.length > 0) send({ op: 'subscribe', channel: 'tickers', symbols: added });
      if (removed.length > 0) send({ op: 'unsubscribe', channel: 'tickers', symbols: removed });
    }
    sentTickers = wanted;

    const active = activeCandles();
    if (active === undefined) {
      if (sentCandles !== null) send({ op: 'unsubscribe', channel: 'candles' });
      sentCandles = null;
    } else if (
      sentCandles === null ||
      sentCandles.symbol !== active.symbol ||
      sentCandles.interval !== active.interval
    ) {
      send({
        op: 'subscribe',
        channel: 'candles',
        symbol: active.symbol,
        interval: active.interval,
      });
      sentCandles = { symbol: active.symbol, interval: active.interval };
    }
  }

  function handleMessage(data: unknown): void {
    const message = parseFrame(data);
    if (message === null) return;
    switch (message.op) {
      case 'tickers':
        mergeTickers(readTickers(message.data));
        break;
      case 'candles':
        deliverCandles('snapshot', message.symbol, message.interval, readCandles(message.data));
        break;
      case 'update': {
        mergeTickers(readTickers(message.tickers));
        const candles = message.candles as Record<string, unknown> | null | undefined;
        if (typeof candles === 'object' && candles !== null) {
          deliverCandles('update', candles.symbol, candles.interval, readCandles(candles.data));
        }
        break;
      }
      default:
        // hello, pong, unsubscribed, error (e.g. an unknown symbol): nothing to merge.
        break;
    }
  }

  function stopPolling(): void {
    polling = false;
    clearTimeout(pollTimer);
    pollTimer = undefined;
    pollRound += 1;
  }

  /** One polling round: the wanted tickers and the chart's newest candles, over HTTP. */
  async function poll(round: number): Promise<void> {
    const wanted = wantedTickers();
    const active = activeCandles();
    const jobs: Promise<void>[] = [];
    if (wanted !== null) {
      const only = wanted !== 'all' && wanted.size === 1 ? [...wanted][0] : undefined;
      jobs.push(
        deps.pollTickers(only).then((polled) => {
          if (round !== pollRound) return;
          mergeTickers(wanted === 'all' ? polled : polled.filter((t) => wanted.has(t.symbol)));
        }),
      );
    }
    if (active !== undefined) {
      jobs.push(
        deps.pollCandles(active.symbol, active.interval).then((candles) => {
          if (round !== pollRound) return;
          deliverCandles('update', active.symbol, active.interval, [...candles]);
        }),
      );
    }
    // A failed round (still offline) is simply tried again after the interval.
    await Promise.allSettled(jobs);
  }

  function startPolling(): void {
    if (polling) return;
    polling = true;
    const round = pollRound;
    const loop = () => {
      void poll(round).finally(() => {
        if (round === pollRound) pollTimer = setTimeout(loop, options.pollIntervalMs);
      });
    };
    loop();
  }

  /** Closes the socket and stops polling: nobody is subscribed any more (or disposed). */
  function goIdle(): void {
    socket.close();
    stopPolling();
    setStatus('idle');
  }

  function subscriptionsChanged(): void {
    if (hasSubscribers()) {
      clearTimeout(idleTimer);
      idleTimer = undefined;
      if (socket.isIdle()) {
        if (status !== 'reconnecting') setStatus('connecting');
        socket.connect();
      } else {
        syncSubscriptions();
      }
      return;
    }
    syncSubscriptions();
    if (idleTimer !== undefined) return;
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      if (!hasSubscribers()) goIdle();
    }, options.idleCloseMs);
  }

  return {
    subscribeTickers(symbols) {
      const id = nextId++;
      tickerWishes.set(id, symbols === 'all' ? 'all' : new Set(symbols));
      subscriptionsChanged();
      return () => {
        if (tickerWishes.delete(id)) subscriptionsChanged();
      };
    },
    subscribeCandles(symbol, interval, listener) {
      const sub: CandleSub = { id: nextId++, symbol, interval, listener };
      candleSubs = [...candleSubs, sub];
      subscriptionsChanged();
      return () => {
        const before = candleSubs.length;
        candleSubs = candleSubs.filter((candidate) => candidate.id !== sub.id);
        if (candleSubs.length !== before) subscriptionsChanged();
      };
    },
    seedTickers(seed) {
      mergeTickers(seed.filter((ticker): ticker is Ticker => ticker !== null));
    },
    getTickers: () => tickers,
    getStatus: () => status,
    onChange(listener) {
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
    reconnectNow: socket.reconnectNow,
    dispose() {
      tickerWishes.clear();
      candleSubs = [];
      clearTimeout(idleTimer);
      idleTimer = undefined;
      goIdle();
    },
  };
}
