import { describe, expect, it } from 'vitest';
import type {
  AccountListData,
  FxRatesData,
  MoneyLogData,
  SpotMarketsData,
} from '@waihui/contracts';
import { computeSpotFill, parseDecimal, toDecimalString } from '@waihui/core';
import { auditBooks, balanceOf, balancesOf } from '../ledger/ledger.fixtures';
import {
  placeSpot,
  spotApp,
  spotAppWithUser,
  spotHistory,
  spotUser,
  stepSpot,
  submitSpot,
  placeSpotLimit,
} from './spot.fixtures';

/*
 * Spot orders and conversion over HTTP on the replay fixture (fixtures/README.md). Fees (seeded by
 * the migration): crypto 0.001, FX 0.0005, in the quote currency. Figures computed by hand in the
 * comments and, for the round trip, by core.
 */

const d = parseDecimal;
const s = toDecimalString;

function quoteOf(order: {
  fill: { price: string; bid: string; ask: string; quote_seq: number; cause: string } | null;
}) {
  const f = order.fill;
  return f === null ? null : [f.cause, f.price, f.bid, f.ask, f.quote_seq];
}

describe('spot: market orders', () => {
  it('a buy then a sell of BTC moves exactly the amounts core computes', async () => {
    const { t, alice } = await spotAppWithUser('1000', 1); // BTCUSD 60000.00 / 60010.00

    const buy = await placeSpot(t, alice.token, { symbol: 'BTCUSD', side: 'buy', amount: '0.015' });
    const sell = await placeSpot(t, alice.token, {
      symbol: 'BTCUSD',
      side: 'sell',
      amount: '0.015',
    });
    const coreBuy = computeSpotFill({
      side: 'buy',
      quantity: d('0.015'),
      price: d('60010.00'),
      feeRate: d('0.001'),
    });
    const coreSell = computeSpotFill({
      side: 'sell',
      quantity: d('0.015'),
      price: d('60000.00'),
      feeRate: d('0.001'),
    });
    if (!coreBuy.ok || !coreSell.ok) throw new Error('core refused');
    // buy: 0.015 × 60010 = 900.15, fee 0.90015, paid 901.05015; sell: 900, fee 0.9, received 899.1
    expect([buy.fill?.gross, buy.fill?.fee, buy.fill?.net]).toEqual([
      '900.15',
      '0.90015',
      '901.05015',
    ]);
    expect([buy.fill?.gross, buy.fill?.fee, buy.fill?.net]).toEqual(
      [coreBuy.value.gross, coreBuy.value.fee, coreBuy.value.net].map(s),
    );
    expect([sell.fill?.gross, sell.fill?.fee, sell.fill?.net]).toEqual(
      [coreSell.value.gross, coreSell.value.fee, coreSell.value.net].map(s),
    );
    expect(quoteOf(buy)).toEqual(['user', '60010.00', '60000.00', '60010.00', 1]);
    expect(quoteOf(sell)).toEqual(['user', '60000.00', '60000.00', '60010.00', 1]);
    // 1000 − 901.05015 + 899.1 = 998.04985
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USD')).toEqual({
      available: s(d('1000').minus(coreBuy.value.net).plus(coreSell.value.net)),
      locked: '0',
    });
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD', 'BTC'])).toEqual({
      USD: ['998.04985', '0'],
      BTC: ['0', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('shows BTC in the coin account list, and each fill with its quote in the money log', async () => {
    const { t, alice } = await spotAppWithUser('1000', 1);
    const buy = await placeSpot(t, alice.token, { symbol: 'BTCUSD', side: 'buy', amount: '0.015' });

    const list = await t.call<AccountListData>('GET', '/api/account/list', { token: alice.token });
    expect(list.body.data.coin.balance_arr).toEqual([
      { code: 'USD', balance: '98.94985', lock_balance: '0', total: '98.94985' },
      { code: 'BTC', balance: '0.015', lock_balance: '0', total: '0.015' },
    ]);
    const log = await t.call<MoneyLogData>('GET', '/api/account_log/moneyLog?limit=10', {
      token: alice.token,
    });
    const reference = `spot:${buy.id}:BTCUSD:buy@60010.00`;
    expect(
      log.body.data.list
        .filter((item) => item.reference === reference)
        .map((item) => [item.currency, item.amount, item.kind, item.balance_after]),
    ).toEqual([
      ['USD', '-0.90015', 'fee', '98.94985'],
      ['USD', '-900.15', 'spot_trade', '99.85'],
      ['BTC', '0.015', 'spot_trade', '0.015'],
    ]);
  });

  it('refuses a pair without spot, an invalid amount or limit, and a buy the balance cannot pay', async () => {
    const { t, alice } = await spotAppWithUser('100', 3);
    const reasons = [];
    for (const body of [
      { symbol: 'US500', side: 'buy', amount: '1' },
      { symbol: 'EURGBP', side: 'buy', amount: '1' },
      { symbol: 'BTCUSD', side: 'buy', amount: '0.000000001' },
      { symbol: 'BTCUSD', side: 'buy', amount: '0.01' },
      { symbol: 'BTCUSD', side: 'buy', type: 'limit', amount: '0.001' },
      { symbol: 'BTCUSD', side: 'buy', type: 'limit', amount: '0.001', limit_price: '59000.001' },
    ]) {
      const res = await submitSpot(t, alice.token, body);
      reasons.push(res.body.data.reason);
    }
    expect(reasons).toEqual([
      'SPOT_NOT_TRADABLE',
      'SPOT_NOT_TRADABLE',
      'AMOUNT_INVALID',
      'INSUFFICIENT_BALANCE',
      'LIMIT_PRICE_REQUIRED',
      'PRICE_TOO_PRECISE',
    ]);
    expect(await spotHistory(t, alice.token)).toMatchObject({ list: [], has_more: false });
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['100', '0'],
    });
  });

  it('answers a retried submit with the first order, posting once', async () => {
    const { t, alice } = await spotAppWithUser('1000', 1);
    const body = { symbol: 'BTCUSD', side: 'buy', amount: '0.01', idempotency_key: 'k1' };
    const [first, second] = await Promise.all([
      submitSpot(t, alice.token, body),
      submitSpot(t, alice.token, body),
    ]);
    expect(second.body.data.order.id).toBe(first.body.data.order.id);
    expect([first.body.data.replayed, second.body.data.replayed].sort()).toEqual([false, true]);
    // 0.01 × 60010 = 600.1 + fee 0.6001 = 600.7001, once
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['399.2999', '0'],
    });
  });

  it('50 parallel buys on a balance covering one fill exactly one', async () => {
    const { t, alice } = await spotAppWithUser('901.05015', 1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        submitSpot(t, alice.token, { symbol: 'BTCUSD', side: 'buy', amount: '0.015' }),
      ),
    );
    const outcomes = results.map((r) => (r.body.code === 1 ? 'filled' : r.body.data.reason));
    expect(outcomes.filter((o) => o === 'filled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'INSUFFICIENT_BALANCE')).toHaveLength(49);
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD', 'BTC'])).toEqual({
      USD: ['0', '0'],
      BTC: ['0.015', '0'],
    });
    expect((await spotHistory(t, alice.token)).list).toHaveLength(1);
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});

