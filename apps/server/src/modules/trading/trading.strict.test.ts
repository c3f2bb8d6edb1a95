import { describe, expect, it } from 'vitest';
import type { Position, PreviewData, TradingSummary } from '@waihui/contracts';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import { createTestApp, type TestApp } from '../../../test/fixtures';
import { CONSENT, STRICT_REPLAY, history, step, submit, trader } from './trading.fixtures';

/*
 * The strict compliance profile (COMPLIANCE_PROFILE=strict, docs/trading.md "Compliance profiles"):
 * ESMA-style leverage caps by asset class and a stop-out at 50% at the latest. Quotes from
 * fixtures/trading-strict.jsonl; figures by hand from the catalogue's terms (BTCUSD 0.01 BTC per lot,
 * fee 0.05%; EURUSD 1,000 EUR per lot, fee 0.005%).
 */

function strictApp(stopOutLevelPct = '50'): Promise<TestApp> {
  return createTestApp({
    config: {
      MARKET_FEED: STRICT_REPLAY,
      DEMO_MODE: 'false',
      COMPLIANCE_PROFILE: 'strict',
      STOP_OUT_LEVEL_PCT: stopOutLevelPct,
    },
  });
}

function order(t: TestApp, token: string, symbol: string, leverage: number, lang = 'en') {
  return t.call('POST', '/api/lever/submit', {
    token,
    lang,
    body: { symbol, side: 'long', type: 'market', lots: 1, leverage, consent: CONSENT },
  });
}

async function summary(t: TestApp, token: string): Promise<TradingSummary> {
  return (await t.call<TradingSummary>('GET', '/api/lever/in_out', { token })).body.data;
}

