import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asc } from 'drizzle-orm';
import { feedEvents, tradingFills } from '../../src/db/schema';
import { type WebSocket, WebSocketServer } from 'ws';
import { CONSENT, submit, trader } from '../../src/modules/trading/trading.fixtures';
import { createTestApp, refusal, type TestApp } from '../fixtures';

/*
 * MARKET_FEED=sources end to end: two local Binance bookTicker servers as BTCUSD's primary and
 * secondary behind the real app. The primary dies mid-session → orders are refused PRICE_DELAYED
 * while no source is live → the secondary's first quote takes over → orders fill at its price and
 * the dealt quote names it; the switch is in feed_events. Real sockets, the app's clock frozen.
 */

const WAIT = { timeout: 5000, interval: 10 };

/**
 * A local stand-in for Binance's stream endpoint: accepts connections and sends what the test says
 * (the market feed's own WsTestServer sits behind its front door, which test/ may not pass).
 */
class WsTestServer {
  private readonly sockets: WebSocket[] = [];
  private constructor(private readonly server: WebSocketServer) {
    server.on('connection', (ws) => this.sockets.push(ws));
  }

  static async start(): Promise<WsTestServer> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    return new WsTestServer(server);
  }

  get url(): string {
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    return `ws://127.0.0.1:${address.port}`;
  }

  async waitForConnections(count: number): Promise<void> {
    await vi.waitFor(() => expect(this.sockets.length).toBeGreaterThanOrEqual(count), WAIT);
  }

  send(index: number, message: unknown): void {
    this.sockets[index]?.send(JSON.stringify(message));
  }

  /** Drops every connection and stops listening: the provider is gone. */
  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const DELAYED_EN = 'The price of this instrument is delayed; please try again when it updates';

let servers: WsTestServer[] = [];
afterEach(async () => {
  for (const server of servers) await server.close();
  servers = [];
});

function bookTicker(u: number, bid: string, ask: string) {
  return {
    stream: 'btcusdt@bookTicker',
    data: { u, s: 'BTCUSDT', b: bid, B: '1.00000000', a: ask, A: '1.00000000' },
  };
}

function sourcesFile(primaryUrl: string, secondaryUrl: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'waihui-sources-'));
  const file = path.join(dir, 'sources.json');
  const binance = (url: string) => ({
    type: 'binance',
    url,
    staleAfterMs: 60_000,
    backoff: { initialMs: 50, maxMs: 200, jitter: 0 },
  });
  writeFileSync(
    file,
    JSON.stringify({
      sources: { 'binance-a': binance(primaryUrl), 'binance-b': binance(secondaryUrl) },
      instruments: {
        BTCUSD: {
          primary: { source: 'binance-a', symbol: 'BTCUSDT' },
          secondary: { source: 'binance-b', symbol: 'BTCUSDT' },
          markup: { points: '1', minSpread: '0' },
        },
      },
    }),
  );
  return file;
}

async function sourcesApp(): Promise<{
  t: TestApp;
  primary: WsTestServer;
  secondary: WsTestServer;
}> {
  const primary = await WsTestServer.start();
  const secondary = await WsTestServer.start();
  servers = [primary, secondary];
  const t = await createTestApp({
    config: {
      MARKET_FEED: 'sources',
      PRICE_SOURCES_FILE: sourcesFile(primary.url, secondary.url),
      DEMO_MODE: 'false',
    },
  });
  await primary.waitForConnections(1);
  await secondary.waitForConnections(1);
  return { t, primary, secondary };
}

const latestOrigin = (t: TestApp) => t.app.market.quotes.latest('BTCUSD')?.origin;

