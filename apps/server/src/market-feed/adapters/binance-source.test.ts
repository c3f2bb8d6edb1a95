import { afterEach, describe, expect, it, vi } from 'vitest';
import { BINANCE_ROLLOVER_MS, createBinanceSource } from './binance-source';
import type { SourceAdapter } from './source';
import { RecordingListener, testDeps, WAIT } from './testing/recording-listener';
import { WsTestServer } from './testing/ws-test-server';

/** The bookTicker event as Binance's documentation shows it, wrapped as a combined stream. */
function bookTicker(symbol: string, u: number, bid: string, ask: string) {
  return {
    stream: `${symbol.toLowerCase()}@bookTicker`,
    data: { u, s: symbol, b: bid, B: '31.21000000', a: ask, A: '40.66000000' },
  };
}

const BINDINGS = [
  { instrument: 'BNBUSD', symbol: 'BNBUSDT', priceScale: '1' },
  { instrument: 'BTCUSD', symbol: 'BTCUSDT', priceScale: '1' },
];
const BACKOFF = { initialMs: 100, maxMs: 1000, jitter: 0.2 };

let server: WsTestServer;
let source: SourceAdapter;

async function startSource(options: { staleAfterMs?: number; rolloverAfterMs?: number } = {}) {
  server ??= await WsTestServer.start();
  const deps = testDeps();
  source = createBinanceSource(
    {
      id: 'binance',
      url: server.url,
      staleAfterMs: options.staleAfterMs ?? 60_000,
      backoff: BACKOFF,
      rolloverAfterMs: options.rolloverAfterMs ?? BINANCE_ROLLOVER_MS,
    },
    BINDINGS,
    deps,
  );
  const listener = new RecordingListener();
  source.start(listener);
  await server.waitForConnections(1);
  return { clock: deps.clock, listener };
}

afterEach(async () => {
  source.stop();
  await server.close();
  server = undefined as unknown as WsTestServer;
});

