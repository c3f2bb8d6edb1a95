import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { candle, createTestApp, type TestApp } from '../../test/fixtures';
import { connectWs, listenWs } from '../../test/ws-client';

const REPLAY = 'replay:apps/server/src/market-feed/fixtures/replay-basic.jsonl';
const BATCH_MS = 100;

/** The app listening on 127.0.0.1 (a real socket), replay feed stepped by hand. */
async function listening(
  overrides: Record<string, string> = {},
): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp({
    config: {
      MARKET_FEED: REPLAY,
      MARKET_BACKFILL_CANDLES: '0',
      MARKET_WS_BATCH_MS: String(BATCH_MS),
      ...overrides,
    },
    now: 'real',
  });
  return { t, url: await listenWs(t) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WebSocket /ws market channels (real socket on 127.0.0.1)', () => {
  it('subscribes to tickers: snapshot first, then batched updates at most one per batch interval', async () => {
    const { t, url } = await listening();
    const feed = t.app.market.replayFeed();
    feed.step(3); // previous day: BTCUSD, ETHUSD, EURUSD
    const client = await connectWs(url);
    client.send({ op: 'subscribe', channel: 'tickers' });
    const snapshot = await client.next('tickers');
    expect(
      snapshot.op === 'tickers' && snapshot.data.map((x) => [x.symbol, x.last, x.seq]),
    ).toEqual([
      ['BTCUSD', '94000.00', 1],
      ['ETHUSD', '3250.50', 2],
      ['EURUSD', '1.16116', 3],
    ]);

    feed.step(3); // BTC 95005, ETH 3300.50, BTC 95025: one frame, BTC once with its latest tick
    const first = await client.next('update');
    expect(first).toMatchObject({ op: 'update', snapshot: false, candles: null });
    expect(first.op === 'update' && first.tickers.map((x) => [x.symbol, x.last, x.seq])).toEqual([
      ['BTCUSD', '95025.00', 6],
      ['ETHUSD', '3300.50', 5],
    ]);
    expect(first.op === 'update' && first.tickers[0]).toMatchObject({
      change: '1025.00',
      change_pct: '1.09',
      prev_close: '94000.00',
      high: '95025.00',
      low: '95005.00',
      open: '95005.00',
    });

    feed.step(1); // right after the first frame: held back until the interval has passed
    const second = await client.next('update');
    expect(second.op === 'update' && second.tickers.map((x) => x.symbol)).toEqual(['EURUSD']);
    const updates = client.received.filter((entry) => entry.message.op === 'update');
    expect(updates).toHaveLength(2);
    // The frames' own times (ms, when the server sent them), not when they arrived here: a loaded
    // machine may deliver the first late and the second at once.
    expect(second.ts - first.ts).toBeGreaterThanOrEqual(BATCH_MS - 1);
    expect(second.op === 'update' && first.op === 'update' && second.seq).toBe(
      first.op === 'update' ? first.seq + 1 : 0,
    );
  });

  it('subscribes to one symbol’s candles and to some tickers, in one frame per batch', async () => {
    const { t, url } = await listening();
    const feed = t.app.market.replayFeed();
    feed.step(4); // … BTC 95005.00 at 10:00:00
    const client = await connectWs(url);
    client.send({ op: 'subscribe', channel: 'candles', symbol: 'BTCUSD', interval: '1m' });
    expect(await client.next('candles')).toEqual({
      op: 'candles',
      ts: expect.any(Number) as number,
      symbol: 'BTCUSD',
      interval: '1m',
      data: [
        candle('2026-11-21T23:59:00Z', '94000.00', '94000.00', '94000.00', '94000.00'),
        candle('2026-11-22T10:00:00Z', '95005.00', '95005.00', '95005.00', '95005.00'),
      ],
    });
    client.send({ op: 'subscribe', channel: 'tickers', symbols: ['BTCUSD'] });
    await client.next('tickers');

    feed.advanceTo(Date.parse('2026-11-22T10:01:00Z')); // ETH, BTC×3, EUR, BTC 10:01 (closes 10:00)
    const update = await client.next('update');
    expect(update).toEqual({
      op: 'update',
      seq: expect.any(Number) as number,
      ts: expect.any(Number) as number,
      snapshot: false,
      tickers: [expect.objectContaining({ symbol: 'BTCUSD', last: '95065.00', seq: 10 })],
      candles: {
        symbol: 'BTCUSD',
        interval: '1m',
        data: [
          candle('2026-11-22T10:00:00Z', '95005.00', '95045.00', '94995.00', '95045.00'),
          candle('2026-11-22T10:01:00Z', '95065.00', '95065.00', '95065.00', '95065.00'),
        ],
      },
    });

    client.send({ op: 'unsubscribe', channel: 'candles' });
    expect(await client.next('unsubscribed')).toEqual({ op: 'unsubscribed', channel: 'candles' });
    client.send({ op: 'unsubscribe', channel: 'tickers' });
    expect(await client.next('unsubscribed')).toEqual({ op: 'unsubscribed', channel: 'tickers' });
    feed.step(10);
    await wait(BATCH_MS * 2);
    expect(client.received.filter((entry) => entry.message.op === 'update')).toHaveLength(1);
  });

  it('answers ping, and refuses bad messages and unknown symbols with an error', async () => {
    const { url } = await listening();
    const client = await connectWs(url);
    client.send({ op: 'ping' });
    expect(await client.next('pong')).toMatchObject({ op: 'pong' });
    client.send('{not json');
    expect(await client.next('error')).toEqual({ op: 'error', reason: 'BAD_REQUEST' });
    client.send({ op: 'subscribe', channel: 'orders' });
    expect(await client.next('error')).toEqual({ op: 'error', reason: 'VALIDATION_FAILED' });
    client.send({ op: 'subscribe', channel: 'candles', symbol: 'BTCUSD', interval: '2m' });
    expect(await client.next('error')).toEqual({ op: 'error', reason: 'VALIDATION_FAILED' });
    client.send({ op: 'subscribe', channel: 'tickers', symbols: ['NOPE'] });
    expect(await client.next('error')).toEqual({ op: 'error', reason: 'MARKET_UNKNOWN_SYMBOL' });
  });

  it('heartbeat: keeps answering clients and closes one that ignores pings', async () => {
    const { t, url } = await listening({ MARKET_WS_HEARTBEAT_MS: '100' });
    const healthy = await connectWs(url);
    const silent = await connectWs(url, { autoPong: false });
    const closed = new Promise<number>((resolve) => silent.socket.once('close', resolve));
    expect(await closed).toBe(1006); // terminated without a close frame
    await wait(250);
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    expect(t.app.market.hub.stats().clients).toBe(1);
  });
});
