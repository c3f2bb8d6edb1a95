import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/fixtures';

const REPLAY = 'replay:apps/server/src/modules/trading/fixtures/trading.jsonl';

describe('POST /api/dev/feed/step (browser tests stepping a replay feed)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('plays the next recorded ticks of a hand-stepped replay, no more than the file has', async () => {
    t = await createTestApp({ config: { MARKET_FEED: REPLAY, EXPOSE_OUTBOX: 'true' } });
    const first = await t.call('POST', '/api/dev/feed/step', { body: { count: 2 } });
    expect(first.body).toMatchObject({ code: 1, data: { played: 2 } });
    expect(t.app.market.quotes.latest('BTCUSD')).toMatchObject({
      bid: '60000.00',
      ask: '60010.00',
    });
    expect(t.app.market.quotes.latest('ETHUSD')).toMatchObject({ bid: '3000.00', ask: '3001.00' });
    const rest = await t.call('POST', '/api/dev/feed/step', { body: { count: 100 } });
    expect(rest.body).toMatchObject({ code: 1, data: { played: 5 } });
    expect(t.app.market.quotes.latest('BTCUSD')).toMatchObject({
      bid: '30000.00',
      ask: '30010.00',
    });
  });

  it('is refused on the simulated feed, and absent without EXPOSE_OUTBOX', async () => {
    t = await createTestApp({ config: { EXPOSE_OUTBOX: 'true' } });
    const simulated = await t.call('POST', '/api/dev/feed/step', { body: { count: 1 } });
    expect(simulated.body).toMatchObject({ code: 0, data: { reason: 'NOT_FOUND' } });
    await t.close();
    t = await createTestApp({ config: { MARKET_FEED: REPLAY } });
    const hidden = await t.call('POST', '/api/dev/feed/step', { body: { count: 1 } });
    expect(hidden.status).toBe(404);
  });
});

describe('POST /api/dev/feed/pause (browser tests making one instrument stale)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('stops one simulated instrument ticking until resumed; refused on a replay, absent without EXPOSE_OUTBOX', async () => {
    t = await createTestApp({ config: { EXPOSE_OUTBOX: 'true', DEMO_MODE: 'false' } });
    const feed = t.app.market.simulatedFeed();
    const paused = await t.call('POST', '/api/dev/feed/pause', {
      body: { symbol: 'ETHUSD', paused: true },
    });
    expect(paused.body).toMatchObject({ code: 1, data: { symbol: 'ETHUSD', paused: true } });
    const seqBefore = t.app.market.quotes.latest('ETHUSD')?.seq;
    for (let step = 0; step < 20; step += 1) feed.step();
    expect(t.app.market.quotes.latest('ETHUSD')?.seq).toBe(seqBefore);
    t.clock.advanceSeconds(11);
    expect(t.app.market.conditionOf('ETHUSD', t.clock.now().getTime())).toEqual({
      state: 'stale',
      reason: 'quote_too_old',
    });

    await t.call('POST', '/api/dev/feed/pause', { body: { symbol: 'ETHUSD', paused: false } });
    for (let step = 0; step < 20; step += 1) feed.step();
    expect(t.app.market.quotes.latest('ETHUSD')?.seq).toBeGreaterThan(seqBefore ?? Infinity);
    expect(t.app.market.ticker('ETHUSD')?.status).toBeUndefined();

    const unknown = await t.call('POST', '/api/dev/feed/pause', {
      body: { symbol: 'NOPE1', paused: true },
    });
    expect(unknown.body).toMatchObject({ code: 0, data: { reason: 'MARKET_UNKNOWN_SYMBOL' } });
    await t.close();
    t = await createTestApp({ config: { MARKET_FEED: REPLAY, EXPOSE_OUTBOX: 'true' } });
    const replay = await t.call('POST', '/api/dev/feed/pause', {
      body: { symbol: 'ETHUSD', paused: true },
    });
    expect(replay.body).toMatchObject({ code: 0, data: { reason: 'NOT_FOUND' } });
    await t.close();
    t = await createTestApp({});
    const hidden = await t.call('POST', '/api/dev/feed/pause', {
      body: { symbol: 'ETHUSD', paused: true },
    });
    expect(hidden.status).toBe(404);
  });
});
