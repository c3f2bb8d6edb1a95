import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminInstrument } from '@waihui/contracts';
import { rows, step, submit, trader, tradingApp } from '../trading/trading.fixtures';
import { insertOperator, saveWithSecondAdmin } from '../backoffice/backoffice.fixtures';

describe('instrument settings apply to new orders only', () => {
  it('a fee change: the open position keeps 0.0005, the next one pays 0.001', async () => {
    const t = await tradingApp();
    const admin = await insertOperator(t.database.db, ['admin']);
    const alice = await trader(t, '5000');
    step(t, 1); // BTC 60000.00 / 60010.00
    // long 10 lots 10x at 60010: notional 6001, fee 6001 × 0.0005 = 3.0005
    const first = await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10 });

    const applied = await saveWithSecondAdmin(
      t,
      '/api/admin/settings/instruments/save',
      admin.token,
      {
        symbol: 'BTCUSD',
        fee_rate: '0.001',
        max_leverage: 50,
      },
    );
    expect(applied.body.data).toMatchObject({ action: 'instrument.save', status: 'applied' });
    const list = await t.call<{ list: AdminInstrument[] }>(
      'GET',
      '/api/admin/settings/instruments',
      {
        token: admin.token,
      },
    );
    expect(list.body.data.list.find((row) => row.symbol === 'BTCUSD')).toMatchObject({
      symbol: 'BTCUSD',
      fee_rate: '0.001',
      max_leverage: 50,
    });

    // Same order again: fee 6001 × 0.001 = 6.001
    const second = await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10 });
    const positions = await rows<{ id: string; fee_rate: string; open_fee: string }>(
      t.database.db.execute(
        sql`select id::text, fee_rate::text, open_fee::text from trading_positions order by opened_at, id`,
      ),
    );
    const byId = new Map(positions.map((row) => [row.id, row]));
    expect(byId.get(String(first.position!.id))).toMatchObject({
      fee_rate: '0.0005',
      open_fee: '3.00050000', // money columns keep 8 decimals
    });
    expect(byId.get(String(second.position!.id))).toMatchObject({
      fee_rate: '0.001',
      open_fee: '6.00100000',
    });
    // Closing the first still charges its own rate: 0.0005 × notional at the bid.
    const closed = await t.call('POST', '/api/lever/close', {
      token: alice.token,
      body: { position_id: first.position!.id },
    });
    expect(closed.body.code).toBe(1);
    const [after] = await rows<{ fee_rate: string }>(
      t.database.db.execute(
        sql`select fee_rate::text from trading_positions where id::text = ${String(first.position!.id)}`,
      ),
    );
    expect(after!.fee_rate).toBe('0.0005');
    // Leverage above the new maximum is refused for new orders.
    const tooHigh = await t.call('POST', '/api/lever/submit', {
      token: alice.token,
      body: { symbol: 'BTCUSD', type: 'market', side: 'long', lots: 1, leverage: 51 },
    });
    expect(tooHigh.body).toMatchObject({ code: 0, data: { reason: 'LEVERAGE_ABOVE_MAXIMUM' } });
  });
});
