import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKrakenSource } from './kraken-source';
import type { SourceAdapter } from './source';
import { RecordingListener, testDeps, WAIT } from './testing/recording-listener';
import { WsTestServer } from './testing/ws-test-server';

/** Kraken v2 messages as its documentation shows them (numbers as JSON numbers). */
const STATUS_ONLINE =
  '{"channel":"status","data":[{"api_version":"v2","connection_id":12393906104898154338,"system":"online","version":"2.0.0"}],"type":"update"}';
const HEARTBEAT = '{"channel":"heartbeat"}';
const ack = (symbol: string) =>
  `{"method":"subscribe","req_id":1,"result":{"channel":"ticker","event_trigger":"bbo","snapshot":true,"symbol":"${symbol}"},"success":true,"time_in":"2023-09-25T09:04:31.742599Z","time_out":"2023-09-25T09:04:31.742648Z"}`;
const ticker = (type: string, symbol: string, bid: string, ask: string, extra = '') =>
  `{"channel":"ticker","type":"${type}","data":[{"symbol":"${symbol}","bid":${bid},"bid_qty":0.10000000,"ask":${ask},"ask_qty":39.67506683,"last":${ask},"volume":4216.61829370,"vwap":64275.2,"low":61325.4,"high":66450.0,"change":4412.1,"change_pct":7.17${extra}}]}`;

const BINDINGS = [
  { instrument: 'BTCUSD', symbol: 'BTC/USD', priceScale: '1' },
  { instrument: 'ALGOUSD', symbol: 'ALGO/USD', priceScale: '1' },
];

let server: WsTestServer;
let source: SourceAdapter;

async function startSource(staleAfterMs = 60_000) {
  server = await WsTestServer.start();
  const deps = testDeps();
  source = createKrakenSource(
    {
      id: 'kraken',
      url: server.url,
      staleAfterMs,
      backoff: { initialMs: 100, maxMs: 1000, jitter: 0.2 },
    },
    BINDINGS,
    deps,
  );
  const listener = new RecordingListener();
  source.start(listener);
  await server.waitForConnections(1);
  await vi.waitFor(() => expect(server.connection(0).received).toHaveLength(1), WAIT);
  server.send(0, STATUS_ONLINE);
  return { clock: deps.clock, listener };
}

afterEach(async () => {
  source.stop();
  await server.close();
});

