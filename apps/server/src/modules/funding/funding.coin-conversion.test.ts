import { describe, expect, it } from 'vitest';
import type { MoneyLogData, SpotHistoryData } from '@waihui/contracts';
import { createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';
import { creditDeposit } from '../ledger';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';
import { addWallet } from './funding.destinations.service';
import { addWithdrawal, withdrawalCurrencies } from './funding.withdrawals.service';
import {
  TRON_ADDRESS,
  fundingDeps,
  setFundPassword,
  skipDelay,
  withdrawalRequest,
} from './funding.fixtures';

/*
 * USDT is usable money (docs/product.md §11.1, §11.3): a confirmed USDT deposit is sold for the coin
 * account's USD on USDTUSD, and a USDT withdrawal buys what the USDT balance lacks with USD, each at
 * the pair's quote of that moment, recorded as a spot order the money log shows. The simulated feed
 * starts every instrument at its reference price: USDTUSD 1.0000 with a spread of 0.0002, so bid
 * 0.9999 and ask 1.0001; the pair's spot fee is 0.
 */

const CONFIG = { DEMO_MODE: 'true', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

/** The money log lines of the user's coin account, oldest first: "currency amount reference". */
async function coinLog(t: TestApp, token: string): Promise<string[]> {
  const log = await t.call<MoneyLogData>('GET', '/api/account_log/moneyLog?type=coin', { token });
  return log.body.data.list
    .filter((item) => item.account_type === 'coin')
    .reverse()
    .map((item) => `${item.currency} ${item.bucket} ${item.amount} ${item.kind}`);
}

/** Files a TRC-20 USDT deposit notice for the user; answers its id. */
async function usdtNotice(t: TestApp, token: string, amount: string, txRef: string) {
  const filed = await t.call('POST', '/api/deposit/notice', {
    token,
    body: { method: 'trc20', currency: 'USDT', amount, tx_ref: txRef },
  });
  return (filed.body.data as { id: number }).id;
}

describe('USDT converted with USD at the USDTUSD quote', () => {
  it('a confirmed USDT deposit becomes USD at the bid, the conversion in the money log', async () => {
    const t = await createTestApp({ config: CONFIG });
    const finance = await insertOperator(t.database.db, ['finance']);
    const alice = await insertUserWithSession(t.database.db);
    const id = await usdtNotice(t, alice.token, '500', '0xfeed');
    await t.call('POST', '/api/admin/deposits/confirm', { token: finance.token, body: { id } });

    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USDT')).toEqual({
      available: '0',
      locked: '0',
    });
    // 500 × 0.9999 = 499.95.
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USD')).toEqual({
      available: '499.95',
      locked: '0',
    });
    expect(await coinLog(t, alice.token)).toEqual([
      'USDT available 500 deposit',
      'USD available 499.95 spot_trade',
      'USDT available -500 spot_trade',
    ]);
    const history = await t.call<SpotHistoryData>('POST', '/api/spot_goods/my_spotgoods', {
      token: alice.token,
      body: {},
    });
    expect(history.body.data.list).toMatchObject([
      { symbol: 'USDTUSD', side: 'sell', type: 'market', amount: '500', status: 'filled' },
    ]);
    expect(history.body.data.list[0]!.fill).toMatchObject({ price: '0.9999', fee: '0' });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('with no live USDTUSD quote the deposit is still credited, as USDT', async () => {
    const t = await createTestApp({ config: CONFIG });
    const finance = await insertOperator(t.database.db, ['finance']);
    const carol = await insertUserWithSession(t.database.db);
    const id = await usdtNotice(t, carol.token, '70', '0xstale');
    // No tick for 11 s: the crypto quote is stale (limit 10 s) and may not be dealt.
    t.clock.advanceSeconds(11);
    const confirmed = await t.call('POST', '/api/admin/deposits/confirm', {
      token: finance.token,
      body: { id },
    });
    expect(confirmed.body.data).toMatchObject({ id, status: 'confirmed' });
    expect(await balanceOf(t.database.db, carol.userId, 'coin', 'USDT')).toEqual({
      available: '70',
      locked: '0',
    });
    expect(await coinLog(t, carol.token)).toEqual(['USDT available 70 deposit']);
  });

  it('a USDT withdrawal buys what the USDT balance lacks with USD at the ask', async () => {
    const t = await createTestApp({ config: CONFIG });
    const deps = fundingDeps(t.database.db, t.clock.now, { coins: t.app.spot.coins });
    const bob = await insertUserWithSession(t.database.db);
    await setFundPassword(t.database.db, bob.userId);
    await creditDeposit(t.database.db, {
      userId: bob.userId,
      currency: 'USD',
      amount: '100',
      idempotencyKey: 'test-usd:bob',
    });
    await creditDeposit(t.database.db, {
      userId: bob.userId,
      currency: 'USDT',
      amount: '5',
      idempotencyKey: 'test-usdt:bob',
    });
    const wallet = await addWallet(deps, bob.userId, { chain: 'trc20', address: TRON_ADDRESS });
    // Usable now without moving the clock: the simulated feed's quote stays live (crypto: 10 s).
    await skipDelay(t.database.db, wallet.id, t.clock.now());

    // Offered: the 5 USDT held plus what 100 USD buys at 1.0001, truncated to cents (99.99).
    const offered = await withdrawalCurrencies(deps, bob.userId);
    expect(
      offered.list.find((row) => row.currency === 'USDT' && row.method === 'trc20'),
    ).toMatchObject({ withdrawable: '104.99' });

    const asked = await addWithdrawal(deps, bob.userId, withdrawalRequest(wallet.id, '25'));
    expect(asked).toMatchObject({ currency: 'USDT', amount: '25', status: 'pending' });
    // 20 USDT bought for 20 × 1.0001 = 20.002 USD; the 25 locked for the withdrawal.
    expect(await balanceOf(t.database.db, bob.userId, 'coin', 'USD')).toEqual({
      available: '79.998',
      locked: '0',
    });
    expect(await balanceOf(t.database.db, bob.userId, 'coin', 'USDT')).toEqual({
      available: '0',
      locked: '25',
    });

    // More than USD and USDT together: refused, nothing bought or locked.
    await expect(
      addWithdrawal(deps, bob.userId, withdrawalRequest(wallet.id, '80')),
    ).rejects.toMatchObject({ reason: 'WITHDRAWABLE_INSUFFICIENT' });
    expect(await balanceOf(t.database.db, bob.userId, 'coin', 'USD')).toEqual({
      available: '79.998',
      locked: '0',
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
