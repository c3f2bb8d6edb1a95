import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle, Ticker } from '@waihui/contracts';
import { backoffDelayMs } from '@/lib/socket/socket-lifecycle';
import { FakeSocket } from '@/test/fake-socket';
import {
  createQuoteClient,
  DEFAULT_QUOTE_CLIENT_OPTIONS,
  type CandleEvent,
  type QuoteClient,
} from './quote-client';

function ticker(symbol: string, last: string, seq: number): Ticker {
  return {
    symbol,
    bid: last,
    ask: last,
    last,
    change: '0.00',
    change_pct: '0.00',
    high: last,
    low: last,
    open: last,
    prev_close: last,
    ts: 1_795_000_000_000 + seq,
    seq,
  };
}

function candle(time: number, close: string): Candle {
  return { time, open: close, high: close, low: close, close };
}

let sockets: FakeSocket[];
let pollTickers: ReturnType<typeof vi.fn<(symbol: string | undefined) => Promise<Ticker[]>>>;
let pollCandles: ReturnType<typeof vi.fn<(symbol: string, interval: string) => Promise<Candle[]>>>;
let client: QuoteClient;

function lastSocket(): FakeSocket {
  const socket = sockets[sockets.length - 1];
  if (socket === undefined) throw new Error('no socket opened');
  return socket;
}

function lasts(): Record<string, string> {
  return Object.fromEntries([...client.getTickers()].map(([symbol, t]) => [symbol, t.last]));
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  pollTickers = vi.fn(() => Promise.resolve([ticker('BTCUSD', '95100.00', 50)]));
  pollCandles = vi.fn(() => Promise.resolve([candle(60_000, '95100.00')]));
  client = createQuoteClient({
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    pollTickers,
    pollCandles,
    random: () => 0.5, // no jitter
  });
});

afterEach(() => {
  client.dispose();
  vi.useRealTimers();
});

