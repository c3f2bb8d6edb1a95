import { describe, expect, it } from 'vitest';
import type { OpenTradesData, TradingSummary } from '@waihui/contracts';
import { T0 } from '../../../test/fixtures';
import { connectWs, listenWs, type WsTestClient } from '../../../test/ws-client';
import { step, submit, trader, tradingApp, submitLimit } from './trading.fixtures';

/*
 * The live channel end to end: a real WebSocket client on /ws, orders over HTTP, quotes from the
 * replay fixture (fixtures/README.md). BTCUSD: 0.01 BTC per lot, fee 0.05%; 10 lots = 0.1 BTC.
 * Every figure is worked out by hand in the comments.
 */

async function subscribed(url: string, token: string): Promise<WsTestClient> {
  const client = await connectWs(url);
  client.send({ op: 'subscribe', channel: 'account', token });
  expect(await client.next('subscribed')).toEqual({ op: 'subscribed', channel: 'account' });
  return client;
}

const T0_ISO = T0.toISOString();

describe('live channel: account messages', () => {
  it('pushes the own position_opened and the TP close; another user hears nothing of it', async () => {
    const t = await tradingApp();
    const url = await listenWs(t);
    const alice = await trader(t, '1000');
    const bob = await trader(t, '1000');
    step(t, 2); // BTC 60000.00 / 60010.00, ETH 3000.00 / 3001.00
    const aliceWs = await subscribed(url, alice.token);
    const bobWs = await subscribed(url, bob.token);

    // long 10 lots 10x at ask 60010: notional 6001, margin 600.1, fee 3.0005, TP 61000.00
    const placed = await submit(t, alice.token, {
      side: 'long',
      lots: 10,
      leverage: 10,
      take_profit: '61000.00',
    });
    const orderId = placed.order.id;
    const positionId = placed.position!.id;
    const opened = await aliceWs.next('account');
    // balance 1000 − 3.0005 = 996.9995, of which margin 600.1 locked. Floating at bid 60000:
    // (60000 − 60010) × 0.1 = −1; equity 995.9995; margin level 995.9995 / 600.1 × 100.
    const openSummary: TradingSummary = {
      currency: 'USD',
      balance: '996.9995',
      available: '396.8995',
      locked: '600.1',
      floating_pnl: '-1',
      equity: '995.9995',
      used_margin: '600.1',
      pending_reserved: '0',
      free_margin: '395.8995',
      margin_level: '165.97225462',
      margin_state: 'healthy',
      margin_call_level: '100',
      stop_out_level: '50',
      profile: 'standard',
      consent_required: false,
    };
    expect(opened).toEqual({
      op: 'account',
      event: 'position_opened',
      order: {
        id: orderId,
        symbol: 'BTCUSD',
        side: 'long',
        type: 'market',
        lots: 10,
        leverage: 10,
        limit_price: null,
        take_profit: '61000.00',
        stop_loss: null,
        reserved_margin: '0',
        reserved_fee: '0',
        status: 'filled',
        cancel_cause: null,
        position_id: positionId,
        created_at: T0_ISO,
        ended_at: T0_ISO,
      },
      position: {
        id: positionId,
        symbol: 'BTCUSD',
        side: 'long',
        lots: 10,
        leverage: 10,
        contract_size: '0.01',
        quote_currency: 'USD',
        open_price: '60010.00',
        margin: '600.1',
        open_fee: '3.0005',
        take_profit: '61000.00',
        stop_loss: null,
        status: 'open',
        opened_at: T0_ISO,
        current_price: '60000.00',
        floating_pnl: '-1',
        // −1 / 600.1 × 100 = −0.1666… → −0.17
        profit_rate: '-0.17',
        // equity at 50% of 600.1 = 300.05 → PnL −696.9495 → bid 60010 − 6969.495 = 53040.505;
        // the first tick at or below it: 53040.50
        estimated_stop_out_price: '53040.50',
        close_price: null,
        close_cause: null,
        close_fee: null,
        realized_pnl: null,
        closed_at: null,
        fills: [
          expect.objectContaining({
            action: 'open',
            cause: 'user',
            price: '60010.00',
            bid: '60000.00',
            ask: '60010.00',
            quote_seq: 1,
            fee: '3.0005',
          }),
        ],
      },
      summary: openSummary,
    });
    // The same figures the HTTP reads give.
    const open = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
      token: alice.token,
    });
    expect(opened.position).toEqual(open.body.data.positions[0]);
    expect(opened.summary).toEqual(open.body.data.summary);

    step(t, 3); // bids 60500, 59490, 61000: the TP (bid ≥ 61000) fires on the third
    await t.app.trading.engine.idle();
    const closed = await aliceWs.next('account');
    // PnL (61000 − 60010) × 0.1 = 99; close fee 10 × 0.01 × 61000 × 0.0005 = 3.05;
    // balance 996.9995 + 99 − 3.05 = 1092.9495; 99 / 600.1 × 100 = 16.497… → 16.5
    expect(closed).toMatchObject({
      op: 'account',
      event: 'position_closed',
      order: null,
      position: {
        id: positionId,
        status: 'closed',
        close_cause: 'take_profit',
        close_price: '61000.00',
        close_fee: '3.05',
        realized_pnl: '99',
        profit_rate: '16.5',
        current_price: null,
        floating_pnl: null,
        estimated_stop_out_price: null,
      },
      summary: {
        balance: '1092.9495',
        available: '1092.9495',
        locked: '0',
        floating_pnl: '0',
        equity: '1092.9495',
        used_margin: '0',
        free_margin: '1092.9495',
        margin_level: null,
        margin_state: 'no_positions',
      },
    });
    expect(
      closed.position?.fills.map((f) => [f.action, f.cause, f.price, f.bid, f.ask, f.quote_seq]),
    ).toEqual([
      ['open', 'user', '60010.00', '60000.00', '60010.00', 1],
      ['close', 'take_profit', '61000.00', '61000.00', '61010.00', 5],
    ]);

    // Bob's own order is the first trading message his socket gets: none of Alice's came before.
    // short 1 lot 1x at bid 61000: margin 610, fee 0.305
    const bobs = await submit(t, bob.token, { side: 'short', lots: 1, leverage: 1 });
    const bobOpened = await bobWs.next('account');
    expect([bobOpened.event, bobOpened.position?.id, bobOpened.summary.balance]).toEqual([
      'position_opened',
      bobs.position!.id,
      '999.695',
    ]);
    expect(bobWs.ops()).toEqual(['hello', 'subscribed', 'account']);
  });

  it('pushes a resting limit order, then its fill by the quote', async () => {
    const t = await tradingApp();
    const url = await listenWs(t);
    const alice = await trader(t, '1000');
    step(t, 1); // BTC 60000.00 / 60010.00
    const aliceWs = await subscribed(url, alice.token);
    // buy limit 1 lot 10x at 59500.00: reserve margin 1 × 0.01 × 59500 / 10 = 59.5, fee 0.2975
    await submitLimit(t, alice.token, 'long', '59500.00');
    const placed = await aliceWs.next('account');
    expect(placed).toMatchObject({
      event: 'order_placed',
      order: { status: 'pending', reserved_margin: '59.5', reserved_fee: '0.2975' },
      position: null,
      summary: { available: '940.2025', locked: '59.7975', pending_reserved: '59.7975' },
    });

    step(t, 3); // ETH, 60500 / 60510, then ask 59500 ≤ limit: fills at 59500
    await t.app.trading.engine.idle();
    const filled = await aliceWs.next('account');
    // the reserve becomes the margin 59.5 and the fee 0.2975 is paid: balance 999.7025
    expect(filled).toMatchObject({
      event: 'position_opened',
      order: { id: placed.order?.id, status: 'filled' },
      position: {
        open_price: '59500.00',
        margin: '59.5',
        status: 'open',
        current_price: '59490.00',
      },
      summary: { balance: '999.7025', locked: '59.5', pending_reserved: '0', floating_pnl: '-0.1' },
    });
    expect(
      filled.position?.fills.map((f) => [f.cause, f.price, f.bid, f.ask, f.quote_seq]),
    ).toEqual([['limit', '59500.00', '59490.00', '59500.00', 4]]);
  });

  it('refuses a bad token, and a session that ended stops receiving', async () => {
    const t = await tradingApp();
    const url = await listenWs(t);
    const alice = await trader(t, '1000');
    step(t, 1); // BTC 60000.00 / 60010.00

    const stranger = await connectWs(url);
    stranger.send({ op: 'subscribe', channel: 'account', token: 'not-a-session' });
    expect(await stranger.next('error')).toEqual({ op: 'error', reason: 'UNAUTHENTICATED' });

    const aliceWs = await subscribed(url, alice.token);
    await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10, take_profit: '61000.00' });
    await aliceWs.next('account');
    const logout = await t.call('POST', '/api/user/logout', { token: alice.token });
    expect(logout.body.code).toBe(1);

    step(t, 4); // ETH, 60500, 59490, 61000: the TP closes the position
    await t.app.trading.engine.idle();
    // The close is not sent: the session check before it finds the session ended.
    expect(await aliceWs.next('error')).toEqual({ op: 'error', reason: 'UNAUTHENTICATED' });
    expect(aliceWs.ops()).toEqual(['hello', 'subscribed', 'account', 'error']);
    expect(t.app.trading.live.stats().users).toBe(0);
  });
});

