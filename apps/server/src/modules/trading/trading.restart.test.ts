import { describe, expect, it } from 'vitest';
import type { OpenTradesData, Position } from '@waihui/contracts';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import { createTestApp } from '../../../test/fixtures';
import {
  closeOf,
  history,
  quoteOf,
  REPLAY,
  step,
  submit,
  trader,
  submitLimit,
} from './trading.fixtures';

/*
 * Restart on the replay fixture (fixtures/README.md). The new app's replay feed starts again from
 * the file's first tick (60000.00 / 60010.00), which is above where the first app left BTCUSD
 * (55000.00 / 55010.00): a long's TP at 60000 and a sell limit at 60000 set before the restart are
 * both crossed by the first quote after start, and those fills say `after_restart: true`.
 */

describe('contract trading: restart', () => {
  it('rebuilds TP and limit triggers from the database; the first quote after start fills them, and says so', async () => {
    const config = { MARKET_FEED: REPLAY, DEMO_MODE: 'false' };
    const first = await createTestApp({ config });
    const alice = await trader(first, '2000');
    step(first, 6); // … 55000.00 / 55010.00
    // long 10 lots 10x at ask 55010, TP 60000: notional 5501, margin 550.1, fee 2.7505
    const long = await submit(first, alice.token, {
      side: 'long',
      lots: 10,
      leverage: 10,
      take_profit: '60000.00',
    });
    // sell limit 10 lots 10x at 60000.00 (bid 55000 below it: rests): reserve 600 + 3
    const limit = await submitLimit(first, alice.token, 'short', '60000.00', { lots: 10 });
    expect(limit.order).toMatchObject({
      status: 'pending',
      reserved_margin: '600',
      reserved_fee: '3',
    });
    // 2000 − 2.7505 = 1997.2495; locked 550.1 + 603 = 1153.1
    expect(await balancesOf(first.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['844.1495', '1153.1'],
    });
    await first.close();

    const t = await createTestApp({ config, keepData: true, now: first.clock });
    expect(t.app.trading.engine.triggerCount).toBe(2);
    step(t, 1); // 60000.00 / 60010.00, the first quote after start
    await t.app.trading.engine.idle();

    // Feed sequence numbers stay unique across starts: the new app's feed reserved the next block
    // of 100,000 (market-engine SEQ_BLOCK), so its first quote is 100001.
    const closed = await history(t, alice.token);
    expect(closed.map((p) => p.id)).toEqual([(long.position as Position).id]);
    // PnL (60000 − 55010) × 0.1 = 499; close fee 10 × 0.01 × 60000 × 0.0005 = 3
    expect(closeOf(closed[0])).toEqual(['take_profit', '60000.00', '499', '3']);
    expect(closed[0]?.fills.map(quoteOf)).toEqual([
      ['open', 'user', '55010.00', '55000.00', '55010.00', 6, false],
      ['close', 'take_profit', '60000.00', '60000.00', '60010.00', 100001, true],
    ]);
    const open = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
      token: alice.token,
    });
    expect(open.body.data.orders).toEqual([]);
    const [short] = open.body.data.positions;
    // the limit fills at the bid 60000: margin 600, fee 3 (as reserved)
    expect(short).toMatchObject({
      side: 'short',
      open_price: '60000.00',
      margin: '600',
      open_fee: '3',
    });
    expect(short?.fills.map(quoteOf)).toEqual([
      ['open', 'limit', '60000.00', '60000.00', '60010.00', 100001, true],
    ]);
    // 1997.2495 + 499 − 3 − 3 = 2490.2495; locked: the short's margin 600
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['1890.2495', '600'],
    });

    // Later fills are not "after restart": a TP on the short at 59500.00 (≤ open, ≤ ask 60010).
    const stops = await t.call('POST', '/api/lever/setstop', {
      token: alice.token,
      body: { position_id: short?.id, take_profit: '59500.00', stop_loss: null },
    });
    expect(stops.body.code).toBe(1);
    step(t, 3); // ETH; 60500 / 60510; 59490 / 59500: ask = TP
    await t.app.trading.engine.idle();
    const [shortClosed] = await history(t, alice.token);
    // PnL (60000 − 59500) × 0.1 = 50; close fee 10 × 0.01 × 59500 × 0.0005 = 2.975
    expect(shortClosed).toMatchObject({ id: short?.id, realized_pnl: '50', close_fee: '2.975' });
    expect(shortClosed?.fills.map(quoteOf)[1]).toEqual([
      'close',
      'take_profit',
      '59500.00',
      '59490.00',
      '59500.00',
      100004,
      false,
    ]);
    // 2490.2495 + 50 − 2.975 = 2537.2745
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['2537.2745', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