describe('live sources: failover end to end', () => {
  it('refuses while no source is live, then fills on the secondary and records the switch', async () => {
    const { t, primary, secondary } = await sourcesApp();
    expect(t.app.market.feedKind).toBe('sources');
    const user = await trader(t, '1000');

    primary.send(0, bookTicker(1, '60000.005', '60009.995'));
    await vi.waitFor(() => expect(latestOrigin(t)?.sourceId).toBe('binance-a'), WAIT);
    // 60000.005 − 0.5 → 59999.50 (down), 60009.995 + 0.5 → 60010.50 (up); markup exact per side.
    expect(t.app.market.quotes.latest('BTCUSD')).toMatchObject({
      bid: '59999.50',
      ask: '60010.50',
      origin: {
        sourceId: 'binance-a',
        rawBid: '60000.005',
        rawAsk: '60009.995',
        markupBid: '0.505',
        markupAsk: '0.505',
      },
    });
    const first = await submit(t, user.token, { side: 'long', lots: 1, leverage: 10 });
    expect(first.position?.open_price).toBe('60010.50');

    await primary.close(); // the primary dies; the secondary has quoted nothing yet
    await vi.waitFor(
      () =>
        expect(t.app.market.conditionOf('BTCUSD', t.clock.now().getTime())).toEqual({
          state: 'stale',
          reason: 'sources_unavailable',
        }),
      WAIT,
    );
    const refused = await t.call('POST', '/api/lever/submit', {
      token: user.token,
      body: {
        symbol: 'BTCUSD',
        type: 'market',
        side: 'long',
        lots: 1,
        leverage: 10,
        consent: CONSENT,
      },
    });
    expect(refused.body).toEqual(refusal('PRICE_DELAYED', DELAYED_EN));

    secondary.send(0, bookTicker(1, '60100', '60110'));
    await vi.waitFor(() => expect(latestOrigin(t)?.sourceId).toBe('binance-b'), WAIT);
    expect(t.app.market.conditionOf('BTCUSD', t.clock.now().getTime())).toEqual({
      state: 'live',
      reason: 'fresh',
    });
    const second = await submit(t, user.token, { side: 'long', lots: 1, leverage: 10 });
    // 60110 + 0.5 = 60110.50
    expect(second.position?.open_price).toBe('60110.50');
    expect(latestOrigin(t)).toEqual({
      sourceId: 'binance-b',
      rawBid: '60100',
      rawAsk: '60110',
      markupBid: '0.5',
      markupAsk: '0.5',
    });
    // Each fill records the source it was dealt from, with the raw quote and the markup.
    const fills = await t.database.db
      .select({
        source: tradingFills.sourceId,
        sourceBid: tradingFills.sourceBid,
        sourceAsk: tradingFills.sourceAsk,
        markupBid: tradingFills.markupBid,
        markupAsk: tradingFills.markupAsk,
        ask: tradingFills.ask,
      })
      .from(tradingFills)
      .orderBy(asc(tradingFills.id));
    expect(fills).toEqual([
      {
        source: 'binance-a',
        sourceBid: '60000.005',
        sourceAsk: '60009.995',
        markupBid: '0.505',
        markupAsk: '0.505',
        ask: '60010.50',
      },
      {
        source: 'binance-b',
        sourceBid: '60100',
        sourceAsk: '60110',
        markupBid: '0.5',
        markupAsk: '0.5',
        ask: '60110.50',
      },
    ]);

    const status = t.app.market.sourceStatus();
    expect(status.map(({ id, kind, instruments }) => ({ id, kind, instruments }))).toEqual([
      {
        id: 'binance-a',
        kind: 'binance',
        instruments: [{ instrument: 'BTCUSD', state: 'down', role: 'primary', active: false }],
      },
      {
        id: 'binance-b',
        kind: 'binance',
        instruments: [{ instrument: 'BTCUSD', state: 'live', role: 'secondary', active: true }],
      },
    ]);

    const at = t.clock.now();
    await vi.waitFor(async () => {
      const rows = await t.database.db
        .select({
          kind: feedEvents.kind,
          instrument: feedEvents.instrument,
          sourceId: feedEvents.sourceId,
          details: feedEvents.details,
          at: feedEvents.at,
        })
        .from(feedEvents)
        .orderBy(asc(feedEvents.id));
      expect(rows).toEqual([
        {
          kind: 'outage',
          instrument: 'BTCUSD',
          sourceId: 'binance-a',
          details: { state: 'down' },
          at,
        },
        {
          kind: 'switch',
          instrument: 'BTCUSD',
          sourceId: 'binance-b',
          details: { from: 'binance-a', to: 'binance-b' },
          at,
        },
      ]);
    }, WAIT);
  });

  it('fails at start naming the JSON path of a bad sources file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waihui-sources-'));
    const file = path.join(dir, 'sources.json');
    writeFileSync(
      file,
      JSON.stringify({
        sources: { binance: { type: 'binance' } },
        instruments: { BTCUSD: { primary: { source: 'kraken', symbol: 'BTCUSDT' } } },
      }),
    );
    await expect(
      createTestApp({ config: { MARKET_FEED: 'sources', PRICE_SOURCES_FILE: file } }),
    ).rejects.toThrow(
      `${file}:\n  instruments.BTCUSD.primary.source: no source "kraken" (sources: binance)\n  sources.binance: no instrument uses this source`,
    );
  });
});