describe('spot: limit orders', () => {
  it('a buy limit locks its reserve and fills at the first ask ≤ limit, releasing the unspent rest', async () => {
    const { t, alice } = await spotAppWithUser('1000', 1); // ask 60010 > 59600: rests
    const order = await placeSpotLimit(t, alice.token, 'buy', '0.01', '59600.00');
    // reserve at the limit: 0.01 × 59600 = 596 + fee 0.596 = 596.596
    expect([order.status, order.reserved_currency, order.reserved]).toEqual([
      'pending',
      'USD',
      '596.596',
    ]);
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['403.404', '596.596'],
    });
    expect((await spotHistory(t, alice.token, { status: 'open' })).list.map((o) => o.id)).toEqual([
      order.id,
    ]);

    await stepSpot(t, 3); // EURUSD, USDJPY, then BTCUSD ask 59610 > 59600: still resting
    expect((await spotHistory(t, alice.token)).list[0]?.status).toBe('pending');

    await stepSpot(t, 1); // ask 59510 ≤ 59600: fills at 59510.00
    const [filled] = (await spotHistory(t, alice.token)).list;
    expect(filled?.status).toBe('filled');
    expect(quoteOf(filled!)).toEqual(['limit', '59510.00', '59500.00', '59510.00', 5]);
    // 0.01 × 59510 = 595.1, fee 0.5951, paid 595.6951; 1000 − 595.6951 = 404.3049
    expect([filled?.fill?.gross, filled?.fill?.fee, filled?.fill?.net]).toEqual([
      '595.1',
      '0.5951',
      '595.6951',
    ]);
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD', 'BTC'])).toEqual({
      USD: ['404.3049', '0'],
      BTC: ['0.01', '0'],
    });

    // A sell limit at 61000.00 locks 0.01 BTC; the ask reaching 61000 does not fill it, the bid does.
    const sell = await placeSpotLimit(t, alice.token, 'sell', '0.01', '61000.00');
    expect([sell.reserved_currency, sell.reserved]).toEqual(['BTC', '0.01']);
    await stepSpot(t, 1); // 60990 / 61000
    expect((await spotHistory(t, alice.token)).list[0]?.status).toBe('pending');
    await stepSpot(t, 1); // 61000 / 61010
    const [sold] = (await spotHistory(t, alice.token)).list;
    expect(quoteOf(sold!)).toEqual(['limit', '61000.00', '61000.00', '61010.00', 7]);
    // 0.01 × 61000 = 610, fee 0.61, received 609.39; 404.3049 + 609.39 = 1013.6949
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['1013.6949', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('cancel releases the reserve; another user can neither see nor cancel the order', async () => {
    const t = await spotApp();
    const alice = await spotUser(t, '1000');
    const bob = await spotUser(t, '10');
    await stepSpot(t, 1);
    const order = await placeSpotLimit(t, alice.token, 'buy', '0.01', '59600.00');
    expect((await spotHistory(t, bob.token)).list).toEqual([]);
    const stolen = await t.call('POST', '/api/spot_goods/cancel', {
      token: bob.token,
      body: { order_id: order.id },
    });
    expect(stolen.body.data.reason).toBe('ORDER_NOT_FOUND');

    const cancelled = await t.call<{ order: { status: string } }>(
      'POST',
      '/api/spot_goods/cancel',
      {
        token: alice.token,
        body: { order_id: order.id },
      },
    );
    expect(cancelled.body.data.order.status).toBe('cancelled');
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['1000', '0'],
    });
    const again = await t.call('POST', '/api/spot_goods/cancel', {
      token: alice.token,
      body: { order_id: order.id },
    });
    expect(again.body.data.reason).toBe('ORDER_NOT_PENDING');
    await stepSpot(t, 4); // the ask falls to 59510: a cancelled order never fills
    expect((await spotHistory(t, alice.token)).list[0]?.status).toBe('cancelled');
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('pages the history newest first with has_more', async () => {
    const { t, alice } = await spotAppWithUser('1000', 1);
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(
        (await placeSpot(t, alice.token, { symbol: 'BTCUSD', side: 'buy', amount: '0.001' })).id,
      );
    const first = await spotHistory(t, alice.token, { limit: 2 });
    expect([first.list.map((o) => o.id), first.has_more]).toEqual([[ids[2], ids[1]], true]);
    const second = await spotHistory(t, alice.token, { limit: 2, page: 2 });
    expect([second.list.map((o) => o.id), second.has_more]).toEqual([[ids[0]], false]);
  });
});