describe('quote client: one socket, subscriptions', () => {
  it('opens one socket for the first subscriber and subscribes once it is open', () => {
    expect(client.getStatus()).toBe('idle');
    client.subscribeTickers(['BTCUSD', 'ETHUSD']);
    client.subscribeTickers(['ETHUSD']);
    expect(sockets).toHaveLength(1);
    expect(client.getStatus()).toBe('connecting');
    expect(lastSocket().sent).toEqual([]);

    lastSocket().open();
    expect(client.getStatus()).toBe('open');
    expect(lastSocket().sent).toEqual([
      { op: 'subscribe', channel: 'tickers', symbols: ['BTCUSD', 'ETHUSD'] },
    ]);
  });

  it('sends only what changed: added symbols, removed symbols, all, none', () => {
    const unsubBtc = client.subscribeTickers(['BTCUSD']);
    lastSocket().open();
    const unsubEur = client.subscribeTickers(['EURUSD', 'BTCUSD']);
    unsubBtc();
    const unsubAll = client.subscribeTickers('all');
    unsubAll();
    unsubEur();
    expect(lastSocket().sent).toEqual([
      { op: 'subscribe', channel: 'tickers', symbols: ['BTCUSD'] },
      { op: 'subscribe', channel: 'tickers', symbols: ['EURUSD'] },
      { op: 'subscribe', channel: 'tickers' },
      { op: 'unsubscribe', channel: 'tickers' },
      { op: 'subscribe', channel: 'tickers', symbols: ['EURUSD', 'BTCUSD'] },
      { op: 'unsubscribe', channel: 'tickers' },
    ]);
  });

  it('merges ticker snapshots and updates by symbol, ignoring older sequence numbers', () => {
    const changes = vi.fn();
    client.onChange(changes);
    client.subscribeTickers('all');
    const socket = lastSocket();
    socket.open();
    socket.receive({ op: 'hello', time: '2026-11-22T00:00:00.000Z' });
    socket.receive({
      op: 'tickers',
      ts: 1,
      data: [ticker('BTCUSD', '95000.00', 10), ticker('ETHUSD', '3300.00', 11)],
    });
    const afterSnapshot = client.getTickers();
    expect(lasts()).toEqual({ BTCUSD: '95000.00', ETHUSD: '3300.00' });

    socket.receive({
      op: 'update',
      seq: 1,
      ts: 2,
      snapshot: false,
      tickers: [ticker('BTCUSD', '95001.50', 12), ticker('ETHUSD', '3299.00', 9)],
      candles: null,
    });
    expect(lasts()).toEqual({ BTCUSD: '95001.50', ETHUSD: '3300.00' });
    expect(client.getTickers()).not.toBe(afterSnapshot);
    expect(afterSnapshot.get('BTCUSD')?.last).toBe('95000.00');

    // Nothing newer: no new map, no change notification.
    const calls = changes.mock.calls.length;
    const before = client.getTickers();
    socket.receive({
      op: 'update',
      seq: 2,
      ts: 3,
      snapshot: false,
      tickers: [ticker('BTCUSD', '1.00', 12)],
      candles: null,
    });
    socket.receive('not json at all');
    socket.receive({ op: 'tickers', ts: 4, data: [{ symbol: 'BTCUSD', last: 5 }] });
    expect(client.getTickers()).toBe(before);
    expect(changes.mock.calls.length).toBe(calls);
  });

  it('takes a ticker of the same sequence number when its status changed (stale or closed without a tick)', () => {
    const changes = vi.fn();
    client.onChange(changes);
    client.seedTickers([ticker('BTCUSD', '95000.00', 10)]);
    const stale: Ticker = {
      ...ticker('BTCUSD', '95000.00', 10),
      status: 'stale',
      status_reason: 'quote_too_old',
    };
    client.seedTickers([stale]);
    expect(client.getTickers().get('BTCUSD')).toEqual(stale);
    expect(changes).toHaveBeenCalledTimes(2);
    client.seedTickers([{ ...stale }]); // the same status again: nothing new
    client.seedTickers([ticker('BTCUSD', '94000.00', 9)]); // older: ignored whatever its status
    expect(client.getTickers().get('BTCUSD')).toEqual(stale);
    expect(changes).toHaveBeenCalledTimes(2);
    client.seedTickers([ticker('BTCUSD', '95001.00', 11)]); // the next tick: live again
    expect(client.getTickers().get('BTCUSD')?.status).toBeUndefined();
  });

  it('seeds tickers read over HTTP without overwriting newer ones', () => {
    client.seedTickers([ticker('BTCUSD', '95000.00', 10), null]);
    client.seedTickers([ticker('BTCUSD', '94000.00', 9), ticker('SPY', '660.00', 3)]);
    expect(lasts()).toEqual({ BTCUSD: '95000.00', SPY: '660.00' });
  });

  it('streams candles of the newest subscription only', () => {
    const chart = vi.fn<(event: CandleEvent) => void>();
    const other = vi.fn<(event: CandleEvent) => void>();
    const unsubChart = client.subscribeCandles('BTCUSD', '1m', chart);
    const socket = lastSocket();
    socket.open();
    expect(socket.sent).toEqual([
      { op: 'subscribe', channel: 'candles', symbol: 'BTCUSD', interval: '1m' },
    ]);
    socket.receive({
      op: 'candles',
      ts: 1,
      symbol: 'BTCUSD',
      interval: '1m',
      data: [candle(0, '1.00'), candle(60_000, '2.00')],
    });
    socket.receive({
      op: 'update',
      seq: 1,
      ts: 2,
      snapshot: false,
      tickers: [],
      candles: { symbol: 'BTCUSD', interval: '1m', data: [candle(60_000, '2.50')] },
    });
    // A late frame of another interval is not for this chart.
    socket.receive({
      op: 'update',
      seq: 2,
      ts: 3,
      snapshot: false,
      tickers: [],
      candles: { symbol: 'BTCUSD', interval: '5m', data: [candle(0, '9.00')] },
    });
    expect(
      chart.mock.calls.map(([event]) => [event.kind, event.candles.map((c) => c.close)]),
    ).toEqual([
      ['snapshot', ['1.00', '2.00']],
      ['update', ['2.50']],
    ]);

    const unsubOther = client.subscribeCandles('ETHUSD', '1h', other);
    unsubOther();
    unsubChart();
    expect(socket.sent.slice(1)).toEqual([
      { op: 'subscribe', channel: 'candles', symbol: 'ETHUSD', interval: '1h' },
      { op: 'subscribe', channel: 'candles', symbol: 'BTCUSD', interval: '1m' },
      { op: 'unsubscribe', channel: 'candles' },
    ]);
  });
});

