import type { Candle, Ticker, WsClientMessage, WsServerMessage } from '@waihui/contracts';
import { type CandleInterval, unitsToDecimalString, type UnitCandle } from '@waihui/core';
import type { CandleChange, CandlePair } from './candle-builder';

/** The part of a WebSocket the hub needs (ws's WebSocket has it). */
export interface HubSocket {
  send(data: Buffer | string): void;
  /** Bytes queued but not yet written to the network. */
  readonly bufferedAmount: number;
}

/** A connection's subscriptions. */
export interface HubClient {
  readonly socket: HubSocket;
  /** null = none, 'all' = every instrument, else these symbols. */
  tickers: 'all' | Set<string> | null;
  /** Cache key of the tickers subscription ('*' or the sorted symbols). */
  tickersKey: string;
  candles: { symbol: string; interval: CandleInterval; key: string } | null;
  /** Missed a frame because it was slow: its next frame is a full snapshot. */
  lagging: boolean;
}

export type MarketWsRequest = Exclude<WsClientMessage, { op: 'ping' } | { channel: 'account' }>;

export interface QuoteHubDeps {
  /** Least time between two update frames (MARKET_WS_BATCH_MS). */
  batchMs: number;
  /** Skip a connection's frame while this many bytes are still queued for it. */
  maxBufferedBytes: number;
  /** Known, enabled instrument? */
  hasSymbol(symbol: string): boolean;
  /** All enabled symbols, in display order. */
  symbols(): readonly string[];
  /** A symbol's ticker serialised as JSON (cached by the engine per tick); null before its first tick. */
  tickerJson(symbol: string): string | null;
  ticker(symbol: string): Ticker | null;
  candlePair(symbol: string, interval: CandleInterval): CandlePair;
  precisionOf(symbol: string): number;
  /** Epoch ms for the `ts` of frames (the app clock). */
  nowMs(): number;
  /**
   * Symbols whose status (live, stale, closed) changed since their last frame without a tick
   * (ticker-status.ts); checked every `statusCheckMs` so a client hears that a price stopped.
   * Absent: no check.
   */
  statusChanges?(): readonly string[];
  statusCheckMs?: number;
}

export interface HubStats {
  clients: number;
  flushes: number;
  framesSent: number;
  framesSkipped: number;
}

function toWireCandle(candle: UnitCandle, precision: number): Candle {
  return {
    time: candle.openTime,
    open: unitsToDecimalString(candle.open, precision),
    high: unitsToDecimalString(candle.high, precision),
    low: unitsToDecimalString(candle.low, precision),
    close: unitsToDecimalString(candle.close, precision),
  };
}

/**
 * Fans quotes out to WebSocket connections. Ticks only mark what changed; a flush at most every
 * `batchMs` sends each interested connection one `update` frame with the latest ticker of every
 * changed instrument and its changed candles. Connections with the same subscriptions share one
 * serialised frame (built once per flush). A connection whose socket still holds more than
 * `maxBufferedBytes` is skipped and gets a full snapshot once it has caught up, so a slow phone
 * never makes the server queue stale quotes without bound.
 */
export class QuoteHub {
  private readonly clients = new Set<HubClient>();
  private changedSymbols = new Set<string>();
  /** Candle subscriptions: key "symbol|interval" → number of subscribers. */
  private readonly candleSubscribers = new Map<string, number>();
  /** Changed candles per subscribed key since the last flush, by open time. */
  private pendingCandles = new Map<string, Map<number, UnitCandle>>();
  private timer: NodeJS.Timeout | undefined;
  private readonly statusTimer: NodeJS.Timeout | undefined;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private seq = 0;
  private stopped = false;
  private readonly counters = { flushes: 0, framesSent: 0, framesSkipped: 0 };

  constructor(private readonly deps: QuoteHubDeps) {
    if (deps.statusChanges !== undefined && (deps.statusCheckMs ?? 0) > 0) {
      this.statusTimer = setInterval(() => this.checkStatuses(), deps.statusCheckMs);
      this.statusTimer.unref();
    }
  }

