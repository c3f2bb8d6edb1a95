import { describe, expect, it } from 'vitest';
import { auditBooks, balancesOf } from '../../src/modules/ledger/ledger.fixtures';
import {
  records,
  replayedSource,
  settledPart,
  stepAndSettle,
} from '../../src/modules/delivery/delivery.fixtures';
import { submitSpot } from '../../src/modules/spot/spot.fixtures';
import {
  CONSENT,
  closeOf,
  history,
  quoteOf,
  submit,
  trader,
} from '../../src/modules/trading/trading.fixtures';
import { insertFundedUser, refusal, replayApp, stepReplay, type TestApp } from '../fixtures';

/*
 * A stale or closed price is never dealt as if fresh (market-feed/feed-condition.ts), end to end on
 * fixtures/pause.jsonl (its README). Limits: crypto 10 s, FX 15 s, by receive time; the test clock
 * moves, the feed does not, so no real time passes.
 */

const PAUSE = 'replay:apps/server/test/market/fixtures/pause.jsonl';
const DELAYED_EN = 'The price of this instrument is delayed; please try again when it updates';
const DELAYED_DE =
  'Der Kurs dieses Instruments ist verzögert; bitte versuchen Sie es erneut, sobald er sich aktualisiert';
const CLOSED_EN = 'This market is closed now; please try again when it opens';

/** Every deal a user can ask for on BTCUSD or EURUSD, with the token that asks. */
function deals(contract: string, coin: string, positionId: number) {
  return [
    [
      'a market order',
      contract,
      '/api/lever/submit',
      { side: 'long', type: 'market', lots: 1, leverage: 10 },
    ],
    [
      'a limit order',
      contract,
      '/api/lever/submit',
      { side: 'long', type: 'limit', lots: 1, leverage: 10, limit_price: '59000.00' },
    ],
    ['closing a position', contract, '/api/lever/close', { position_id: positionId }],
    [
      'a spot buy',
      coin,
      '/api/spot_goods/submit',
      { symbol: 'BTCUSD', side: 'buy', type: 'market', amount: '0.01' },
    ],
    [
      'a spot sell',
      coin,
      '/api/spot_goods/submit',
      { symbol: 'BTCUSD', side: 'sell', type: 'market', amount: '0.01' },
    ],
    [
      'a conversion USD → EUR',
      coin,
      '/api/spot_goods/submit',
      { symbol: 'EURUSD', side: 'buy', type: 'market', amount: '100' },
    ],
    [
      'a delivery contract',
      coin,
      '/api/microtrade/submit',
      { symbol: 'BTCUSD', direction: 'up', seconds: 60, stake: '10' },
    ],
  ] as const;
}

async function users(t: TestApp) {
  const contract = await trader(t, '1000');
  const coin = await insertFundedUser(t.database.db, '1000');
  return { contract, coin };
}

async function booksOf(t: TestApp, contractUser: string, coinUser: string) {
  const { db } = t.database;
  return [
    await balancesOf(db, contractUser, 'contract', ['USD']),
    await balancesOf(db, coinUser, 'coin', ['USD', 'BTC', 'EUR']),
  ];
}

