import { describe, expect, it } from 'vitest';
import type { TradingSummary, TransferOptionsData } from '@waihui/contracts';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import { refusal, type TestApp } from '../../../test/fixtures';
import { CONSENT, step, submit, trader, tradingApp } from './trading.fixtures';

/*
 * A transfer out of the contract account is held to min(available, free margin) (docs/decisions.md):
 * open positions' margin and floating losses stay. Figures by hand from the replay fixture
 * (fixtures/README.md) and BTCUSD's terms (0.01 BTC per lot, fee 0.05%).
 */

function transferOut(t: TestApp, token: string, quantity: string, lang = 'en') {
  return t.call('POST', '/api/biaddress/huazhuan', {
    token,
    lang,
    body: { from_account: 'contract', currency: 'USD', quantity },
  });
}

async function contractOutOption(t: TestApp, token: string) {
  const res = await t.call<TransferOptionsData>('GET', '/api/biaddress/get_kezhuanxianlist', {
    token,
  });
  return res.body.data.list.find((o) => o.from_account === 'contract')?.available;
}

async function summary(t: TestApp, token: string) {
  return (await t.call<TradingSummary>('GET', '/api/lever/in_out', { token })).body.data;
}

describe('contract trading: transfers out of the contract account', () => {
  it('are limited by free margin when a floating loss makes it lower than the available balance', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2); // BTCUSD 60000.00 / 60010.00
    // Long 10 lots 10x at 60010: margin 600.1, fee 3.0005.
    await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10 });
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['396.8995', '600.1'],
    });

    step(t, 1); // 60500.00 / 60510.00: PnL (60500 − 60010) × 0.1 = +49; free margin 445.8995.
    // A floating profit is not realised: the available balance is the limit.
    expect(await contractOutOption(t, alice.token)).toBe('396.8995');
    const tooMuch = await transferOut(t, alice.token, '396.9');
    expect(tooMuch.body).toEqual(
      refusal('QUANTITY_EXCEEDS_AVAILABLE', 'Quantity cannot exceed the available balance', {
        available: '396.8995',
      }),
    );

    step(t, 1); // 59490.00 / 59500.00: PnL (59490 − 60010) × 0.1 = −52
    // equity 996.9995 − 52 = 944.9995; free margin 944.9995 − 600.1 = 344.8995 < available 396.8995
    expect(await summary(t, alice.token)).toMatchObject({
      available: '396.8995',
      equity: '944.9995',
      free_margin: '344.8995',
    });
    expect(await contractOutOption(t, alice.token)).toBe('344.8995');
    const overFree = await transferOut(t, alice.token, '344.8996');
    expect(overFree.body).toEqual(
      refusal(
        'QUANTITY_EXCEEDS_FREE_MARGIN',
        'Quantity cannot exceed 344.89 USD: the margin and floating losses of your open positions must stay in the contract account',
        { available: '344.8995' },
      ),
    );
    const inGerman = await transferOut(t, alice.token, '344.8996', 'de');
    expect(inGerman.body.msg).toBe(
      'Die Menge darf 344,89 USD nicht übersteigen: Margin und laufende Verluste Ihrer offenen Positionen müssen im Kontraktkonto bleiben',
    );
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['396.8995', '600.1'],
    });

    const exactly = await transferOut(t, alice.token, '344.8995');
    expect(exactly.body.code).toBe(1);
    expect(exactly.body.data).toMatchObject({ from_balance: '52', quantity: '344.8995' });
    // What is left is exactly the margin plus the floating loss: level 600.1 / 600.1 = 100 %.
    expect(await summary(t, alice.token)).toMatchObject({
      balance: '652.1',
      equity: '600.1',
      free_margin: '0',
      margin_level: '100',
    });
    expect(await contractOutOption(t, alice.token)).toBe('0');
    const anyMore = await transferOut(t, alice.token, '0.00000001');
    expect(anyMore.body.data).toEqual({ reason: 'QUANTITY_EXCEEDS_FREE_MARGIN', available: '0' });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('a transfer racing an order: one of them is decided after the other, free margin never below 0', async () => {
    const t = await tradingApp();
    const users = await Promise.all(Array.from({ length: 6 }, () => trader(t, '1000')));
    step(t, 2); // BTCUSD 60000.00 / 60010.00
    for (const user of users) {
      const [moved, ordered] = await Promise.all([
        transferOut(t, user.token, '1000'),
        t.call('POST', '/api/lever/submit', {
          token: user.token,
          body: {
            symbol: 'BTCUSD',
            type: 'market',
            side: 'long',
            lots: 10,
            leverage: 10,
            consent: CONSENT,
          },
        }),
      ]);
      const outcome = [moved.body.code, ordered.body.code];
      if (moved.body.code === 1) {
        // The transfer first: nothing left for margin 600.1 + fee 3.0005.
        expect(outcome).toEqual([1, 0]);
        expect(ordered.body.data).toMatchObject({ reason: 'INSUFFICIENT_MARGIN', spendable: '0' });
        expect(await balancesOf(t.database.db, user.userId, 'contract', ['USD'])).toEqual({
          USD: ['0', '0'],
        });
      } else {
        // The order first: at bid 60000 the PnL is −1, free margin 1000 − 3.0005 − 1 − 600.1.
        expect(outcome).toEqual([0, 1]);
        expect(moved.body.data).toEqual({
          reason: 'QUANTITY_EXCEEDS_FREE_MARGIN',
          available: '395.8995',
        });
        expect((await summary(t, user.token)).free_margin).toBe('395.8995');
      }
    }
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
