import { describe, expect, it } from 'vitest';
import { deliveryApp, player, step } from '../src/modules/delivery/delivery.fixtures';
import { auditBooks, balancesOf } from '../src/modules/ledger/ledger.fixtures';
import { spotApp, spotUser, stepSpot } from '../src/modules/spot/spot.fixtures';
import { CONSENT, tradingApp, trader } from '../src/modules/trading/trading.fixtures';
import { stepReplay, type TestApp } from './fixtures';

/*
 * One idempotency rule on every route that takes a key (product.md §5.12): same key and same
 * request → the first result, replayed; same key and another request → IDEMPOTENCY_KEY_REUSED
 * (a review found a short 2-lot order answered with the long 1-lot one); keys validated alike.
 */

interface Route {
  name: string;
  path: string;
  /** A funded user, the feed stepped to a first quote. */
  start(): Promise<{ t: TestApp; token: string; userId: string }>;
  body: Record<string, unknown>;
  /** The same request with one field changed. */
  other: Record<string, unknown>;
}

const ROUTES: Route[] = [
  {
    name: 'contract order',
    path: '/api/lever/submit',
    async start() {
      const t = await tradingApp();
      stepReplay(t, 1);
      const user = await trader(t, '10000');
      return { t, token: user.token, userId: user.userId };
    },
    body: {
      symbol: 'BTCUSD',
      type: 'market',
      side: 'long',
      lots: 1,
      leverage: 10,
      consent: CONSENT,
    },
    other: { side: 'short', lots: 2 },
  },
  {
    name: 'delivery contract',
    path: '/api/microtrade/submit',
    async start() {
      const t = await deliveryApp();
      step(t, 1);
      const user = await player(t, '100');
      return { t, token: user.token, userId: user.userId };
    },
    body: { symbol: 'BTCUSD', direction: 'up', seconds: 60, stake: '10' },
    other: { direction: 'down' },
  },
  {
    name: 'spot order',
    path: '/api/spot_goods/submit',
    async start() {
      const t = await spotApp();
      await stepSpot(t, 1);
      const user = await spotUser(t, '1000');
      return { t, token: user.token, userId: user.userId };
    },
    body: { symbol: 'BTCUSD', side: 'buy', type: 'market', amount: '0.01' },
    other: { amount: '0.02' },
  },
];

describe.each(ROUTES)('idempotency: $name', (route) => {
  it('same key and request: the first result, replayed; same key, other request: refused, nothing moves', async () => {
    const { t, token, userId } = await route.start();
    const send = (body: Record<string, unknown>) =>
      t.call<{ replayed: boolean }>('POST', route.path, { token, body });
    const first = await send({ ...route.body, idempotency_key: 'k-1' });
    expect(first.body.code).toBe(1);
    const balances = await balancesOf(t.database.db, userId, 'coin', ['USD', 'BTC']);

    const retry = await send({ ...route.body, idempotency_key: 'k-1' });
    expect([retry.body.code, retry.body.data.replayed]).toEqual([1, true]);
    const other = await send({ ...route.body, ...route.other, idempotency_key: 'k-1' });
    expect(other.body).toMatchObject({ code: 0, data: { reason: 'IDEMPOTENCY_KEY_REUSED' } });

    expect(await balancesOf(t.database.db, userId, 'coin', ['USD', 'BTC'])).toEqual(balances);
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('keys follow one rule: a lone surrogate, a control character or 101 characters are refused', async () => {
    const { t, token } = await route.start();
    for (const key of ['\ud800', 'a\u0000b', 'k'.repeat(101)]) {
      const res = await t.call('POST', route.path, {
        token,
        body: { ...route.body, idempotency_key: key },
      });
      expect(res.body.data, JSON.stringify(key)).toMatchObject({
        reason: 'IDEMPOTENCY_KEY_INVALID',
      });
    }
  });
});
