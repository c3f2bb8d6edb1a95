import { describe, expect, it } from 'vitest';
import type {
  OpenTradesData,
  Position,
  SubmitOrderData,
  TradeHistoryData,
} from '@waihui/contracts';
import { sql } from 'drizzle-orm';
import { Decimal, systemShardOf } from '@waihui/core';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';
import { type TestApp } from '../../../test/fixtures';
import { CONSENT, closeOf, quoteOf, rows, step, trader, tradingApp } from './trading.fixtures';

/*
 * Contract trading through the API on the replay fixture (fixtures/README.md): every figure is
 * computed by hand from the fixture's quotes and BTCUSD's terms (0.01 BTC per lot, fee 0.05%).
 */

function contractBalance(t: TestApp, userId: string) {
  return balanceOf(t.database.db, userId, 'contract', 'USD');
}

const LONG_10_LOTS = { symbol: 'BTCUSD', side: 'long', type: 'market', lots: 10, leverage: 10 };

describe('contract trading: market orders', () => {
  it('opens a long at the ask and closes it at the bid; postings equal the hand-computed figures', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2);

    const opened = await t.call<SubmitOrderData>('POST', '/api/lever/submit', {
      token: alice.token,
      body: { ...LONG_10_LOTS, consent: CONSENT },
    });
    expect(opened.body.msg).toBe('Position opened');
    const position = opened.body.data.position as Position;
    // notional 10 × 0.01 × 60010.00 = 6001; margin 6001 / 10 = 600.1; fee 6001 × 0.0005 = 3.0005
    expect([position.open_price, position.margin, position.open_fee]).toEqual([
      '60010.00',
      '600.1',
      '3.0005',
    ]);
    expect(
      position.fills.map((f) => [
        f.action,
        f.cause,
        f.price,
        f.bid,
        f.ask,
        f.quote_seq,
        f.quoted_at,
      ]),
    ).toEqual([
      ['open', 'user', '60010.00', '60000.00', '60010.00', 1, '2026-11-22T10:00:00.000Z'],
    ]);
    expect(await contractBalance(t, alice.userId)).toEqual({
      available: '396.8995',
      locked: '600.1',
    });

    const income = await t.call('GET', '/api/account/income', { token: alice.token });
    expect(income.body.data).toEqual({
      currency: 'USD',
      today_income: '0',
      position_margin: '600.1',
    });

    step(t, 1); // BTCUSD 60500.00 / 60510.00
    const open = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
      token: alice.token,
    });
    const live = open.body.data.positions[0] as Position;
    // (60500 − 60010) × 0.1 BTC = 49 USD; 49 / 600.1 × 100 = 8.17 %
    expect([live.current_price, live.floating_pnl, live.profit_rate]).toEqual([
      '60500.00',
      '49',
      '8.17',
    ]);
    expect(open.body.data.summary).toMatchObject({
      balance: '996.9995',
      equity: '1045.9995',
      used_margin: '600.1',
      margin_state: 'healthy',
    });

    const closed = await t.call<{ position: Position }>('POST', '/api/lever/close', {
      token: alice.token,
      body: { position_id: position.id },
    });
    expect(closed.body.msg).toBe('Position closed');
    // PnL 49; close fee 10 × 0.01 × 60500 × 0.0005 = 3.025
    expect(closed.body.data.position).toMatchObject({
      status: 'closed',
      close_price: '60500.00',
      close_cause: 'user',
      realized_pnl: '49',
      close_fee: '3.025',
    });
    expect(await contractBalance(t, alice.userId)).toEqual({ available: '1042.9745', locked: '0' });
    const after = await t.call('GET', '/api/account/income', { token: alice.token });
    // Today's income is the realised PnL (fees are their own postings in the money log).
    expect(after.body.data).toEqual({ currency: 'USD', today_income: '49', position_margin: '0' });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('refuses the first leveraged order without the risk consent, and a wrong appropriateness answer', async () => {
    const t = await tradingApp();
    const bob = await trader(t, '1000');
    step(t, 2);
    const none = await t.call('POST', '/api/lever/submit', {
      token: bob.token,
      body: LONG_10_LOTS,
    });
    expect(none.body).toMatchObject({ code: 0, data: { reason: 'RISK_CONSENT_REQUIRED' } });
    const wrong = await t.call('POST', '/api/lever/submit', {
      token: bob.token,
      body: { ...LONG_10_LOTS, consent: { accepted: true, answers: { leverage_loss: 'never' } } },
    });
    expect(wrong.body).toMatchObject({ code: 0, data: { reason: 'APPROPRIATENESS_FAILED' } });
    expect(await contractBalance(t, bob.userId)).toEqual({ available: '1000', locked: '0' });
  });

  it('answers product.md §5.5–§5.6 refusals in the request language', async () => {
    const t = await tradingApp();
    const carol = await trader(t, '1000');
    step(t, 2);
    const zeroLots = await t.call('POST', '/api/lever/submit', {
      token: carol.token,
      body: { ...LONG_10_LOTS, lots: 0, consent: CONSENT },
    });
    expect(zeroLots.body).toEqual({
      code: 0,
      msg: 'Quantity must be a positive integer greater than 0',
      data: { reason: 'LOTS_NOT_POSITIVE_INTEGER' },
    });
    const tpBelow = await t.call('POST', '/api/lever/submit', {
      token: carol.token,
      lang: 'de',
      body: { ...LONG_10_LOTS, take_profit: '60005.00', consent: CONSENT },
    });
    expect(tpBelow.body.data).toMatchObject({
      reason: 'TAKE_PROFIT_BELOW_OPEN_PRICE',
      price: '60010',
    });
    // The amount in the message is written the German way (server messages follow `lang`).
    expect(tpBelow.body.msg).toBe(
      'Der Take-Profit darf nicht unter dem Eröffnungskurs (60.010) liegen',
    );
    const tooBig = await t.call('POST', '/api/lever/submit', {
      token: carol.token,
      body: { ...LONG_10_LOTS, lots: 100, leverage: 1, consent: CONSENT },
    });
    expect(tooBig.body.data).toMatchObject({ reason: 'INSUFFICIENT_MARGIN' });
  });

  it('of 50 parallel orders on a balance that covers one, exactly one opens', async () => {
    const t = await tradingApp();
    // One order needs 600.1 + 3.0005 = 603.1005; 1000 covers one, never two.
    const dave = await trader(t, '1000');
    step(t, 2);
    const first = await t.call('POST', '/api/lever/submit', {
      token: dave.token,
      body: { ...LONG_10_LOTS, lots: 1, consent: CONSENT },
    });
    expect(first.body.code).toBe(1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/lever/submit', { token: dave.token, body: LONG_10_LOTS }),
      ),
    );
    const reasons = results.map((r) => (r.body.code === 1 ? 'ok' : r.body.data.reason));
    expect(reasons.filter((r) => r === 'ok')).toHaveLength(1);
    expect(reasons.filter((r) => r === 'INSUFFICIENT_MARGIN')).toHaveLength(49);
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it("never shows or touches another user's positions", async () => {
    const t = await tradingApp();
    const erin = await trader(t, '1000');
    const mallory = await trader(t, '1000');
    step(t, 2);
    const opened = await t.call<SubmitOrderData>('POST', '/api/lever/submit', {
      token: erin.token,
      body: { ...LONG_10_LOTS, consent: CONSENT },
    });
    const id = (opened.body.data.position as Position).id;
    const close = await t.call('POST', '/api/lever/close', {
      token: mallory.token,
      body: { position_id: id },
    });
    expect(close.body.data).toEqual({ reason: 'POSITION_NOT_FOUND' });
    const stops = await t.call('POST', '/api/lever/setstop', {
      token: mallory.token,
      body: { position_id: id, take_profit: null, stop_loss: null },
    });
    expect(stops.body.data).toEqual({ reason: 'POSITION_NOT_FOUND' });
    const list = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
      token: mallory.token,
    });
    expect(list.body.data.positions).toEqual([]);
    const noToken = await t.call('GET', '/api/lever/dealall/v2');
    expect([noToken.status, noToken.body.code]).toEqual([401, 999]);
  });

  it("posts fees and PnL to the trader's own shard of fees and house (docs/decisions.md)", async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    const bob = await trader(t, '1000');
    step(t, 2);
    // Alice: long 10 lots 10x at 60010, fee 3.0005; closed at bid 60000: PnL −1, fee 3.
    const opened = await t.call<SubmitOrderData>('POST', '/api/lever/submit', {
      token: alice.token,
      body: { ...LONG_10_LOTS, consent: CONSENT },
    });
    await t.call('POST', '/api/lever/close', {
      token: alice.token,
      body: { position_id: (opened.body.data.position as Position).id },
    });
    // Bob: short 1 lot 10x at 60000, fee 0.3, left open.
    await t.call('POST', '/api/lever/submit', {
      token: bob.token,
      body: { ...LONG_10_LOTS, side: 'short', lots: 1, consent: CONSENT },
    });
    const expected = new Map<string, Decimal>();
    const add = (code: string, userId: string, amount: string) => {
      const key = `${code}/${systemShardOf(userId)}`;
      expected.set(key, (expected.get(key) ?? new Decimal(0)).plus(amount));
    };
    add('fees', alice.userId, '3.0005');
    add('fees', alice.userId, '3');
    add('house', alice.userId, '1');
    add('fees', bob.userId, '0.3');
    const stored = await rows<{ code: string; shard: number; available: string }>(
      t.database.db.execute(sql`
        select system_code as code, shard, trim_scale(available)::text as available
        from ledger_accounts where system_code in ('fees', 'house') and available <> 0`),
    );
    expect(Object.fromEntries(stored.map((r) => [`${r.code}/${r.shard}`, r.available]))).toEqual(
      Object.fromEntries([...expected].map(([key, sum]) => [key, sum.toFixed()])),
    );
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});

