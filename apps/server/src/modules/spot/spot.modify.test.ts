import { describe, expect, it } from 'vitest';
import type { SpotOrder } from '@waihui/contracts';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import type { TestApp } from '../../../test/fixtures';
import { placeSpotLimit, spotApp, spotHistory, spotUser, stepSpot } from './spot.fixtures';

/*
 * Modifying a resting spot limit order (product.md §10.16) on the replay fixture (fixtures/README.md).
 * BTCUSD fee 0.001 in USD; a buy's reserve is gross + fee at the limit. Figures by hand.
 */

function modify(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call<{ order: SpotOrder }>('POST', '/api/spot_goods/modify', { token, body });
}

const usd = (t: TestApp, userId: string) => balancesOf(t.database.db, userId, 'coin', ['USD']);

describe('spot: modifying a resting limit order', () => {
  it('locks only the difference and fills at the new limit', async () => {
    const t = await spotApp();
    const alice = await spotUser(t, '1000');
    await stepSpot(t, 1); // 60000.00 / 60010.00
    // 0.01 × 59000 = 590, fee 0.59 → 590.59 locked
    const order = await placeSpotLimit(t, alice.token, 'buy', '0.01', '59000.00');
    const res = await modify(t, alice.token, {
      order_id: order.id,
      amount: '0.015',
      limit_price: '59550.00',
    });
    expect(res.body.msg).toBe('Order modified');
    // 0.015 × 59550 = 893.25, fee 0.89325 → 894.14325 locked (303.55325 more)
    expect([
      res.body.data.order.amount,
      res.body.data.order.limit_price,
      res.body.data.order.reserved,
    ]).toEqual(['0.015', '59550', '894.14325']);
    expect(await usd(t, alice.userId)).toEqual({ USD: ['105.85675', '894.14325'] });

    await stepSpot(t, 4); // ask 59610 (> 59550), then 59510: fills at 59510 (59000 would not)
    const [filled] = (await spotHistory(t, alice.token)).list;
    expect([filled?.status, filled?.fill?.price, filled?.fill?.net]).toEqual([
      'filled',
      '59510.00',
      '893.54265',
    ]);
    // 0.015 × 59510 = 892.65, fee 0.89265; 1000 − 893.54265 = 106.45735
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD', 'BTC'])).toEqual({
      USD: ['106.45735', '0'],
      BTC: ['0.015', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it.each([
    [
      'a price the ask already reaches',
      { limit_price: '60010.00' },
      'LIMIT_PRICE_MARKETABLE',
      'The market is already at 60,010: this price would fill at once, so place a new order instead',
    ],
    ['more than the balance can lock', { amount: '1' }, 'INSUFFICIENT_BALANCE', null],
    ['an amount of nothing', { amount: '0' }, 'AMOUNT_INVALID', null],
  ])('refuses %s and leaves the order as it was', async (_case, change, reason, msg) => {
    const t = await spotApp();
    const alice = await spotUser(t, '1000');
    await stepSpot(t, 1);
    const order = await placeSpotLimit(t, alice.token, 'buy', '0.01', '59000.00');
    const res = await modify(t, alice.token, {
      order_id: order.id,
      amount: '0.01',
      limit_price: '59000.00',
      ...change,
    });
    expect(res.body).toMatchObject({ code: 0, data: { reason } });
    if (msg !== null) expect(res.body.msg).toBe(msg);
    expect(await usd(t, alice.userId)).toEqual({ USD: ['409.41', '590.59'] });
  });

  it('refuses another user’s order as if it did not exist, and an ended one', async () => {
    const t = await spotApp();
    const alice = await spotUser(t, '1000');
    const bob = await spotUser(t, '1000');
    await stepSpot(t, 1);
    const order = await placeSpotLimit(t, alice.token, 'buy', '0.01', '59000.00');
    const body = { order_id: order.id, amount: '0.02', limit_price: '58000.00' };
    expect((await modify(t, bob.token, body)).body.data).toEqual({ reason: 'ORDER_NOT_FOUND' });
    const cancelled = await t.call('POST', '/api/spot_goods/cancel', {
      token: alice.token,
      body: { order_id: order.id },
    });
    expect(cancelled.body.code).toBe(1);
    expect((await modify(t, alice.token, body)).body.data).toEqual({ reason: 'ORDER_NOT_PENDING' });
  });

  it('racing a cancel: the reserve ends released either way', async () => {
    const t = await spotApp();
    const alice = await spotUser(t, '1000');
    await stepSpot(t, 1);
    const order = await placeSpotLimit(t, alice.token, 'buy', '0.01', '59000.00');
    const [modified, cancelled] = await Promise.all([
      modify(t, alice.token, { order_id: order.id, amount: '0.015', limit_price: '58000.00' }),
      t.call('POST', '/api/spot_goods/cancel', {
        token: alice.token,
        body: { order_id: order.id },
      }),
    ]);
    expect(cancelled.body.code).toBe(1);
    expect(modified.body.code === 1 || modified.body.data?.reason === 'ORDER_NOT_PENDING').toBe(
      true,
    );
    expect(await usd(t, alice.userId)).toEqual({ USD: ['1000', '0'] });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