  stats(): HubStats {
    return { clients: this.clients.size, ...this.counters };
  }

  connect(socket: HubSocket): HubClient {
    const client: HubClient = {
      socket,
      tickers: null,
      tickersKey: '',
      candles: null,
      lagging: false,
    };
    this.clients.add(client);
    return client;
  }

  disconnect(client: HubClient): void {
    this.setCandles(client, null);
    this.clients.delete(client);
  }

  /** Applies a subscribe/unsubscribe message and returns the reply to send. */
  handle(client: HubClient, message: MarketWsRequest): WsServerMessage {
    if (message.op === 'subscribe' && message.channel === 'tickers') {
      const unknown = message.symbols?.find((symbol) => !this.deps.hasSymbol(symbol));
      if (unknown !== undefined) return { op: 'error', reason: 'MARKET_UNKNOWN_SYMBOL' };
      if (message.symbols === undefined || client.tickers === 'all') {
        client.tickers = 'all';
      } else {
        client.tickers = new Set([...(client.tickers ?? []), ...message.symbols]);
      }
      this.updateTickersKey(client);
      return this.tickersReply(client);
    }
    if (message.op === 'subscribe') {
      if (!this.deps.hasSymbol(message.symbol))
        return { op: 'error', reason: 'MARKET_UNKNOWN_SYMBOL' };
      this.setCandles(client, { symbol: message.symbol, interval: message.interval });
      return this.candlesReply(message.symbol, message.interval);
    }
    if (message.channel === 'tickers') {
      if (message.symbols === undefined) {
        client.tickers = null;
      } else {
        const remaining = new Set(client.tickers === 'all' ? this.deps.symbols() : client.tickers);
        for (const symbol of message.symbols) remaining.delete(symbol);
        client.tickers = remaining.size > 0 ? remaining : null;
      }
      this.updateTickersKey(client);
      return { op: 'unsubscribed', channel: 'tickers' };
    }
    this.setCandles(client, null);
    return { op: 'unsubscribed', channel: 'candles' };
  }

  /** Called by the engine after every tick with what it changed. */
  onTick(symbol: string, candleChanges: readonly CandleChange[]): void {
    this.changedSymbols.add(symbol);
    for (const change of candleChanges) {
      const key = `${symbol}|${change.interval}`;
      if (!this.candleSubscribers.has(key)) continue;
      let pending = this.pendingCandles.get(key);
      if (!pending) {
        pending = new Map();
        this.pendingCandles.set(key, pending);
      }
      if (change.closed) pending.set(change.closed.openTime, change.closed);
      pending.set(change.current.openTime, change.current);
    }
    this.schedule();
  }

  /**
   * The periodic check (normally run by its timer): every instrument whose status changed without
   * a tick goes into the next frame, as if it had ticked (its ticker JSON carries the status).
   */
  checkStatuses(): void {
    const changed = this.deps.statusChanges?.() ?? [];
    if (changed.length === 0 || this.stopped) return;
    for (const symbol of changed) this.changedSymbols.add(symbol);
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.statusTimer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    const wait = Math.max(0, this.lastFlushAt + this.deps.batchMs - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, wait);
  }

  /** Sends the pending changes; normally run by the timer. */
  flush(): void {
    const startedAt = performance.now();
    if (startedAt - this.lastFlushAt < this.deps.batchMs) {
      this.schedule();
      return;
    }
    const changed = this.changedSymbols;
    const candles = this.pendingCandles;
    this.changedSymbols = new Set();
    this.pendingCandles = new Map();
    this.lastFlushAt = startedAt;
    this.seq += 1;
    this.counters.flushes += 1;
    const ts = this.deps.nowMs();
    const frames = new Map<string, Buffer | null>();
    for (const client of this.clients) {
      if (client.tickers === null && client.candles === null) continue;
      const key = `${client.lagging ? 'S' : 'D'}${client.tickersKey}|${client.candles?.key ?? ''}`;
      let frame = frames.get(key);
      if (frame === undefined) {
        frame = this.buildFrame(client, changed, candles, ts);
        frames.set(key, frame);
      }
      if (frame === null) continue;
      if (client.socket.bufferedAmount > this.deps.maxBufferedBytes) {
        client.lagging = true;
        this.counters.framesSkipped += 1;
        continue;
      }
      client.socket.send(frame);
      client.lagging = false;
      this.counters.framesSent += 1;
    }
  }