describe('contract trading: triggers', () => {
  it('closes a long by itself when the bid reaches its take-profit, and the history shows the quote', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2);
    const opened = await t.call<SubmitOrderData>('POST', '/api/lever/submit', {
      token: alice.token,
      body: { ...LONG_10_LOTS, take_profit: '61000.00', consent: CONSENT },
    });
    expect(opened.body.code).toBe(1);
    step(t, 2); // 60500 and 59490: neither reaches the TP
    await t.app.trading.engine.idle();
    expect(
      (await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', { token: alice.token })).body
        .data.positions,
    ).toHaveLength(1);

    step(t, 1); // bid 61000.00 = TP: equality crosses
    await t.app.trading.engine.idle();
    const history = await t.call<TradeHistoryData>('POST', '/api/lever/my_trade', {
      token: alice.token,
      body: { page: 1, limit: 20 },
    });
    const [closed] = history.body.data.list;
    // PnL (61000 − 60010) × 0.1 = 99; close fee 6100 × 0.0005 = 3.05
    expect(closeOf(closed)).toEqual(['take_profit', '61000.00', '99', '3.05']);
    expect(closed?.fills.map(quoteOf)).toEqual([
      ['open', 'user', '60010.00', '60000.00', '60010.00', 1, false],
      ['close', 'take_profit', '61000.00', '61000.00', '61010.00', 5, false],
    ]);
    expect(await contractBalance(t, alice.userId)).toEqual({ available: '1092.9495', locked: '0' });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('rests a buy limit with its reserve locked, cancels it, and fills another when the ask reaches it', async () => {
    const t = await tradingApp();
    const bob = await trader(t, '1000');
    step(t, 2);
    const limit = { ...LONG_10_LOTS, type: 'limit', limit_price: '59500.00', consent: CONSENT };
    const placed = await t.call<SubmitOrderData>('POST', '/api/lever/submit', {
      token: bob.token,
      body: limit,
    });
    expect(placed.body.msg).toBe('Order placed');
    // reserve at the limit: notional 5950, margin 595, fee 2.975
    expect(placed.body.data.order).toMatchObject({
      status: 'pending',
      reserved_margin: '595',
      reserved_fee: '2.975',
    });
    expect(await contractBalance(t, bob.userId)).toEqual({
      available: '402.025',
      locked: '597.975',
    });

    const cancelled = await t.call<{ order: { status: string; cancel_cause: string } }>(
      'POST',
      '/api/lever/cancel',
      {
        token: bob.token,
        body: { order_id: placed.body.data.order.id },
      },
    );
    expect(cancelled.body.data.order).toMatchObject({ status: 'cancelled', cancel_cause: 'user' });
    expect(await contractBalance(t, bob.userId)).toEqual({ available: '1000', locked: '0' });

    const second = await t.call<SubmitOrderData>('POST', '/api/lever/submit', {
      token: bob.token,
      body: limit,
    });
    step(t, 1); // 60500: the ask is above the limit
    await t.app.trading.engine.idle();
    step(t, 1); // ask 59500.00 = limit
    await t.app.trading.engine.idle();
    const open = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', { token: bob.token });
    expect(open.body.data.orders).toEqual([]);
    const [position] = open.body.data.positions;
    expect(position).toMatchObject({ open_price: '59500.00', margin: '595', open_fee: '2.975' });
    expect(position?.fills.map((f) => [f.cause, f.order_id, f.bid, f.ask, f.quote_seq])).toEqual([
      ['limit', second.body.data.order.id, '59490.00', '59500.00', 4],
    ]);
    expect(await contractBalance(t, bob.userId)).toEqual({ available: '402.025', locked: '595' });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