describe('live channel: valuations', () => {
  it('revalues only when a held instrument moves, at most once per round, with exact figures', async () => {
    const t = await tradingApp();
    const url = await listenWs(t);
    const alice = await trader(t, '1000');
    step(t, 1); // BTC 60000.00 / 60010.00
    const aliceWs = await subscribed(url, alice.token);
    // long 10 lots 10x at 60010: margin 600.1, fee 3.0005; balance 996.9995
    const placed = await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10 });
    const positionId = placed.position!.id;
    await aliceWs.next('account');
    const live = t.app.trading.live;

    step(t, 1); // ETH 3000.00 / 3001.00: Alice holds no ETH, nobody is owed a valuation
    expect(live.stats().owed).toBe(0);

    step(t, 1); // BTC 60500.00 / 60510.00
    expect(live.stats().owed).toBe(1);
    const first = await aliceWs.next('valuation');
    // PnL (60500 − 60010) × 0.1 = 49; equity 1045.9995; 49 / 600.1 × 100 = 8.165… → 8.17
    expect(first).toEqual({
      op: 'valuation',
      ts: T0.getTime(),
      summary: {
        currency: 'USD',
        balance: '996.9995',
        available: '396.8995',
        locked: '600.1',
        floating_pnl: '49',
        equity: '1045.9995',
        used_margin: '600.1',
        pending_reserved: '0',
        free_margin: '445.8995',
        margin_level: '174.3041993',
        margin_state: 'healthy',
        margin_call_level: '100',
        stop_out_level: '50',
        profile: 'standard',
        consent_required: false,
      },
      positions: [
        {
          id: positionId,
          current_price: '60500.00',
          floating_pnl: '49',
          profit_rate: '8.17',
          estimated_stop_out_price: '53040.50',
        },
      ],
    });
    // The HTTP read at the same quote says the same.
    const open = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
      token: alice.token,
    });
    expect(first.summary).toEqual(open.body.data.summary);
    expect(first.positions[0]).toEqual({
      id: positionId,
      current_price: open.body.data.positions[0]?.current_price,
      floating_pnl: open.body.data.positions[0]?.floating_pnl,
      profit_rate: open.body.data.positions[0]?.profit_rate,
      estimated_stop_out_price: open.body.data.positions[0]?.estimated_stop_out_price,
    });

    // Two quotes within one round: one valuation, on the latest (bid 61000):
    // PnL (61000 − 60010) × 0.1 = 99; equity 1095.9995; 99 / 600.1 × 100 = 16.497… → 16.5
    step(t, 2); // 59490 / 59500, then 61000 / 61010
    const second = await aliceWs.next('valuation');
    expect(second.positions).toEqual([
      {
        id: positionId,
        current_price: '61000.00',
        floating_pnl: '99',
        profit_rate: '16.5',
        estimated_stop_out_price: '53040.50',
      },
    ]);
    // margin level 1095.9995 / 600.1 × 100 = 182.63614398 (8 decimals)
    expect([
      second.summary.equity,
      second.summary.free_margin,
      second.summary.margin_level,
    ]).toEqual(['1095.9995', '495.8995', '182.63614398']);
    expect(live.stats().valuations).toBe(2);
    const arrivals = aliceWs.received.filter((entry) => entry.message.op === 'valuation');
    expect(arrivals[1]!.at - arrivals[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it('after a logout, a valuation goes out no later than the session re-check', async () => {
    const t = await tradingApp();
    const url = await listenWs(t);
    const alice = await trader(t, '1000');
    step(t, 1);
    const aliceWs = await subscribed(url, alice.token);
    await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10 });
    await aliceWs.next('account');
    await t.call('POST', '/api/user/logout', { token: alice.token });

    t.clock.advanceSeconds(30); // the session was last checked 30 s ago (SESSION_RECHECK_MS)
    step(t, 2); // ETH, then BTC 60500 / 60510
    expect(await aliceWs.next('error')).toEqual({ op: 'error', reason: 'UNAUTHENTICATED' });
    expect(aliceWs.ops()).toEqual(['hello', 'subscribed', 'account', 'error']);
  });

  it('closing the socket ends the subscription', async () => {
    const t = await tradingApp();
    const url = await listenWs(t);
    const alice = await trader(t, '1000');
    const aliceWs = await subscribed(url, alice.token);
    expect(t.app.trading.live.stats().users).toBe(1);
    const closed = new Promise((resolve) => aliceWs.socket.once('close', resolve));
    aliceWs.socket.close();
    await closed;
    for (let tries = 0; tries < 100 && t.app.trading.live.stats().users > 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.app.trading.live.stats().users).toBe(0);
  });
});