  /** The frame for a client's subscriptions, or null when nothing changed for it. */
  private buildFrame(
    client: HubClient,
    changed: ReadonlySet<string>,
    pendingCandles: ReadonlyMap<string, ReadonlyMap<number, UnitCandle>>,
    ts: number,
  ): Buffer | null {
    const snapshot = client.lagging;
    const tickers: string[] = [];
    if (client.tickers !== null) {
      const wanted = snapshot
        ? client.tickers === 'all'
          ? this.deps.symbols()
          : client.tickers
        : changed;
      for (const symbol of wanted) {
        if (!snapshot && client.tickers !== 'all' && !client.tickers.has(symbol)) continue;
        const json = this.deps.tickerJson(symbol);
        if (json !== null) tickers.push(json);
      }
    }
    let candlesJson = 'null';
    if (client.candles !== null) {
      const { symbol, interval, key } = client.candles;
      const precision = this.deps.precisionOf(symbol);
      const list = snapshot
        ? this.pairCandles(this.deps.candlePair(symbol, interval))
        : [...(pendingCandles.get(key)?.values() ?? [])];
      if (list.length > 0) {
        candlesJson = JSON.stringify({
          symbol,
          interval,
          data: list.map((candle) => toWireCandle(candle, precision)),
        });
      }
    }
    if (tickers.length === 0 && candlesJson === 'null') return null;
    // Built by hand so each ticker's JSON (cached per tick) is reused across frames.
    return Buffer.from(
      `{"op":"update","seq":${this.seq},"ts":${ts},"snapshot":${snapshot},"tickers":[${tickers.join(',')}],"candles":${candlesJson}}`,
    );
  }

  private pairCandles(pair: CandlePair): UnitCandle[] {
    return [pair.previous, pair.current].filter((c): c is UnitCandle => c !== undefined);
  }

  private tickersReply(client: HubClient): WsServerMessage {
    const symbols = client.tickers === 'all' ? this.deps.symbols() : [...(client.tickers ?? [])];
    const data = symbols.flatMap((symbol) => {
      const ticker = this.deps.ticker(symbol);
      return ticker === null ? [] : [ticker];
    });
    return { op: 'tickers', ts: this.deps.nowMs(), data };
  }

  private candlesReply(symbol: string, interval: CandleInterval): WsServerMessage {
    const precision = this.deps.precisionOf(symbol);
    return {
      op: 'candles',
      ts: this.deps.nowMs(),
      symbol,
      interval,
      data: this.pairCandles(this.deps.candlePair(symbol, interval)).map((candle) =>
        toWireCandle(candle, precision),
      ),
    };
  }

  private updateTickersKey(client: HubClient): void {
    client.tickersKey =
      client.tickers === null
        ? ''
        : client.tickers === 'all'
          ? '*'
          : [...client.tickers].sort().join(',');
  }

  private setCandles(
    client: HubClient,
    next: { symbol: string; interval: CandleInterval } | null,
  ): void {
    if (client.candles) {
      const key = client.candles.key;
      const left = (this.candleSubscribers.get(key) ?? 1) - 1;
      if (left > 0) this.candleSubscribers.set(key, left);
      else this.candleSubscribers.delete(key);
    }
    if (next === null) {
      client.candles = null;
      return;
    }
    const key = `${next.symbol}|${next.interval}`;
    this.candleSubscribers.set(key, (this.candleSubscribers.get(key) ?? 0) + 1);
    client.candles = { ...next, key };
  }
}
