import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OpenTradesData, Order, Position } from '@waihui/contracts';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import type { TestApp } from '../../../test/fixtures';
import { history, rows, step, submit, submitLimit, trader, tradingApp } from './trading.fixtures';

/*
 * Modifying a resting limit order and closing part of a position (product.md §10.16) on the replay
 * fixture (fixtures/README.md). BTCUSD: 0.01 BTC per lot, fee 0.05%; figures by hand in comments.
 */

async function modify(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call<{ order: Order }>('POST', '/api/lever/modify', { token, body });
}

async function close(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call<{ position: Position }>('POST', '/api/lever/close', { token, body });
}

async function openTrades(t: TestApp, token: string) {
  return (await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', { token })).body.data;
}

const contract = (t: TestApp, userId: string) =>
  balancesOf(t.database.db, userId, 'contract', ['USD']);

describe('modifying a resting limit order', () => {
  it('prices the reserve again, locks only the difference, and the engine fills at the new limit', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2); // 60000.00 / 60010.00
    // buy limit 1 lot 10x at 59000: notional 590, margin 59, fee 0.295 → 59.295 locked
    const { order } = await submitLimit(t, alice.token, 'long', '59000.00');
    expect(await contract(t, alice.userId)).toEqual({ USD: ['940.705', '59.295'] });

    const res = await modify(t, alice.token, {
      order_id: order.id,
      lots: 2,
      limit_price: '59600.00',
      take_profit: '61000.00',
      stop_loss: '55000.00',
    });
    expect(res.body.msg).toBe('Order modified');
    const modified = res.body.data.order;
    // 2 lots at 59600: notional 1192, margin 119.2, fee 0.596 → 119.796 locked (60.501 more)
    expect([
      modified.lots,
      modified.limit_price,
      modified.take_profit,
      modified.stop_loss,
      modified.reserved_margin,
      modified.reserved_fee,
      modified.status,
    ]).toEqual([2, '59600.00', '61000.00', '55000.00', '119.2', '0.596', 'pending']);
    expect(await contract(t, alice.userId)).toEqual({ USD: ['880.204', '119.796'] });
    const entries = await rows<{ kind: string; postings: string }>(
      t.database.db.execute(sql`
        select e.kind, string_agg(p.bucket || ' ' || p.amount::text || ' ' || p.kind, ', ' order by p.bucket) as postings
        from ledger_entries e join ledger_postings p on p.entry_id = e.id
        where e.reference = ${String(order.id)} and e.kind = 'order_modify' group by e.id, e.kind`),
    );
    expect(entries).toEqual([
      {
        kind: 'order_modify',
        postings: 'available -60.50100000 lock, locked 60.50100000 lock',
      },
    ]);

    step(t, 2); // 60500 / 60510, then 59490 / 59500: ask 59500 ≤ 59600 (59000 would not have filled)
    await t.app.trading.engine.idle();
    const [position] = (await openTrades(t, alice.token)).positions;
    // filled at 59500: notional 1190, margin 119, fee 0.595; 1000 − 119 − 0.595 = 880.405
    expect([
      position?.lots,
      position?.open_price,
      position?.margin,
      position?.take_profit,
      position?.stop_loss,
    ]).toEqual([2, '59500.00', '119', '61000.00', '55000.00']);
    expect(await contract(t, alice.userId)).toEqual({ USD: ['880.405', '119'] });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('unlocks the difference of a smaller order', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2);
    const { order } = await submitLimit(t, alice.token, 'short', '61000.00', { lots: 3 });
    // 3 lots at 61000: notional 1830, margin 183, fee 0.915 → 183.915
    expect(await contract(t, alice.userId)).toEqual({ USD: ['816.085', '183.915'] });
    const res = await modify(t, alice.token, {
      order_id: order.id,
      lots: '1',
      limit_price: '62000.00',
      take_profit: null,
      stop_loss: null,
    });
    expect(res.body.code).toBe(1);
    // 1 lot at 62000: notional 620, margin 62, fee 0.31 → 62.31 (121.605 unlocked)
    expect(await contract(t, alice.userId)).toEqual({ USD: ['937.69', '62.31'] });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it.each([
    [
      'a price the ask already reaches',
      { limit_price: '60010.00' },
      'LIMIT_PRICE_MARKETABLE',
      'The market is already at 60,010: this price would fill at once, so place a new order instead',
    ],
    [
      'more than the account can reserve',
      { lots: 100 },
      'INSUFFICIENT_MARGIN',
      'Sorry, your credit is running out: this order needs 5,929.50 USD of margin and fee, and 1,000.00 USD is free',
    ],
    ['lots off the step', { lots: '1.5' }, 'LOTS_NOT_POSITIVE_INTEGER', null],
    ['a price off the tick', { limit_price: '59000.001' }, 'PRICE_TOO_PRECISE', null],
    [
      'a take-profit below the new limit',
      { take_profit: '58000.00' },
      'TAKE_PROFIT_BELOW_OPEN_PRICE',
      null,
    ],
  ])(
    'refuses %s and leaves the order and its reserve as they were',
    async (_case, change, reason, msg) => {
      const t = await tradingApp();
      const alice = await trader(t, '1000');
      step(t, 2);
      const { order } = await submitLimit(t, alice.token, 'long', '59000.00');
      const res = await modify(t, alice.token, {
        order_id: order.id,
        lots: 1,
        limit_price: '59000.00',
        take_profit: null,
        stop_loss: null,
        ...change,
      });
      expect(res.body).toMatchObject({ code: 0, data: { reason } });
      if (msg !== null) expect(res.body.msg).toBe(msg);
      const [still] = (await openTrades(t, alice.token)).orders;
      expect([still?.lots, still?.limit_price, still?.reserved_margin]).toEqual([
        1,
        '59000.00',
        '59',
      ]);
      expect(await contract(t, alice.userId)).toEqual({ USD: ['940.705', '59.295'] });
    },
  );

  it('refuses an order that is no longer pending, and another user’s as if it did not exist', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    const bob = await trader(t, '1000');
    step(t, 2);
    const { order } = await submitLimit(t, alice.token, 'long', '59000.00');
    const body = {
      order_id: order.id,
      lots: 1,
      limit_price: '58000.00',
      take_profit: null,
      stop_loss: null,
    };
    expect((await modify(t, bob.token, body)).body.data).toEqual({ reason: 'ORDER_NOT_FOUND' });
    expect(
      (
        await t.call('POST', '/api/lever/cancel', {
          token: alice.token,
          body: { order_id: order.id },
        })
      ).body.code,
    ).toBe(1);
    expect((await modify(t, alice.token, body)).body.data).toEqual({ reason: 'ORDER_NOT_PENDING' });
  });

  it('racing a cancel: the reserve ends released either way, the books balance', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2);
    const { order } = await submitLimit(t, alice.token, 'long', '59000.00');
    const [modified, cancelled] = await Promise.all([
      modify(t, alice.token, {
        order_id: order.id,
        lots: 5,
        limit_price: '58000.00',
        take_profit: null,
        stop_loss: null,
      }),
      t.call('POST', '/api/lever/cancel', { token: alice.token, body: { order_id: order.id } }),
    ]);
    expect(cancelled.body.code).toBe(1);
    // Modified first (then cancelled) or cancelled first (the modify finds it ended).
    expect(modified.body.code === 1 || modified.body.data?.reason === 'ORDER_NOT_PENDING').toBe(
      true,
    );
    expect(await contract(t, alice.userId)).toEqual({ USD: ['1000', '0'] });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('racing the fill: either it filled at the old terms or it rests at the new ones, never both', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2);
    const { order } = await submitLimit(t, alice.token, 'long', '59500.00');
    step(t, 1); // 60500 / 60510
    // The next quote (ask 59500) fills 59500 but not the new 59000.
    const racing = modify(t, alice.token, {
      order_id: order.id,
      lots: 2,
      limit_price: '59000.00',
      take_profit: null,
      stop_loss: null,
    });
    step(t, 1);
    const res = await racing;
    await t.app.trading.engine.idle();
    const { positions, orders } = await openTrades(t, alice.token);
    if (res.body.code === 1) {
      expect(positions).toEqual([]);
      expect(orders.map((o) => [o.lots, o.limit_price, o.status])).toEqual([
        [2, '59000.00', 'pending'],
      ]);
      // 2 lots at 59000: margin 118 + fee 0.59
      expect(await contract(t, alice.userId)).toEqual({ USD: ['881.41', '118.59'] });
    } else {
      expect(res.body.data).toEqual({ reason: 'ORDER_NOT_PENDING' });
      expect(orders).toEqual([]);
      expect(positions.map((p) => [p.lots, p.open_price])).toEqual([[1, '59500.00']]);
      // margin 59.5 + fee 0.2975 spent
      expect(await contract(t, alice.userId)).toEqual({ USD: ['940.2025', '59.5'] });
    }
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});