describe('the strict compliance profile', () => {
  it('is announced by /api/default/setting and the trading summary', async () => {
    const t = await strictApp();
    const setting = await t.call('GET', '/api/default/setting');
    expect(setting.body.data).toMatchObject({ compliance_profile: 'strict' });
    const alice = await trader(t, '100');
    expect(await summary(t, alice.token)).toMatchObject({
      profile: 'strict',
      stop_out_level: '50',
    });
  });

  it.each<[string, number]>([
    ['BTCUSD', 2], // crypto
    ['ETHUSD', 2],
    ['EURUSD', 30], // major FX
    ['USDJPY', 30],
    ['AUDUSD', 20], // minor FX
    ['XAUUSD', 20], // gold
    ['US500', 20], // major index
    ['XAGUSD', 10], // other commodity
    ['USOIL', 10],
    ['HK50', 10], // other index
    ['SPY', 5], // ETF
  ])('refuses %s above its class cap of %ix, with the maximum', async (symbol, cap) => {
    const t = await strictApp();
    const alice = await trader(t, '1000');
    const refused = await order(t, alice.token, symbol, cap + 1);
    expect(refused.body).toEqual({
      code: 0,
      msg: `Leverage cannot exceed ${cap}x`,
      data: { reason: 'LEVERAGE_ABOVE_MAXIMUM', maximum: String(cap) },
    });
  });

  it('BTC: 3x refused (in the user’s language), 2x fills; EURUSD: 31x refused, 30x fills', async () => {
    const t = await strictApp();
    const alice = await trader(t, '1000');
    step(t, 2); // BTCUSD 60000.00 / 60010.00, EURUSD 1.16000 / 1.16010

    expect((await order(t, alice.token, 'BTCUSD', 3, 'zh-CN')).body).toMatchObject({
      code: 0,
      msg: '杠杆倍数不能超过 2 倍',
      data: { reason: 'LEVERAGE_ABOVE_MAXIMUM', maximum: '2' },
    });
    const preview = await t.call<PreviewData>('POST', '/api/lever/deal', {
      token: alice.token,
      body: { symbol: 'BTCUSD', side: 'long', type: 'market', lots: 1, leverage: 2 },
    });
    expect(preview.body.data).toMatchObject({ max_leverage: 2, margin: '300.05', fee: '0.30005' });
    // 1 × 0.01 × 60010.00 = 600.1; margin 600.1 / 2 = 300.05; fee 600.1 × 0.0005 = 0.30005
    const btc = await submit(t, alice.token, { side: 'long', lots: 1, leverage: 2 });
    expect(btc.position).toMatchObject({ leverage: 2, margin: '300.05', open_fee: '0.30005' });

    expect((await order(t, alice.token, 'EURUSD', 31)).body.data).toEqual({
      reason: 'LEVERAGE_ABOVE_MAXIMUM',
      maximum: '30',
    });
    // 1 × 1000 × 1.16010 = 1160.1 USD; margin 1160.1 / 30 = 38.67; fee 1160.1 × 0.00005 = 0.058005
    const eur = await order(t, alice.token, 'EURUSD', 30);
    expect(eur.body.code).toBe(1);
    expect((eur.body.data as { position: Position }).position).toMatchObject({
      symbol: 'EURUSD',
      leverage: 30,
      open_price: '1.16010',
      margin: '38.67',
      open_fee: '0.058005',
    });
    // 1000 − 0.30005 − 0.058005; locked 300.05 + 38.67
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['660.921945', '338.72'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('stops out at 50% even when STOP_OUT_LEVEL_PCT asks for 20%', async () => {
    const t = await strictApp('20');
    const alice = await trader(t, '310');
    step(t, 2);
    // Long 1 lot 2x at 60010: margin 300.05, fee 0.30005 → balance 309.69995.
    const opened = await submit(t, alice.token, { side: 'long', lots: 1, leverage: 2 });
    expect(await summary(t, alice.token)).toMatchObject({ stop_out_level: '50' });

    step(t, 1); // BTCUSD 41040.00 / 41050.00
    await t.app.trading.engine.idle();
    // PnL (41040 − 60010) × 0.01 = −189.7; equity 119.99995; level 119.99995 / 300.05 = 39.99…%:
    // above 20 %, at or below 50 %: stopped out at the bid, fee 0.01 × 41040 × 0.0005 = 0.2052.
    const closed = await history(t, alice.token);
    expect(closed.map((p) => [p.id, p.close_cause, p.close_price, p.realized_pnl])).toEqual([
      [(opened.position as Position).id, 'stop_out', '41040.00', '-189.7'],
    ]);
    // 309.69995 − 189.7 − 0.2052
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['119.79475', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('the standard profile keeps a 20% setting: the same account stays open, in margin call', async () => {
    const t = await createTestApp({
      config: { MARKET_FEED: STRICT_REPLAY, DEMO_MODE: 'false', STOP_OUT_LEVEL_PCT: '20' },
    });
    const alice = await trader(t, '310');
    const bob = await trader(t, '1000');
    step(t, 2);
    const opened = await submit(t, alice.token, { side: 'long', lots: 1, leverage: 2 });
    // Standard allows BTC up to its own maximum (100x): 3x fills.
    const bobs = await submit(t, bob.token, { side: 'long', lots: 1, leverage: 3 });
    expect(bobs.position).toMatchObject({ leverage: 3 });

    step(t, 1); // BTCUSD 41040.00 / 41050.00
    await t.app.trading.engine.idle();
    // The same 39.99…% as above: at or below 100 % (margin call), above 20 % (no stop-out).
    expect(await summary(t, alice.token)).toMatchObject({
      profile: 'standard',
      stop_out_level: '20',
      equity: '119.99995',
      margin_level: '39.99331778',
      margin_state: 'margin_call',
    });
    expect(await history(t, alice.token)).toEqual([]);
    expect(
      (
        await t.call<{ positions: Position[] }>('GET', '/api/lever/dealall/v2', {
          token: alice.token,
        })
      ).body.data.positions.map((p) => p.id),
    ).toEqual([(opened.position as Position).id]);
  });
});