describe('Binance bookTicker source', () => {
  it('subscribes every symbol on one combined stream and reports exact best bid/ask', async () => {
    const { clock, listener } = await startSource();
    expect(server.connection(0).url).toBe('/stream?streams=bnbusdt@bookTicker/btcusdt@bookTicker');

    server.send(0, bookTicker('BNBUSDT', 400900217, '25.35190000', '25.36520000'));
    server.send(0, bookTicker('BTCUSDT', 7, '95000.01', '95000.02'));
    await listener.waitForTicks(2);

    expect(listener.ticks).toEqual([
      {
        sourceId: 'binance',
        instrument: 'BNBUSD',
        bid: '25.3519',
        ask: '25.3652',
        sourceSeq: 400900217,
        receiveTime: clock.now(),
      },
      {
        sourceId: 'binance',
        instrument: 'BTCUSD',
        bid: '95000.01',
        ask: '95000.02',
        sourceSeq: 7,
        receiveTime: clock.now(),
      },
    ]);
    expect(listener.statesOf('BNBUSD')).toEqual(['connecting', 'live']);
    expect(source.state('BTCUSD')).toBe('live');
  });

  it('ignores and counts what it cannot use: not JSON, another event, a crossed or unknown quote', async () => {
    const { listener } = await startSource();
    server.send(0, 'not json');
    server.send(0, { stream: 'bnbusdt@bookTicker', data: { s: 'BNBUSDT' } });
    server.send(0, bookTicker('BNBUSDT', 1, '25.37', '25.36'));
    server.send(0, bookTicker('XRPUSDT', 1, '0.5', '0.6'));
    server.send(0, bookTicker('BNBUSDT', 2, '25.36', '25.37'));
    await listener.waitForTicks(1);

    expect(listener.ticks.map((t) => [t.bid, t.ask])).toEqual([['25.36', '25.37']]);
    expect(source.counters()).toEqual({
      messages: 5,
      ticks: 1,
      malformed: 4,
      reconnects: 0,
      sequenceGaps: 0,
      rollovers: 0,
    });
  });

  it('reconnects after a drop with jittered exponential backoff, reset by the first price', async () => {
    const { clock, listener } = await startSource();
    server.connection(0).ws.terminate();
    await listener.waitForState('BTCUSD', 'down');
    // random 0.75 → factor 1 + 0.2 × (2 × 0.75 − 1) = 1.1: 100 ms × 1.1 = 110 ms.
    expect(clock.pending()).toEqual([110]);
    clock.advance(109);
    expect(source.counters().reconnects).toBe(0);
    clock.advance(1);
    expect(source.counters().reconnects).toBe(1);
    await server.waitForConnections(2);

    server.connection(1).ws.close(1011, 'going away');
    await listener.waitForState('BTCUSD', 'down');
    expect(clock.pending()).toEqual([220]);
    clock.advance(220);
    await server.waitForConnections(3);

    server.send(2, bookTicker('BTCUSDT', 9, '95000.01', '95000.02'));
    await listener.waitForState('BTCUSD', 'live');
    server.connection(2).ws.terminate();
    await listener.waitForState('BTCUSD', 'down');
    expect(clock.pending()).toEqual([110]);
    expect(listener.statesOf('BTCUSD')).toEqual([
      'connecting',
      'down',
      'connecting',
      'down',
      'connecting',
      'live',
      'down',
    ]);
  });

  it('pings at half the stale limit, goes stale at the limit and reconnects at twice it', async () => {
    server = await WsTestServer.start({ autoPong: false });
    const { clock, listener } = await startSource({ staleAfterMs: 1000 });
    server.send(0, bookTicker('BTCUSDT', 1, '95000.01', '95000.02'));
    await listener.waitForState('BTCUSD', 'live');
    const heardAt = clock.now();

    clock.advance(499);
    clock.advance(1);
    await vi.waitFor(() => expect(server.connection(0).pings).toBe(1), WAIT);
    clock.advance(499);
    expect(source.state('BTCUSD')).toBe('live');
    clock.advance(1);
    expect(source.state('BTCUSD')).toBe('stale');
    expect(listener.changes.at(-1)).toMatchObject({ at: heardAt + 1000, state: 'stale' });

    server.send(0, bookTicker('BNBUSDT', 2, '25.36', '25.37'));
    await listener.waitForState('BTCUSD', 'live');
    const heardAgainAt = clock.now();
    clock.advance(2000);
    expect(source.state('BTCUSD')).toBe('down');
    expect(listener.changes.at(-1)).toMatchObject({
      at: heardAgainAt + 2000,
      reason: 'nothing heard for 2000 ms',
    });
    expect(clock.pending()).toEqual([110]);
  });

  it('replaces the connection before the 24-hour cut without a pause or a duplicate', async () => {
    expect(BINANCE_ROLLOVER_MS).toBe(23 * 3_600_000 + 50 * 60_000);
    const { clock, listener } = await startSource({ rolloverAfterMs: 1000 });
    server.send(0, bookTicker('BTCUSDT', 10, '95000.01', '95000.02'));
    await listener.waitForTicks(1);

    clock.advance(1000);
    await server.waitForConnections(2);
    expect(server.connection(1).url).toBe(server.connection(0).url);
    server.send(1, bookTicker('BTCUSDT', 10, '95000.01', '95000.02'));
    server.send(1, bookTicker('BTCUSDT', 11, '95000.03', '95000.04'));
    await listener.waitForTicks(2);
    await vi.waitFor(() => expect(server.connection(0).closeCode).toBe(1000), WAIT);

    expect(listener.ticks.map((t) => t.sourceSeq)).toEqual([10, 11]);
    expect(listener.statesOf('BTCUSD')).toEqual(['connecting', 'live']);
    expect(source.counters()).toMatchObject({ rollovers: 1, reconnects: 0 });
    expect(clock.pending()).toContain(1000);
  });

  it('opens the replacement at once when Binance announces a server shutdown', async () => {
    const { listener } = await startSource();
    server.send(0, { stream: '!serverShutdown', data: { e: 'serverShutdown', E: 1770123456789 } });
    await server.waitForConnections(2);
    server.send(1, bookTicker('BTCUSDT', 3, '95000.01', '95000.02'));
    await listener.waitForTicks(1);
    await vi.waitFor(() => expect(server.connection(0).closeCode).toBe(1000), WAIT);
    expect(source.counters()).toMatchObject({ rollovers: 1, malformed: 0 });
  });

  it('stops: the connection is closed and every instrument is down', async () => {
    const { listener } = await startSource();
    source.stop();
    await vi.waitFor(() => expect(server.connection(0).closeCode).toBeDefined(), WAIT);
    expect(listener.changes.slice(-2).map((c) => [c.instrument, c.state, c.reason])).toEqual([
      ['BNBUSD', 'down', 'stopped'],
      ['BTCUSD', 'down', 'stopped'],
    ]);
  });
});