describe('quote client: reconnect, resubscribe, polling fallback', () => {
  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect(
      [0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelayMs(n, DEFAULT_QUOTE_CLIENT_OPTIONS)),
    ).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('after a drop polls at once and every 3 s, reconnects with backoff and resubscribes', async () => {
    const chart = vi.fn<(event: CandleEvent) => void>();
    client.subscribeTickers(['BTCUSD']);
    client.subscribeCandles('BTCUSD', '15m', chart);
    lastSocket().open();
    lastSocket().receive({ op: 'tickers', ts: 1, data: [ticker('BTCUSD', '95000.00', 40)] });

    lastSocket().drop();
    expect(client.getStatus()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(pollTickers.mock.calls).toEqual([['BTCUSD']]);
    expect(pollCandles.mock.calls).toEqual([['BTCUSD', '15m']]);
    expect(lasts()).toEqual({ BTCUSD: '95100.00' });
    expect(chart).toHaveBeenLastCalledWith({
      kind: 'update',
      symbol: 'BTCUSD',
      interval: '15m',
      candles: [candle(60_000, '95100.00')],
    });

    // Attempt 1 after 1 s: fails.
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    lastSocket().onerror?.({});
    lastSocket().drop(); // the close after the error is not a second failure
    // Attempt 2 two seconds later: fails too. Polls went on meanwhile (t = 0, 3000).
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    expect(pollTickers).toHaveBeenCalledTimes(2);
    lastSocket().drop();
    // Attempt 3 four seconds later opens: everything is subscribed again and polling stops.
    await vi.advanceTimersByTimeAsync(4000);
    expect(sockets).toHaveLength(4);
    expect(pollTickers).toHaveBeenCalledTimes(3); // t = 0, 3000, 6000
    lastSocket().open();
    expect(client.getStatus()).toBe('open');
    expect(lastSocket().sent).toEqual([
      { op: 'subscribe', channel: 'tickers', symbols: ['BTCUSD'] },
      { op: 'subscribe', channel: 'candles', symbol: 'BTCUSD', interval: '15m' },
    ]);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(pollTickers).toHaveBeenCalledTimes(3);
    expect(sockets).toHaveLength(4);

    // The backoff starts over after a connection that opened.
    lastSocket().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(5);
  });

  it('polls all tickers when several symbols are wanted and keeps only those', async () => {
    pollTickers.mockResolvedValue([
      ticker('BTCUSD', '95100.00', 50),
      ticker('ETHUSD', '3310.00', 51),
      ticker('SPY', '661.00', 52),
    ]);
    client.subscribeTickers(['BTCUSD', 'SPY']);
    lastSocket().drop(); // never opened: the first attempt failed
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getStatus()).toBe('reconnecting');
    expect(pollTickers.mock.calls).toEqual([[undefined]]);
    expect(pollCandles).not.toHaveBeenCalled();
    expect(lasts()).toEqual({ BTCUSD: '95100.00', SPY: '661.00' });
  });

  it('drops a poll answer that arrives after the socket came back', async () => {
    let answer: (tickers: Ticker[]) => void = () => undefined;
    pollTickers.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    client.subscribeTickers('all');
    lastSocket().open();
    lastSocket().receive({ op: 'tickers', ts: 1, data: [ticker('BTCUSD', '95000.00', 10)] });
    lastSocket().drop();
    await vi.advanceTimersByTimeAsync(1000);
    lastSocket().open();
    answer([ticker('BTCUSD', '90000.00', 60)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(lasts()).toEqual({ BTCUSD: '95000.00' });
  });

  it('treats a socket that does not open within 10 s as failed', async () => {
    client.subscribeTickers('all');
    expect(client.getStatus()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(9999);
    expect(lastSocket().closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(lastSocket().closed).toBe(true);
    expect(client.getStatus()).toBe('reconnecting');
    expect(pollTickers).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
  });

  it('pings after 15 s of silence and reconnects when the ping goes unanswered', async () => {
    client.subscribeTickers('all');
    const socket = lastSocket();
    socket.open();
    socket.sent = [];
    await vi.advanceTimersByTimeAsync(10_000);
    socket.receive({ op: 'update', seq: 1, ts: 1, snapshot: false, tickers: [], candles: null });
    await vi.advanceTimersByTimeAsync(5000); // beat at 15 s: something was heard
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(15_000); // beat at 30 s: silence, ping
    expect(socket.sent).toEqual([{ op: 'ping' }]);
    socket.receive({ op: 'pong', time: 'x' });
    await vi.advanceTimersByTimeAsync(15_000); // beat at 45 s: the pong counts
    expect(socket.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000); // 60 s: ping again
    expect(socket.sent).toEqual([{ op: 'ping' }, { op: 'ping' }]);
    await vi.advanceTimersByTimeAsync(15_000); // 75 s: no answer, dead
    expect(socket.closed).toBe(true);
    expect(client.getStatus()).toBe('reconnecting');
  });

  it('reconnectNow skips the backoff wait', async () => {
    client.subscribeTickers('all');
    lastSocket().drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
    client.reconnectNow(); // an attempt is already under way
    expect(sockets).toHaveLength(2);
  });
});

describe('quote client: idle close', () => {
  it('keeps the socket through a page change and closes it 15 s after the last subscriber', async () => {
    const leaveHome = client.subscribeTickers('all');
    const socket = lastSocket();
    socket.open();
    leaveHome();
    await vi.advanceTimersByTimeAsync(500);
    const leaveMarkets = client.subscribeTickers(['BTCUSD']);
    expect(sockets).toHaveLength(1);
    expect(socket.sent).toEqual([
      { op: 'subscribe', channel: 'tickers' },
      { op: 'unsubscribe', channel: 'tickers' },
      { op: 'subscribe', channel: 'tickers', symbols: ['BTCUSD'] },
    ]);
    leaveMarkets();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(socket.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closed).toBe(true);
    expect(client.getStatus()).toBe('idle');

    client.subscribeTickers(['ETHUSD']);
    expect(sockets).toHaveLength(2);
  });

  it('stops reconnecting and polling once nobody is subscribed', async () => {
    const leave = client.subscribeTickers('all');
    lastSocket().drop();
    await vi.advanceTimersByTimeAsync(0);
    leave();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(client.getStatus()).toBe('idle');
    const polls = pollTickers.mock.calls.length;
    const opened = sockets.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(pollTickers.mock.calls.length).toBe(polls);
    expect(sockets.length).toBe(opened);
  });
});