describe('currency conversion', () => {
  it('get_huilvinfo lists the USD FX pairs with bid, ask, mid and fee', async () => {
    const t = await spotApp();
    await stepSpot(t, 3);
    const res = await t.call<FxRatesData>('GET', '/api/biaddress/get_huilvinfo');
    const bySymbol = new Map(res.body.data.list.map((r) => [r.symbol, r]));
    expect([...bySymbol.keys()]).toEqual([
      'EURUSD',
      'GBPUSD',
      'USDJPY',
      'AUDUSD',
      'USDCAD',
      'USDCHF',
      'NZDUSD',
      'USDHKD',
    ]);
    expect(bySymbol.get('EURUSD')).toMatchObject({
      currency: 'EUR',
      bid: '1.08000',
      ask: '1.08012',
      mid: '1.08006',
      fee_rate: '0.0005',
    });
    expect(bySymbol.get('USDJPY')).toMatchObject({ currency: 'JPY', mid: '150.006' });
    expect(bySymbol.get('GBPUSD')).toMatchObject({ bid: null, ask: null, mid: null });
    const markets = await t.call<SpotMarketsData>('GET', '/api/spot_goods/lists');
    expect(markets.body.data.list.slice(0, 2).map((m) => [m.symbol, m.fee_rate, m.ask])).toEqual([
      ['BTCUSD', '0.001', '60010.00'],
      ['ETHUSD', '0.001', null],
    ]);
  });

  it('converts USD → EUR → USD and USD → JPY → USD at ask / bid with the fee', async () => {
    const { t, alice } = await spotAppWithUser('1000', 3);
    /** A market order of alice's: its id and its fill's [price, net]. */
    const convert = async (symbol: string, side: 'buy' | 'sell', amount: string) => {
      const order = await placeSpot(t, alice.token, { symbol, side, amount });
      return { id: order.id, fill: [order.fill?.price, order.fill?.net] };
    };
    // USD → EUR: buy 100 EUR at 1.08012: 108.012 + fee 0.054006 = 108.066006 USD
    expect((await convert('EURUSD', 'buy', '100')).fill).toEqual(['1.08012', '108.066006']);
    // EUR → USD: sell 100 EUR at 1.08000: 108 − fee 0.054 = 107.946 USD
    expect((await convert('EURUSD', 'sell', '100')).fill).toEqual(['1.08000', '107.946']);
    // USD → JPY: sell 100 USD at 150.000: 15000 − fee 7.5 = 14992.5 JPY
    const toJpy = await convert('USDJPY', 'sell', '100');
    expect(toJpy.fill).toEqual(['150.000', '14992.5']);
    // JPY → USD: buy 50 USD at 150.012: 7500.6 + fee 3.7503 = 7504.3503 JPY
    const fromJpy = await convert('USDJPY', 'buy', '50');
    expect(fromJpy.fill).toEqual(['150.012', '7504.3503']);

    // USD: 1000 − 108.066006 + 107.946 − 100 + 50 = 949.879994; EUR 0; JPY 14992.5 − 7504.3503 = 7488.1497
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USD')).toMatchObject({
      available: '949.879994',
    });
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'EUR')).toMatchObject({
      available: '0',
    });
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'JPY')).toMatchObject({
      available: '7488.1497',
    });

    const log = await t.call<MoneyLogData>('GET', '/api/account_log/moneyLog?currency=JPY', {
      token: alice.token,
    });
    expect(log.body.data.list.map((i) => [i.amount, i.kind, i.reference])).toEqual([
      ['-3.7503', 'fee', `spot:${fromJpy.id}:USDJPY:buy@150.012`],
      ['-7500.6', 'spot_trade', `spot:${fromJpy.id}:USDJPY:buy@150.012`],
      ['-7.5', 'fee', `spot:${toJpy.id}:USDJPY:sell@150.000`],
      ['15000', 'spot_trade', `spot:${toJpy.id}:USDJPY:sell@150.000`],
    ]);
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