describe('stale and closed prices', () => {
  it('refuses every deal with PRICE_DELAYED once the quotes are older than their limit; the ledger is unchanged', async () => {
    const t = await replayApp(PAUSE);
    stepReplay(t, 2);
    const { contract, coin } = await users(t);
    // long 1 lot 10x at ask 60010.00: margin 60.01, open fee 0.30005
    const opened = await submit(t, contract.token, { side: 'long', lots: 1, leverage: 10 });
    const positionId = opened.position!.id;
    t.clock.advanceSeconds(16); // BTCUSD 16 s old (> 10 s), EURUSD 16 s old (> 15 s)
    const before = await booksOf(t, contract.userId, coin.userId);
    expect(before).toEqual([
      { USD: ['939.68995', '60.01'] },
      { USD: ['1000', '0'], BTC: ['0', '0'], EUR: ['0', '0'] },
    ]);

    for (const [, user, url, body] of deals(contract.token, coin.token, positionId)) {
      const res = await t.call('POST', url, {
        token: user,
        body: { symbol: 'BTCUSD', consent: CONSENT, ...body },
      });
      expect([url, res.body]).toEqual([url, refusal('PRICE_DELAYED', DELAYED_EN)]);
    }
    const german = await t.call('POST', '/api/lever/close', {
      token: contract.token,
      lang: 'de',
      body: { position_id: positionId },
    });
    expect(german.body).toEqual(refusal('PRICE_DELAYED', DELAYED_DE));

    expect(await booksOf(t, contract.userId, coin.userId)).toEqual(before);
    expect(await history(t, contract.token)).toEqual([]);
    expect(await records(t, coin.token)).toEqual([]);
    expect(await auditBooks(t.database.db)).toEqual([]);
    expect(t.app.market.ticker('BTCUSD')?.status).toBe('stale');
    expect(t.app.market.conditionOf('EURUSD', t.clock.now().getTime())).toEqual({
      state: 'stale',
      reason: 'quote_too_old',
    });
  });

  it('deals at the limit itself: a 10 s old BTCUSD quote is still live', async () => {
    const t = await replayApp(PAUSE);
    stepReplay(t, 2);
    const { contract } = await users(t);
    t.clock.advanceSeconds(10);
    const opened = await submit(t, contract.token, { side: 'long', lots: 1, leverage: 10 });
    expect(opened.position?.fills.map(quoteOf)).toEqual([
      ['open', 'user', '60010.00', '60000.00', '60010.00', 1, false],
    ]);
    expect(t.app.market.ticker('BTCUSD')?.status).toBeUndefined();
  });

  it('with MARKET_SESSIONS on, refuses FX with MARKET_CLOSED on a Sunday morning while crypto trades', async () => {
    const t = await replayApp(PAUSE, { MARKET_SESSIONS: 'true' });
    stepReplay(t, 2);
    const coin = await insertFundedUser(t.database.db, '1000');
    const conversion = await submitSpot(t, coin.token, {
      symbol: 'EURUSD',
      side: 'buy',
      amount: '100',
    });
    expect(conversion.body).toEqual(refusal('MARKET_CLOSED', CLOSED_EN));
    const bitcoin = await submitSpot(t, coin.token, {
      symbol: 'BTCUSD',
      side: 'buy',
      amount: '0.01',
    });
    expect(bitcoin.body.code).toBe(1);
    expect(t.app.market.ticker('EURUSD')?.status).toBe('closed');
    expect(t.app.market.conditionOf('EURUSD', t.clock.now().getTime())).toEqual({
      state: 'closed',
      reason: 'weekend',
    });
  });

  it('a TP crossed by a quote that arrives stale waits; the first fresh quote fires it and is recorded', async () => {
    const t = await replayApp(PAUSE);
    stepReplay(t, 2);
    const { contract } = await users(t);
    await submit(t, contract.token, {
      side: 'long',
      lots: 1,
      leverage: 10,
      take_profit: '61000.00',
    });
    t.clock.advanceSeconds(50);
    stepReplay(t, 1); // bid 61000.00 = TP, but stamped 10:00:20: 30 s old at 10:00:50
    await t.app.trading.engine.idle();
    expect(await history(t, contract.token)).toEqual([]);

    stepReplay(t, 1); // the same bid stamped 10:01:00: fresh
    await t.app.trading.engine.idle();
    const [closed] = await history(t, contract.token);
    // PnL (61000 − 60010) × 0.01 = 9.9; close fee 0.01 × 61000 × 0.0005 = 0.305
    expect(closeOf(closed)).toEqual(['take_profit', '61000.00', '9.9', '0.305']);
    expect(closed?.fills.map(quoteOf)).toEqual([
      ['open', 'user', '60010.00', '60000.00', '60010.00', 1, false],
      // Flagged like the first quote after a restart: it follows one that could not be dealt.
      ['close', 'take_profit', '61000.00', '61000.00', '61010.00', 4, true],
    ]);
    // 40 s after the quote before (10:00:20): the first fresh quote after a pause, and says so.
    expect(closed?.fills.map((f) => [f.after_pause, f.source?.id])).toEqual([
      [false, 'replay'],
      [true, 'replay'],
    ]);
  });

  it('a delivery contract does not settle on a stale quote after its expiry, but on the first fresh one', async () => {
    const t = await replayApp(PAUSE);
    stepReplay(t, 2);
    const coin = await insertFundedUser(t.database.db, '1000');
    const placed = await t.call('POST', '/api/microtrade/submit', {
      token: coin.token,
      body: { symbol: 'BTCUSD', direction: 'up', seconds: 60, stake: '10' },
    });
    expect(placed.body.code).toBe(1); // open mid 60005.00, expires 10:01:00
    t.clock.advanceSeconds(100);
    await stepAndSettle(t, 2); // 10:00:20 (before expiry) and 10:01:00 (at expiry, 40 s old)
    expect((await records(t, coin.token)).map((c) => c.status)).toEqual(['open']);

    await stepAndSettle(t, 1); // 10:01:40, fresh: mid 61505 > 60005, up wins 10 × 1.8
    const [settled] = await records(t, coin.token);
    expect(settledPart(settled)).toEqual({
      status: 'settled',
      outcome: 'win',
      payout: '18',
      settlement: {
        mid: '61505',
        bid: '61500.00',
        ask: '61510.00',
        quoted_at: '2026-11-22T10:01:40.000Z',
        quote_seq: 5,
        source: replayedSource('61500.00', '61510.00'),
      },
      settled_after_restart: false,
      settled_after_pause: true, // 40 s after the quote before (10:01:00)
    });
  });
});
