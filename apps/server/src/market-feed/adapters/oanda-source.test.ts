import { afterEach, describe, expect, it } from 'vitest';
import { createOandaSource } from './oanda-source';
import type { SourceAdapter } from './source';
import type { SourceLog } from './source-runtime';
import { HttpStreamServer } from './testing/http-stream-server';
import { RecordingListener, testDeps } from './testing/recording-listener';

const TOKEN = 'token-0123456789abcdef-never-logged';

/** A PRICE line as OANDA's documentation shows it (liquidity tiers, nanosecond time). */
function priceLine(instrument: string, bids: string[], asks: string[], tradeable = true): string {
  return `${JSON.stringify({
    type: 'PRICE',
    time: '2016-10-27T08:38:43.094548890Z',
    bids: bids.map((price, i) => ({ price, liquidity: 1_000_000 * (i + 1) })),
    asks: asks.map((price, i) => ({ price, liquidity: 1_000_000 * (i + 1) })),
    closeoutBid: bids.at(-1),
    closeoutAsk: asks.at(-1),
    status: tradeable ? 'tradeable' : 'non-tradeable',
    tradeable,
    instrument,
  })}\n`;
}
const HEARTBEAT = '{"type":"HEARTBEAT","time":"2016-10-27T08:38:45.000000000Z"}\n';

const BINDINGS = [
  { instrument: 'EURUSD', symbol: 'EUR_USD', priceScale: '1' },
  { instrument: 'USDJPY', symbol: 'USD_JPY', priceScale: '1' },
];

let server: HttpStreamServer;
let source: SourceAdapter;

async function startSource(options: { staleAfterMs?: number; log?: SourceLog } = {}) {
  server ??= await HttpStreamServer.start();
  const deps = testDeps();
  source = createOandaSource(
    {
      id: 'oanda',
      url: `${server.url}/`,
      accountId: '101-004-1234567-001',
      token: TOKEN,
      staleAfterMs: options.staleAfterMs ?? 60_000,
      backoff: { initialMs: 100, maxMs: 1000, jitter: 0.2 },
    },
    BINDINGS,
    { ...deps, log: options.log ?? deps.log },
  );
  const listener = new RecordingListener();
  source.start(listener);
  await server.waitForRequests(1);
  return { clock: deps.clock, listener };
}

afterEach(async () => {
  source.stop();
  await server.close();
  server = undefined as unknown as HttpStreamServer;
});

describe('OANDA v20 pricing stream source', () => {
  it('streams the account’s prices with the bearer token and reports the best bid and ask', async () => {
    const { clock, listener } = await startSource();
    const request = server.requests[0];
    expect(request?.url).toBe(
      '/v3/accounts/101-004-1234567-001/pricing/stream?instruments=EUR_USD%2CUSD_JPY',
    );
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['accept-datetime-format']).toBe('RFC3339');

    const line = priceLine('USD_JPY', ['114.312', '114.313'], ['114.320', '114.316']);
    server.write(0, line.slice(0, 40));
    server.write(0, line.slice(40) + priceLine('EUR_USD', ['1.09316'], ['1.09330']));
    await listener.waitForTicks(2);

    const sourceTime = Date.UTC(2016, 9, 27, 8, 38, 43, 94);
    const receiveTime = clock.now();
    expect(listener.ticks).toEqual([
      {
        sourceId: 'oanda',
        instrument: 'USDJPY',
        bid: '114.313',
        ask: '114.316',
        sourceTime,
        receiveTime,
      },
      {
        sourceId: 'oanda',
        instrument: 'EURUSD',
        bid: '1.09316',
        ask: '1.0933',
        sourceTime,
        receiveTime,
      },
    ]);
  });

  it('closes a non-tradeable instrument until it is tradeable again', async () => {
    const { listener } = await startSource();
    server.write(0, priceLine('EUR_USD', ['1.09316'], ['1.09330']));
    server.write(0, priceLine('EUR_USD', ['1.09316'], ['1.09330'], false));
    await listener.waitForState('EURUSD', 'closed');
    expect(listener.ticks).toHaveLength(1);
    server.write(0, priceLine('EUR_USD', ['1.09317'], ['1.09331']));
    await listener.waitForState('EURUSD', 'live');
    expect(listener.statesOf('EURUSD')).toEqual(['connecting', 'live', 'closed', 'live']);
    expect(listener.changes.find((c) => c.state === 'closed')?.reason).toBe('OANDA: not tradeable');
  });

  it('stays live on heartbeats and goes stale when they stop', async () => {
    const { clock, listener } = await startSource({ staleAfterMs: 10_000 });
    server.write(0, priceLine('EUR_USD', ['1.09316'], ['1.09330']));
    await listener.waitForState('EURUSD', 'live');
    clock.advance(5000);
    server.write(0, HEARTBEAT);
    await listener.waitForTicks(1);
    await expect.poll(() => source.counters().messages).toBe(2);
    const heardAt = clock.now();
    clock.advance(9999);
    expect(source.state('EURUSD')).toBe('live');
    clock.advance(1);
    expect(listener.changes.at(-1)).toMatchObject({ state: 'stale', at: heardAt + 10_000 });
  });

  it('ignores and counts lines it cannot use', async () => {
    const { listener } = await startSource();
    server.write(0, 'not json\n');
    server.write(0, '{"type":"PRICE","instrument":"EUR_USD"}\n');
    server.write(0, priceLine('EUR_USD', [], ['1.09330']));
    server.write(0, priceLine('EUR_USD', ['1.09340'], ['1.09330']));
    server.write(0, priceLine('EUR_USD', ['1.09316'], ['1.09330']));
    await listener.waitForTicks(1);
    expect(source.counters()).toMatchObject({ messages: 5, malformed: 4, ticks: 1 });
  });

  it('retries a refused request with backoff and never logs the token', async () => {
    const logged: unknown[] = [];
    const record = (...args: unknown[]) => void logged.push(args);
    server = await HttpStreamServer.start();
    server.answer = ({ response }) => {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end('{"errorMessage":"Insufficient authorization to perform request."}');
    };
    const { clock, listener } = await startSource({
      log: { debug: record, info: record, warn: record },
    });
    await listener.waitForState('EURUSD', 'down');
    expect(listener.changes.at(-1)?.reason).toBe(
      'HTTP 401: Insufficient authorization to perform request.',
    );
    expect(clock.pending()).toEqual([110]);

    server.answer = HttpStreamServer.keepOpen;
    clock.advance(110);
    await server.waitForRequests(2);
    server.write(1, priceLine('EUR_USD', ['1.09316'], ['1.09330']));
    await listener.waitForState('EURUSD', 'live');
    expect(JSON.stringify([logged, listener.changes])).not.toContain(TOKEN);
    expect(logged).not.toHaveLength(0);
  });

  it('reconnects when OANDA ends the stream', async () => {
    const { clock, listener } = await startSource();
    server.requests[0]?.response.end();
    await listener.waitForState('EURUSD', 'down');
    expect(listener.changes.at(-1)?.reason).toBe('stream ended');
    clock.advance(110);
    await server.waitForRequests(2);
    expect(source.counters().reconnects).toBe(1);
  });
});
