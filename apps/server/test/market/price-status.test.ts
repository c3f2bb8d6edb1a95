import { afterEach, describe, expect, it } from 'vitest';
import type { HubSocket } from '../../src/market-feed';
import {
  createTestApp,
  insertFundedUser,
  refusal,
  replayApp,
  stepReplay,
  type TestApp,
} from '../fixtures';

/*
 * Tickers say when an instrument is stale or closed, on HTTP and on every WebSocket frame, and an
 * instrument that turns stale or closed without a tick still reaches subscribed clients through
 * the hub's periodic check (ticker-status.ts). Replay of fixtures/pause.jsonl from T0 = Sunday
 * 2026-11-22 10:00 UTC; the periodic check is run by hand (checkStatuses) and frames reach a fake socket.
 */

const PAUSE = 'replay:apps/server/test/market/fixtures/pause.jsonl';
const CLOSED_EN = 'This market is closed now; please try again when it opens';
const T0_MS = Date.parse('2026-11-22T10:00:00Z');

class FakeSocket implements HubSocket {
  readonly bufferedAmount = 0;
  frames: unknown[] = [];
  send(data: Buffer | string): void {
    this.frames.push(JSON.parse(String(data)));
  }
  /** The frames received since the last call. */
  take(): unknown[] {
    const taken = this.frames;
    this.frames = [];
    return taken;
  }
}

/** BTCUSD and EURUSD as the replay's first two ticks left them (no previous day: no change). */
const BTC = {
  symbol: 'BTCUSD',
  bid: '60000.00',
  ask: '60010.00',
  last: '60005.00',
  change: null,
  change_pct: null,
  high: '60005.00',
  low: '60005.00',
  open: '60005.00',
  prev_close: null,
  ts: T0_MS,
  seq: 1,
};
const EUR = {
  symbol: 'EURUSD',
  bid: '1.08000',
  ask: '1.08012',
  last: '1.08006',
  change: null,
  change_pct: null,
  high: '1.08006',
  low: '1.08006',
  open: '1.08006',
  prev_close: null,
  ts: T0_MS,
  seq: 2,
};

function update(seq: number, ts: number, tickers: unknown[]) {
  return { op: 'update', seq, ts, snapshot: false, tickers, candles: null };
}

const batchPassed = () => new Promise((resolve) => setTimeout(resolve, 300)); // 250 ms batches

/**
 * Subscribes a fake socket to BTCUSD and EURUSD tickers after the replay's first two ticks; returns
 * it with the hub's reply and the frame of those ticks, once the batch interval has passed.
 */
