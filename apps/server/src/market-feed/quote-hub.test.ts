import { afterEach, describe, expect, it, vi } from 'vitest';
import { wsServerMessageSchema, type WsServerMessage } from '@waihui/contracts';
import type { UnitCandle } from '@waihui/core';
import type { CandlePair } from './candle-builder';
import { type HubSocket, QuoteHub } from './quote-hub';

const SYMBOLS = ['BTCUSD', 'ETHUSD', 'EURUSD'];
const BATCH_MS = 40;

class FakeSocket implements HubSocket {
  frames: { at: number; data: Buffer | string }[] = [];
  bufferedAmount = 0;
  send(data: Buffer | string): void {
    this.frames.push({ at: performance.now(), data });
  }
  messages(): WsServerMessage[] {
    return this.frames.map((f) => wsServerMessageSchema.parse(JSON.parse(String(f.data))));
  }
}

function ticker(symbol: string, last: string, seq: number) {
  return {
    symbol,
    bid: last,
    ask: last,
    last,
    change: null,
    change_pct: null,
    high: last,
    low: last,
    open: last,
    prev_close: null,
    ts: 1000 + seq,
    seq,
  };
}

const candle = (openTime: number, price: number): UnitCandle => ({
  openTime,
  open: price,
  high: price,
  low: price,
  close: price,
});