describe('Kraken v2 ticker (bbo) source', () => {
  it('subscribes to bbo tickers and reports the exact digits Kraken wrote', async () => {
    const { clock, listener } = await startSource();
    expect(JSON.parse(server.connection(0).received[0] ?? '')).toEqual({
      method: 'subscribe',
      params: {
        channel: 'ticker',
        symbol: ['BTC/USD', 'ALGO/USD'],
        event_trigger: 'bbo',
        snapshot: true,
      },
      req_id: 1,
    });
    server.send(0, ack('BTC/USD'));
    server.send(0, ticker('snapshot', 'BTC/USD', '65972.8', '65972.9'));
    server.send(0, ticker('update', 'ALGO/USD', '0.10025', '1.0036e-1'));
    server.send(
      0,
      ticker(
        'update',
        'BTC/USD',
        '65972.80',
        '65973.10',
        ',"timestamp":"2025-05-06T12:00:00.123456Z"',
      ),
    );
    await listener.waitForTicks(3);

    const receiveTime = clock.now();
    expect(listener.ticks).toEqual([
      { sourceId: 'kraken', instrument: 'BTCUSD', bid: '65972.8', ask: '65972.9', receiveTime },
      { sourceId: 'kraken', instrument: 'ALGOUSD', bid: '0.10025', ask: '0.10036', receiveTime },
      {
        sourceId: 'kraken',
        instrument: 'BTCUSD',
        bid: '65972.8',
        ask: '65973.1',
        sourceTime: Date.UTC(2025, 4, 6, 12, 0, 0, 123),
        receiveTime,
      },
    ]);
    expect(source.counters()).toMatchObject({ messages: 5, ticks: 3, malformed: 0 });
  });

  it('marks a refused symbol down and keeps the others', async () => {
    const { listener } = await startSource();
    server.send(
      0,
      '{"error":"Currency pair not supported ALGO/USD","method":"subscribe","req_id":1,"success":false,"symbol":"ALGO/USD","time_in":"2023-09-25T09:04:31.742599Z","time_out":"2023-09-25T09:04:31.742648Z"}',
    );
    server.send(0, ticker('snapshot', 'BTC/USD', '65972.8', '65972.9'));
    await listener.waitForTicks(1);
    expect(listener.statesOf('ALGOUSD')).toEqual(['connecting', 'down']);
    expect(
      listener.changes.find((c) => c.instrument === 'ALGOUSD' && c.state === 'down')?.reason,
    ).toBe('subscription refused: Currency pair not supported ALGO/USD');
    expect(source.state('BTCUSD')).toBe('live');
  });

  it('closes every instrument while the system is not online and reopens on online', async () => {
    const { listener } = await startSource();
    server.send(0, ticker('snapshot', 'BTC/USD', '65972.8', '65972.9'));
    await listener.waitForState('BTCUSD', 'live');
    server.send(0, STATUS_ONLINE.replace('"online"', '"maintenance"'));
    await listener.waitForState('BTCUSD', 'closed');
    expect(source.state('ALGOUSD')).toBe('closed');
    server.send(0, STATUS_ONLINE);
    await listener.waitForState('BTCUSD', 'connecting');
    server.send(0, ticker('update', 'BTC/USD', '65972.7', '65972.9'));
    await listener.waitForState('BTCUSD', 'live');
    expect(listener.statesOf('BTCUSD')).toEqual([
      'connecting',
      'live',
      'closed',
      'connecting',
      'live',
    ]);
  });

  it('stays live on heartbeats, pings when quiet and goes stale at the limit', async () => {
    const { clock, listener } = await startSource(1000);
    server.send(0, ticker('snapshot', 'BTC/USD', '65972.8', '65972.9'));
    await listener.waitForState('BTCUSD', 'live');
    clock.advance(900);
    server.send(0, HEARTBEAT);
    await vi.waitFor(() => expect(source.counters().messages).toBe(3), WAIT);
    const heardAt = clock.now();
    clock.advance(200);
    expect(source.state('BTCUSD')).toBe('live');

    clock.advance(300);
    await vi.waitFor(() => expect(server.connection(0).received).toHaveLength(2), WAIT);
    expect(JSON.parse(server.connection(0).received[1] ?? '')).toEqual({
      method: 'ping',
      req_id: 2,
    });
    clock.advance(499);
    expect(source.state('BTCUSD')).toBe('live');
    clock.advance(1);
    expect(listener.changes.at(-1)).toMatchObject({ state: 'stale', at: heardAt + 1000 });
  });

  it('ignores and counts unreadable messages; skips channels it does not use', async () => {
    const { listener } = await startSource();
    server.send(0, '{"channel":"ticker","type":');
    server.send(0, '{"channel":"ticker","type":"update"}');
    server.send(0, '{"channel":"ticker","type":"update","data":[{"symbol":"BTC/USD","ask":1}]}');
    server.send(0, ticker('update', 'BTC/USD', '2', '1'));
    server.send(0, '{"channel":"book","type":"update","data":[]}');
    server.send(0, ticker('update', 'BTC/USD', '1', '2'));
    await listener.waitForTicks(1);
    expect(source.counters()).toMatchObject({ messages: 7, malformed: 4, ticks: 1 });
  });

  it('reconnects after a drop with backoff and subscribes again', async () => {
    const { clock, listener } = await startSource();
    server.connection(0).ws.terminate();
    await listener.waitForState('BTCUSD', 'down');
    expect(clock.pending()).toEqual([110]);
    clock.advance(110);
    await server.waitForConnections(2);
    await vi.waitFor(() => expect(server.connection(1).received).toHaveLength(1), WAIT);
    expect(server.connection(1).received[0]).toBe(server.connection(0).received[0]);
    expect(source.counters().reconnects).toBe(1);
  });
});