async function subscribe(t: TestApp) {
  stepReplay(t, 2);
  const socket = new FakeSocket();
  const hub = t.app.market.hub;
  const client = hub.connect(socket);
  const reply = hub.handle(client, {
    op: 'subscribe',
    channel: 'tickers',
    symbols: ['BTCUSD', 'EURUSD'],
  });
  await batchPassed();
  const first = socket.take();
  return { socket, hub, reply, first };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('ticker status on the WebSocket', () => {
  it('sends a frame when a quote turns stale without a tick, and drops the status on the next tick', async () => {
    t = await replayApp(PAUSE);
    const { socket, hub, reply, first } = await subscribe(t);
    expect(reply).toEqual({ op: 'tickers', ts: T0_MS, data: [BTC, EUR] });
    expect(first).toEqual([update(1, T0_MS, [BTC, EUR])]);

    hub.checkStatuses();
    await batchPassed();
    expect(socket.take()).toEqual([]); // nothing changed: no frame

    t.clock.advanceSeconds(11); // BTCUSD 11 s old (crypto limit 10 s); EURUSD within 15 s
    hub.checkStatuses();
    await batchPassed();
    const staleBtc = { ...BTC, status: 'stale', status_reason: 'quote_too_old' };
    expect(socket.take()).toEqual([update(2, T0_MS + 11_000, [staleBtc])]);

    await batchPassed();
    t.clock.advanceSeconds(5); // EURUSD 16 s old
    hub.checkStatuses();
    await batchPassed();
    const staleEur = { ...EUR, status: 'stale', status_reason: 'quote_too_old' };
    expect(socket.take()).toEqual([update(3, T0_MS + 16_000, [staleEur])]);
    expect(t.app.market.ticker('EURUSD')).toEqual(staleEur);

    await batchPassed();
    stepReplay(t, 1); // BTCUSD stamped 10:00:20, received at 10:00:16: fresh again
    await batchPassed();
    const freshBtc = {
      ...BTC,
      bid: '61000.00',
      ask: '61010.00',
      last: '61005.00',
      high: '61005.00',
      ts: T0_MS + 20_000,
      seq: 3,
    };
    expect(socket.take()).toEqual([update(4, T0_MS + 16_000, [freshBtc])]);
    hub.checkStatuses();
    await batchPassed();
    expect(socket.take()).toEqual([]); // the tick's frame already said it is live
  });

  it('with MARKET_SESSIONS on, FX on a Sunday is closed until 17:00 New York, then stale on its old quote', async () => {
    t = await replayApp(PAUSE, { MARKET_SESSIONS: 'true' });
    const opensAt = Date.parse('2026-11-22T22:00:00Z'); // Sunday 17:00 EST
    const closedEur = { ...EUR, status: 'closed', status_reason: 'weekend', opens_at: opensAt };
    const { socket, hub, reply, first } = await subscribe(t);
    expect(reply).toEqual({ op: 'tickers', ts: T0_MS, data: [BTC, closedEur] });
    expect(first).toEqual([update(1, T0_MS, [BTC, closedEur])]);
    expect(t.app.market.ticker('EURUSD')).toEqual(closedEur);

    t.clock.advanceSeconds(12 * 3600); // 22:00 UTC: open, on a quote 12 hours old
    hub.checkStatuses();
    await batchPassed();
    const staleBtc = { ...BTC, status: 'stale', status_reason: 'quote_too_old' };
    const staleEur = { ...EUR, status: 'stale', status_reason: 'quote_too_old' };
    expect(socket.take()).toEqual([update(2, opensAt, [staleBtc, staleEur])]);
  });
});

describe('delivery periods inside the trading session (MARKET_SESSIONS on)', () => {
  /** The periods offered per instrument (the default 60, 180, 300 and 600 s). */
  async function offered(app: TestApp) {
    const res = await app.call('GET', '/api/microtrade/lists');
    const data = res.body.data as { instruments: { symbol: string; period_seconds: number[] }[] };
    return Object.fromEntries(data.instruments.map((i) => [i.symbol, i.period_seconds]));
  }

  it('offers FX on Friday 16:55 New York only the periods that expire before the 17:00 close', async () => {
    t = await createTestApp({
      now: new Date('2026-11-27T21:55:00Z'),
      config: { MARKET_SESSIONS: 'true', DEMO_MODE: 'false' },
    });
    const periods = await offered(t);
    expect(periods.BTCUSD).toEqual([60, 180, 300, 600]);
    // 300 s would expire at 17:00:00 itself, when the market has closed.
    expect(periods.EURUSD).toEqual([60, 180]);

    const coin = await insertFundedUser(t.database.db, '1000');
    const place = (seconds: number) =>
      t!.call('POST', '/api/microtrade/submit', {
        token: coin.token,
        body: { symbol: 'EURUSD', direction: 'up', seconds, stake: '10' },
      });
    expect((await place(300)).body).toEqual(refusal('MARKET_CLOSED', CLOSED_EN));
    expect((await place(180)).body.code).toBe(1);
  });

  it('offers every period with sessions off, and none on FX during the weekend', async () => {
    t = await createTestApp({
      now: new Date('2026-11-27T21:55:00Z'),
      config: { DEMO_MODE: 'false' },
    });
    expect((await offered(t)).EURUSD).toEqual([60, 180, 300, 600]);
    await t.close();
    t = await createTestApp({
      now: new Date('2026-11-28T12:00:00Z'),
      config: { MARKET_SESSIONS: 'true', DEMO_MODE: 'false' },
    });
    const periods = await offered(t);
    expect(periods.EURUSD).toEqual([]);
    expect(periods.BTCUSD).toEqual([60, 180, 300, 600]);
  });
});
