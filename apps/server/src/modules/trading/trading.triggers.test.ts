import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OpenTradesData, Position } from '@waihui/contracts';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import {
  closeOf,
  history,
  quoteOf,
  rows,
  step,
  submit,
  trader,
  tradingApp,
} from './trading.fixtures';

/*
 * TP / SL of longs and shorts, and a race of close + TP + stop-out, on the replay fixture
 * (fixtures/README.md). BTCUSD: 0.01 BTC per lot, fee 0.05%; a long's TP/SL watch the bid, a short's
 * the ask; equality triggers. Every figure is computed by hand in the comments.
 */

describe('contract trading: stop-loss and short triggers', () => {
  it('closes a long at its stop-loss when the bid falls to it (equality), not before', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2);
    // long 10 lots 10x at ask 60010: notional 6001, margin 600.1, fee 3.0005
    await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10, stop_loss: '55000.00' });
    step(t, 3); // bids 60500, 59490, 61000: none ≤ 55000
    await t.app.trading.engine.idle();
    expect(await history(t, alice.token)).toEqual([]);

    step(t, 1); // bid 55000.00 = SL
    await t.app.trading.engine.idle();
    const [closed] = await history(t, alice.token);
    // PnL (55000 − 60010) × 0.1 = −501; close fee 10 × 0.01 × 55000 × 0.0005 = 2.75
    expect(closeOf(closed)).toEqual(['stop_loss', '55000.00', '-501', '2.75']);
    expect(closed?.fills.map(quoteOf)).toEqual([
      ['open', 'user', '60010.00', '60000.00', '60010.00', 1, false],
      ['close', 'stop_loss', '55000.00', '55000.00', '55010.00', 6, false],
    ]);
    // 1000 − 3.0005 − 501 − 2.75 = 493.2495
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['493.2495', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it("fires a short's SL and TP on the ask, never on the bid", async () => {
    const t = await tradingApp();
    const sl = await trader(t, '1000');
    const tp = await trader(t, '1000');
    step(t, 2);
    // short 10 lots 10x at bid 60000: notional 6000, margin 600, fee 3.
    // SL 60510.00 (≥ open 60000 and ≥ ask 60010); TP 59495.00 (≤ open and ≤ ask).
    await submit(t, sl.token, { side: 'short', lots: 10, leverage: 10, stop_loss: '60510.00' });
    await submit(t, tp.token, { side: 'short', lots: 10, leverage: 10, take_profit: '59495.00' });

    step(t, 1); // 60500 / 60510: the ask equals the SL (the bid does not reach it)
    await t.app.trading.engine.idle();
    const [slClosed] = await history(t, sl.token);
    // PnL (60000 − 60510) × 0.1 = −51; close fee 10 × 0.01 × 60510 × 0.0005 = 3.0255
    expect(closeOf(slClosed)).toEqual(['stop_loss', '60510.00', '-51', '3.0255']);
    expect(slClosed?.fills.map(quoteOf)).toEqual([
      ['open', 'user', '60000.00', '60000.00', '60010.00', 1, false],
      ['close', 'stop_loss', '60510.00', '60500.00', '60510.00', 3, false],
    ]);
    // 1000 − 3 − 51 − 3.0255 = 942.9745
    expect(await balancesOf(t.database.db, sl.userId, 'contract', ['USD'])).toEqual({
      USD: ['942.9745', '0'],
    });

    step(t, 1); // 59490 / 59500: the bid is below the TP 59495, the ask is not: no fire
    await t.app.trading.engine.idle();
    expect(await history(t, tp.token)).toEqual([]);
    step(t, 1); // 61000 / 61010
    step(t, 1); // 55000 / 55010: ask ≤ 59495
    await t.app.trading.engine.idle();
    const [tpClosed] = await history(t, tp.token);
    // PnL (60000 − 55010) × 0.1 = 499; close fee 10 × 0.01 × 55010 × 0.0005 = 2.7505
    expect(closeOf(tpClosed)).toEqual(['take_profit', '55010.00', '499', '2.7505']);
    expect(tpClosed?.fills.map(quoteOf)[1]).toEqual([
      'close',
      'take_profit',
      '55010.00',
      '55000.00',
      '55010.00',
      6,
      false,
    ]);
    // 1000 − 3 + 499 − 2.7505 = 1493.2495
    expect(await balancesOf(t.database.db, tp.userId, 'contract', ['USD'])).toEqual({
      USD: ['1493.2495', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});

describe('contract trading: one close', () => {
  it('a TP, the user close and a stop-out racing for one position end with exactly one close fill', async () => {
    const t = await tradingApp();
    const racer = await trader(t, '2700');
    step(t, 2);
    // A: long 1 lot 1x at 60010, TP 61000: margin 600.1, fee 0.30005.
    const a = await submit(t, racer.token, {
      side: 'long',
      lots: 1,
      leverage: 1,
      take_profit: '61000.00',
    });
    // B1, B2, B3: short 100 + 100 + 50 lots 100x at 60000: margins 600 + 600 + 300, fees 30 + 30 + 15.
    for (const lots of [100, 100, 50])
      await submit(t, racer.token, { side: 'short', lots, leverage: 100 });
    // balance 2700 − 0.30005 − 75 = 2624.69995; used margin 2100.1
    step(t, 2); // 60500/60510: equity 2624.69995 − 1275 + 4.9 = 1354.59995 (64.5 %); 59490/59500: profit
    await t.app.trading.engine.idle();
    expect(
      (await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', { token: racer.token })).body
        .data.positions,
    ).toHaveLength(4);

    // 61000/61010: A's TP (bid = 61000) and a stop-out (equity 2624.69995 − 2525 + 9.9 = 109.59995
    // on 2100.1 = 5.2 %) are queued by the quote while the user's close request is in flight.
    const positionA = (a.position as Position).id;
    const [, close] = await Promise.all([
      (step(t, 1), t.app.trading.engine.idle()),
      t.call('POST', '/api/lever/close', { token: racer.token, body: { position_id: positionA } }),
    ]);
    await t.app.trading.engine.idle();
    expect([1, 0]).toContain(close.body.code);

    const fills = await rows<{ position_id: number; closes: number; cause: string }>(
      t.database.db.execute(sql`
        select position_id::int as position_id, count(*)::int as closes, min(cause) as cause
        from trading_fills where action = 'close' group by position_id order by position_id`),
    );
    // Every position closed once: A by whoever won, B1–B3 by the stop-out (A's TP alone leaves the
    // level at (2634.29495 − 2525) / 1500 = 7.3 %; each short closed leaves the level below 50 %).
    expect(fills.map((f) => f.closes)).toEqual([1, 1, 1, 1]);
    expect(['take_profit', 'user', 'stop_out']).toContain(fills[0]?.cause);
    expect(fills.slice(1).map((f) => f.cause)).toEqual(['stop_out', 'stop_out', 'stop_out']);
    // Whichever order, all at 61000 / 61010: 2624.69995 + 9.9 − 0.305 (A: fee 610 × 0.0005)
    // − 2525 − 76.2625 (B: PnL (60000 − 61010) × 2.5, fee 250 × 0.01 × 61010 × 0.0005) = 33.03245
    expect(await balancesOf(t.database.db, racer.userId, 'contract', ['USD'])).toEqual({
      USD: ['33.03245', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
