import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OpenTradesData, Position } from '@waihui/contracts';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import { history, rows, step, submit, trader, tradingApp, submitLimit } from './trading.fixtures';

/*
 * Stop-out of a 100x account on the replay fixture (fixtures/README.md): the last tick takes BTCUSD
 * from 55000/55010 to 30000/30010. Figures by hand: BTCUSD 0.01 BTC per lot, fee 0.05%.
 */

describe('contract trading: stop-out', () => {
  it('cancels pending orders, then closes the worst positions until the level is above 50 %; the house covers the shortfall', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '100');
    step(t, 6); // … 55000.00 / 55010.00
    // A: long 2 lots 100x at 55010: notional 1100.2, margin 11.002, fee 0.5501
    const a = await submit(t, alice.token, { side: 'long', lots: 2, leverage: 100 });
    // C: long 1 lot 100x at 55010: margin 5.501, fee 0.27505
    const c = await submit(t, alice.token, { side: 'long', lots: 1, leverage: 100 });
    // B: short 1 lot 100x at 55000: margin 5.5, fee 0.275
    const b = await submit(t, alice.token, { side: 'short', lots: 1, leverage: 100 });
    // L: buy limit 1 lot 100x at 20000.00 (ask 55010 above it): reserve margin 2, fee 0.1
    const l = await submitLimit(t, alice.token, 'long', '20000.00', { leverage: 100 });
    // balance 100 − 0.5501 − 0.27505 − 0.275 = 98.89985; locked 11.002 + 5.501 + 5.5 + 2.1 = 24.103
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['74.79685', '24.103'],
    });

    step(t, 1); // 30000.00 / 30010.00
    await t.app.trading.engine.idle();
    // PnL A (30000 − 55010) × 0.02 = −500.2, C −250.1, B (55000 − 30010) × 0.01 = +249.9;
    // equity 98.89985 − 500.4 = −401.50015 ≤ 50 % of 22.003: stop-out.
    // 1. cancel L (reserve 2.1 back to available; equity unchanged).
    // 2. close A (worst): fee 2 × 0.01 × 30000 × 0.0005 = 0.3; 98.89985 − 500.2 − 0.3 = −401.60015:
    //    the house covers 401.60015, balance 0. Level (0 − 250.1 + 249.9) / 11.001 < 0: go on.
    // 3. close C: fee 0.15; 0 − 250.1 − 0.15: the house covers 250.25. Level 249.9 / 5.5 = 4543 %: stop.
    const open = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
      token: alice.token,
    });
    expect(open.body.data.orders).toEqual([]);
    expect(open.body.data.positions.map((p) => p.id)).toEqual([(b.position as Position).id]);
    const cancelled = await rows(
      t.database.db.execute(
        sql`select status, cancel_cause from trading_orders where id = ${l.order.id}`,
      ),
    );
    expect(cancelled).toEqual([{ status: 'cancelled', cancel_cause: 'stop_out' }]);

    const closed = await history(t, alice.token);
    const closeFills = closed
      .flatMap((p) => p.fills.filter((f) => f.action === 'close'))
      .sort((x, y) => x.id - y.id)
      .map((f) => [
        f.position_id,
        f.cause,
        f.price,
        f.bid,
        f.ask,
        f.realized_pnl,
        f.fee,
        f.house_cover,
      ]);
    expect(closeFills).toEqual([
      [
        (a.position as Position).id,
        'stop_out',
        '30000.00',
        '30000.00',
        '30010.00',
        '-500.2',
        '0.3',
        '401.60015',
      ],
      [
        (c.position as Position).id,
        'stop_out',
        '30000.00',
        '30000.00',
        '30010.00',
        '-250.1',
        '0.15',
        '250.25',
      ],
    ]);
    // The order of operations: the cancel before the first close.
    const order = (
      await rows<{ kind: string }>(
        t.database.db.execute(sql`
        select kind from ledger_entries e
        where exists (select 1 from ledger_postings p join ledger_accounts a on a.id = p.account_id
                      where p.entry_id = e.id and a.user_id = ${alice.userId})
        order by e.id`),
      )
    ).map((r) => r.kind);
    expect(order.slice(-3)).toEqual(['order_cancel', 'position_close', 'position_close']);
    const covers = await rows(
      t.database.db.execute(sql`
        select trim_scale(sum(p.amount))::text as total from ledger_postings p
        join ledger_accounts a on a.id = p.account_id
        where p.kind = 'negative_balance_cover' and a.user_id = ${alice.userId}`),
    );
    // 401.60015 + 250.25
    expect(covers).toEqual([{ total: '651.85015' }]);
    // Never below zero; every locked cent was drawn by the losses (cross margin).
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['0', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);

    // B, the survivor, closes at the ask 30010: PnL +249.9, fee 0.15005; no margin left to release.
    const last = await t.call('POST', '/api/lever/close', {
      token: alice.token,
      body: { position_id: (b.position as Position).id },
    });
    expect(last.body.code).toBe(1);
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['249.74995', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