describe('closing part of a position', () => {
  it('closes 1 of 3 lots as its own position with its quote, margin and open fee pro rata; then the rest', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2);
    // long 3 lots 10x at 60010: notional 1800.3, margin 180.03, fee 0.90015
    const { position } = await submit(t, alice.token, { side: 'long', lots: 3, leverage: 10 });
    const id = (position as Position).id;
    step(t, 1); // 60500 / 60510

    const part = await close(t, alice.token, { position_id: id, lots: 1 });
    expect(part.body.msg).toBe('Part of the position closed');
    const closed = part.body.data.position;
    // a third: margin 60.01, open fee 0.30005; PnL (60500 − 60010) × 0.01 = 4.9; fee 0.01 × 60500 × 0.0005 = 0.3025
    expect([
      closed.lots,
      closed.status,
      closed.margin,
      closed.open_fee,
      closed.open_price,
      closed.close_price,
      closed.realized_pnl,
      closed.close_fee,
    ]).toEqual([1, 'closed', '60.01', '0.30005', '60010.00', '60500.00', '4.9', '0.3025']);
    expect(
      closed.fills.map((f) => [f.action, f.cause, f.lots, f.price, f.bid, f.ask, f.quote_seq]),
    ).toEqual([['close', 'user', 1, '60500.00', '60500.00', '60510.00', 3]]);
    const [open] = (await openTrades(t, alice.token)).positions;
    expect([open?.id, open?.lots, open?.margin, open?.open_fee]).toEqual([
      id,
      2,
      '120.02',
      '0.6001',
    ]);
    // 1000 − 180.03 − 0.90015 = 819.06985; + 60.01 + 4.9 − 0.3025 = 883.67735
    expect(await contract(t, alice.userId)).toEqual({ USD: ['883.67735', '120.02'] });
    // The closed part names the position it was split from (which keeps the open fill).
    const [partOf] = await rows<{ part_of: string }>(
      t.database.db.execute(
        sql`select part_of::text from trading_positions where id = ${closed.id}`,
      ),
    );
    expect(partOf?.part_of).toBe(String(id));

    const rest = await close(t, alice.token, { position_id: id });
    expect(rest.body.msg).toBe('Position closed');
    // 2 lots: PnL 9.8, fee 0.605; 883.67735 + 120.02 + 9.8 − 0.605 = 1012.89235
    expect(await contract(t, alice.userId)).toEqual({ USD: ['1012.89235', '0'] });
    // History lists positions by id, newest first: the part (a newer row) before the rest.
    expect((await history(t, alice.token)).map((p) => [p.lots, p.realized_pnl])).toEqual([
      [1, '4.9'],
      [2, '9.8'],
    ]);
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it.each([
    ['more lots than it holds', 4, 'LOTS_ABOVE_MAXIMUM', 'Quantity cannot exceed 3 lots'],
    ['zero lots', 0, 'LOTS_NOT_POSITIVE_INTEGER', null],
    ['half a lot', '0.5', 'LOTS_NOT_POSITIVE_INTEGER', null],
  ])('refuses %s and leaves it open', async (_case, lots, reason, msg) => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2);
    const { position } = await submit(t, alice.token, { side: 'long', lots: 3, leverage: 10 });
    const res = await close(t, alice.token, { position_id: (position as Position).id, lots });
    expect(res.body).toMatchObject({ code: 0, data: { reason } });
    if (msg !== null) expect(res.body.msg).toBe(msg);
    expect((await openTrades(t, alice.token)).positions.map((p) => p.lots)).toEqual([3]);
  });

  it('two racing part closes of 2 lots of 3: one closes, the other finds 1 lot left', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    const bob = await trader(t, '1000');
    step(t, 2);
    const { position } = await submit(t, alice.token, { side: 'long', lots: 3, leverage: 10 });
    const id = (position as Position).id;
    expect((await close(t, bob.token, { position_id: id, lots: 1 })).body.data).toEqual({
      reason: 'POSITION_NOT_FOUND',
    });
    const answers = await Promise.all([
      close(t, alice.token, { position_id: id, lots: 2 }),
      close(t, alice.token, { position_id: id, lots: 2 }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
    expect(answers.find((a) => a.body.code === 0)?.body.data).toMatchObject({
      reason: 'LOTS_ABOVE_MAXIMUM',
    });
    expect((await openTrades(t, alice.token)).positions.map((p) => [p.lots, p.margin])).toEqual([
      [1, '60.01'],
    ]);
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