function makeHub(statusChanges?: () => readonly string[]) {
  const tickers = new Map<string, ReturnType<typeof ticker>>();
  const pairs = new Map<string, CandlePair>();
  const hub = new QuoteHub({
    ...(statusChanges === undefined ? {} : { statusChanges, statusCheckMs: 20 }),
    batchMs: BATCH_MS,
    maxBufferedBytes: 1000,
    hasSymbol: (symbol) => SYMBOLS.includes(symbol),
    symbols: () => SYMBOLS,
    tickerJson: (symbol) => {
      const t = tickers.get(symbol);
      return t ? JSON.stringify(t) : null;
    },
    ticker: (symbol) => tickers.get(symbol) ?? null,
    candlePair: (symbol, interval) =>
      pairs.get(`${symbol}|${interval}`) ?? { previous: undefined, current: undefined },
    precisionOf: () => 2,
    nowMs: () => 5000,
  });
  let seq = 0;
  const tick = (symbol: string, last: string, candles: Parameters<QuoteHub['onTick']>[1] = []) => {
    seq += 1;
    tickers.set(symbol, ticker(symbol, last, seq));
    hub.onTick(symbol, candles);
  };
  return { hub, tick, pairs, tickers };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `socket` has `n` frames (timers may run late on a busy machine), then a little more. */
async function framesOf(socket: FakeSocket, n: number): Promise<void> {
  const deadline = performance.now() + 2000;
  while (socket.frames.length < n && performance.now() < deadline) await wait(5);
  await wait(BATCH_MS / 2);
}
let current: QuoteHub | undefined;
afterEach(() => current?.stop());

describe('QuoteHub batching', () => {
  it('coalesces ticks into one frame with the latest ticker of each changed symbol', async () => {
    const { hub, tick } = makeHub();
    current = hub;
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    expect(hub.handle(client, { op: 'subscribe', channel: 'tickers' })).toEqual({
      op: 'tickers',
      ts: 5000,
      data: [],
    });
    tick('BTCUSD', '1.00');
    tick('ETHUSD', '2.00');
    tick('BTCUSD', '1.50');
    await framesOf(socket, 1);
    expect(socket.messages()).toEqual([
      {
        op: 'update',
        seq: 1,
        ts: 5000,
        snapshot: false,
        tickers: [ticker('BTCUSD', '1.50', 3), ticker('ETHUSD', '2.00', 2)],
        candles: null,
      },
    ]);
  });

  it('sends at most one frame per batch interval', async () => {
    // On fake timers and a fake performance clock: the spacing is the hub's rule, not the machine's
    // speed (on a busy machine a pause inside one flush made two sends 37.5 ms apart).
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
    });
    try {
      const { hub, tick } = makeHub();
      current = hub;
      const socket = new FakeSocket();
      hub.handle(hub.connect(socket), { op: 'subscribe', channel: 'tickers' });
      const until = performance.now() + 6 * BATCH_MS;
      let price = 1;
      while (performance.now() < until) {
        tick('BTCUSD', `${price}.00`);
        price += 1;
        await vi.advanceTimersByTimeAsync(3);
      }
      await vi.advanceTimersByTimeAsync(BATCH_MS * 1.5);
      const times = socket.frames.map((f) => f.at);
      expect(times.length).toBeGreaterThanOrEqual(3);
      expect(times.length).toBeLessThanOrEqual(8);
      for (let i = 1; i < times.length; i += 1) {
        expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(BATCH_MS - 1);
      }
      // Nothing is lost: the last frame carries the last price.
      const last = socket.messages().at(-1);
      expect(last?.op === 'update' && last.tickers[0]?.last).toBe(`${price - 1}.00`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serialises once for connections with the same subscriptions, and filters per subscription', async () => {
    const { hub, tick } = makeHub();
    current = hub;
    const a = new FakeSocket();
    const b = new FakeSocket();
    const onlyEur = new FakeSocket();
    hub.handle(hub.connect(a), { op: 'subscribe', channel: 'tickers' });
    hub.handle(hub.connect(b), { op: 'subscribe', channel: 'tickers' });
    hub.handle(hub.connect(onlyEur), { op: 'subscribe', channel: 'tickers', symbols: ['EURUSD'] });
    hub.connect(new FakeSocket()); // subscribed to nothing
    tick('BTCUSD', '1.00');
    await framesOf(b, 1);
    expect(a.frames).toHaveLength(1);
    expect(b.frames[0]!.data).toBe(a.frames[0]!.data); // the very same Buffer
    expect(onlyEur.frames).toHaveLength(0);
    tick('EURUSD', '3.00');
    await framesOf(onlyEur, 1);
    expect(onlyEur.messages()).toMatchObject([
      { op: 'update', seq: 2, tickers: [{ symbol: 'EURUSD' }] },
    ]);
    expect(hub.stats()).toEqual({ clients: 4, flushes: 2, framesSent: 5, framesSkipped: 0 });
  });

  it('skips a slow connection and then sends it a full snapshot', async () => {
    const { hub, tick } = makeHub();
    current = hub;
    const slow = new FakeSocket();
    hub.handle(hub.connect(slow), { op: 'subscribe', channel: 'tickers' });
    tick('BTCUSD', '1.00');
    tick('ETHUSD', '2.00');
    tick('EURUSD', '3.00');
    slow.bufferedAmount = 5000;
    const deadline = performance.now() + 2000;
    while (hub.stats().flushes === 0 && performance.now() < deadline) await wait(5);
    expect(slow.frames).toHaveLength(0);
    expect(hub.stats().framesSkipped).toBe(1);
    slow.bufferedAmount = 0;
    tick('BTCUSD', '1.10');
    await framesOf(slow, 1);
    expect(slow.messages()).toEqual([
      {
        op: 'update',
        seq: 2,
        ts: 5000,
        snapshot: true,
        tickers: [
          ticker('BTCUSD', '1.10', 4),
          ticker('ETHUSD', '2.00', 2),
          ticker('EURUSD', '3.00', 3),
        ],
        candles: null,
      },
    ]);
  });

  it('unsubscribes tickers by symbol or entirely', async () => {
    const { hub, tick } = makeHub();
    current = hub;
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    hub.handle(client, { op: 'subscribe', channel: 'tickers' });
    expect(
      hub.handle(client, { op: 'unsubscribe', channel: 'tickers', symbols: ['BTCUSD'] }),
    ).toEqual({
      op: 'unsubscribed',
      channel: 'tickers',
    });
    tick('BTCUSD', '1.00');
    tick('ETHUSD', '2.00');
    await framesOf(socket, 1);
    expect(socket.messages()).toMatchObject([{ tickers: [{ symbol: 'ETHUSD' }] }]);
    hub.handle(client, { op: 'unsubscribe', channel: 'tickers' });
    tick('ETHUSD', '2.50');
    await wait(BATCH_MS * 1.5);
    expect(socket.frames).toHaveLength(1);
    expect(hub.handle(client, { op: 'subscribe', channel: 'tickers', symbols: ['NOPE'] })).toEqual({
      op: 'error',
      reason: 'MARKET_UNKNOWN_SYMBOL',
    });
  });
});

describe('QuoteHub candles channel', () => {
  it('replies with the previous and forming candle, then sends changes including a candle that closed', async () => {
    const { hub, tick, pairs } = makeHub();
    current = hub;
    pairs.set('BTCUSD|1m', { previous: candle(60_000, 100), current: candle(120_000, 105) });
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    expect(
      hub.handle(client, { op: 'subscribe', channel: 'candles', symbol: 'BTCUSD', interval: '1m' }),
    ).toEqual({
      op: 'candles',
      ts: 5000,
      symbol: 'BTCUSD',
      interval: '1m',
      data: [
        { time: 60_000, open: '1.00', high: '1.00', low: '1.00', close: '1.00' },
        { time: 120_000, open: '1.05', high: '1.05', low: '1.05', close: '1.05' },
      ],
    });
    // Another interval of the same symbol changes too, but only 1m is subscribed; tickers are not.
    tick('BTCUSD', '1.07', [
      {
        interval: '1m',
        current: { ...candle(120_000, 105), high: 107, close: 107 },
        closed: undefined,
      },
      { interval: '5m', current: candle(0, 107), closed: undefined },
    ]);
    tick('BTCUSD', '1.02', [
      {
        interval: '1m',
        current: candle(180_000, 102),
        closed: { ...candle(120_000, 105), high: 107, close: 106 },
      },
    ]);
    await framesOf(socket, 1);
    expect(socket.messages()).toEqual([
      {
        op: 'update',
        seq: 1,
        ts: 5000,
        snapshot: false,
        tickers: [],
        candles: {
          symbol: 'BTCUSD',
          interval: '1m',
          data: [
            { time: 120_000, open: '1.05', high: '1.07', low: '1.05', close: '1.06' },
            { time: 180_000, open: '1.02', high: '1.02', low: '1.02', close: '1.02' },
          ],
        },
      },
    ]);
    expect(
      hub.handle(client, { op: 'subscribe', channel: 'candles', symbol: 'XXX', interval: '1m' }),
    ).toEqual({
      op: 'error',
      reason: 'MARKET_UNKNOWN_SYMBOL',
    });
    hub.handle(client, { op: 'unsubscribe', channel: 'candles' });
    tick('BTCUSD', '1.03', [{ interval: '1m', current: candle(180_000, 103), closed: undefined }]);
    await wait(BATCH_MS * 1.5);
    expect(socket.frames).toHaveLength(1);
  });
});

describe('QuoteHub status check', () => {
  it('sends a frame for an instrument whose status changed without a tick, and none when nothing changed', async () => {
    let changes: string[] = [];
    const { hub, tick, tickers } = makeHub(() => {
      const taken = changes;
      changes = [];
      return taken;
    });
    current = hub;
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    hub.handle(client, { op: 'subscribe', channel: 'tickers', symbols: ['BTCUSD'] });
    tick('BTCUSD', '1.00');
    tick('ETHUSD', '2.00');
    await framesOf(socket, 1);
    await wait(60); // several checks: none found a change
    expect(socket.messages()).toHaveLength(1);

    // BTCUSD and ETHUSD turn stale without a tick: the next check puts them in a frame, filtered
    // by the subscription as a tick would be.
    const stale = {
      ...ticker('BTCUSD', '1.00', 1),
      status: 'stale',
      status_reason: 'quote_too_old',
    };
    tickers.set('BTCUSD', stale);
    changes = ['BTCUSD', 'ETHUSD'];
    await framesOf(socket, 2);
    expect(socket.messages()[1]).toEqual({
      op: 'update',
      seq: 2,
      ts: 5000,
      snapshot: false,
      tickers: [stale],
      candles: null,
    });
    hub.stop();
    changes = ['BTCUSD'];
    await wait(60);
    expect(socket.messages()).toHaveLength(2); // stopped: no more checks
  });
});
