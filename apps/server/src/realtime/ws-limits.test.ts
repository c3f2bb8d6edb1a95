import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/fixtures';
import { connectWs, listenWs } from '../../test/ws-client';
import { FLOOD_FACTOR, MessageRate, WS_CLOSE_FLOOD, WS_CLOSE_IDLE } from './ws-limits';

/** The app on 127.0.0.1 with a hand-moved clock and a 50 ms heartbeat (the idle sweep). */
async function listening(config: Record<string, string>): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp({
    config: { MARKET_BACKFILL_CANDLES: '0', MARKET_WS_HEARTBEAT_MS: '50', ...config },
  });
  return { t, url: await listenWs(t) };
}

/** Opens a socket and resolves with the HTTP status of a refused upgrade, or 101 when accepted. */
function handshakeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.terminate();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

describe('/ws limits (product.md §17.4)', () => {
  it('refuses connections over the per-address cap with 429 before the upgrade, and allows one after a close', async () => {
    const { url } = await listening({ WS_MAX_CONNECTIONS_PER_IP: '3' });
    const open = [await connectWs(url), await connectWs(url), await connectWs(url)];
    expect(await handshakeStatus(url)).toBe(429);
    const gone = closed(open[0]!.socket);
    open[0]!.socket.close();
    await gone;
    // The server counts the close when its side sees it: wait for the count, not for a time.
    let status = 429;
    for (let tries = 0; tries < 200 && status === 429; tries += 1)
      status = await handshakeStatus(url);
    expect(status).toBe(101);
  });

  it('refuses connections over the total cap', async () => {
    const { url } = await listening({ WS_MAX_CONNECTIONS: '2', WS_MAX_CONNECTIONS_PER_IP: '10' });
    await connectWs(url);
    await connectWs(url);
    expect(await handshakeStatus(url)).toBe(429);
  });

  it('closes a connection that follows nothing for WS_IDLE_MS, keeps one that is subscribed', async () => {
    const { t, url } = await listening({ WS_IDLE_MS: '60000' });
    const idle = await connectWs(url);
    const busy = await connectWs(url);
    busy.send({ op: 'subscribe', channel: 'tickers' });
    await busy.next('tickers');
    const idleClosed = closed(idle.socket);
    let busyClosed = false;
    busy.socket.once('close', () => (busyClosed = true));
    t.clock.advance(60_000);
    expect(await idleClosed).toEqual({ code: WS_CLOSE_IDLE, reason: 'idle' });
    expect(busyClosed).toBe(false);
    expect(busy.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses messages over WS_MESSAGES_PER_SECOND with RATE_LIMITED and closes a flood', async () => {
    const { url } = await listening({ WS_MESSAGES_PER_SECOND: '4' });
    const client = await connectWs(url);
    // The app's clock stands still, so every message falls in one second.
    for (let i = 0; i < 5; i += 1) client.send({ op: 'ping' });
    for (let i = 0; i < 4; i += 1) await client.next('pong');
    expect(await client.next('error')).toEqual({ op: 'error', reason: 'RATE_LIMITED' });
    const gone = closed(client.socket);
    for (let i = 5; i < 4 * FLOOD_FACTOR + 1; i += 1) client.send({ op: 'ping' });
    expect(await gone).toEqual({ code: WS_CLOSE_FLOOD, reason: 'too many messages' });
    expect(client.ops().filter((op) => op === 'pong')).toHaveLength(4);
    expect(client.ops().filter((op) => op === 'error')).toHaveLength(4 * FLOOD_FACTOR - 4);
  });
});

describe('MessageRate', () => {
  it('accepts the allowance per clock second, refuses up to 5x, then closes; a new second starts again', () => {
    const rate = new MessageRate(2);
    const verdicts = Array.from({ length: 11 }, () => rate.next(1_000));
    expect(verdicts).toEqual(['accept', 'accept', ...Array<string>(8).fill('refuse'), 'close']);
    expect(rate.next(2_000)).toBe('accept');
  });
});
