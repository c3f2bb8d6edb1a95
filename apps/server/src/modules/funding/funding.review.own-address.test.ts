import { describe, expect, it } from 'vitest';
import type { AdminDepositsData, AdminWithdrawalsData, DepositInfoData } from '@waihui/contracts';
import { createTestApp, insertUserWithSession } from '../../../test/fixtures';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';
import { findUserView } from '../identity';
import { creditDeposit } from '../ledger';
import { addBankCard, addWallet } from './funding.destinations.service';
import {
  FUND_PASSWORD,
  fundingDeps,
  setFundPassword,
  skipDelay,
  TRON_ADDRESS,
  userWithWallet,
  withdrawalRequest,
} from './funding.fixtures';
import { addWithdrawal } from './funding.withdrawals.service';

/*
 * The withdrawal queue as a person reads it (product.md §14): whose each request is by uid and
 * e-mail, and a warning on a payout to one of the platform's own deposit addresses (the money would
 * come straight back as somebody's deposit). Demo mode: the deposit keys are configured.
 */
const CONFIG = { DEMO_MODE: 'true', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

describe('withdrawal queue: whose it is, and payouts to the platform itself', () => {
  it('flags a withdrawal to another user’s deposit address not one to an outside wallet', async () => {
    const t = await createTestApp({ config: CONFIG });
    const deps = fundingDeps(t.database.db, t.clock.now);
    const { user, ask } = await userWithWallet(deps, t.clock);
    const outside = await ask('30');
    // Another user's own ERC-20 deposit address, as the deposit page shows it to them.
    const other = await insertUserWithSession(t.database.db);
    const info = await t.call<DepositInfoData>('GET', '/api/biaddress/get_address', {
      token: other.token,
    });
    const address = info.body.data.addresses.find((entry) => entry.chain === 'erc20')!.address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const wallet = await addWallet(deps, user.userId, {
      chain: 'erc20',
      address: address.toLowerCase(),
    });
    await skipDelay(t.database.db, wallet.id, t.clock.now());
    const circular = await addWithdrawal(deps, user.userId, withdrawalRequest(wallet.id, '25'));

    const finance = await insertOperator(t.database.db, ['finance']);
    // Demo mode: the back-office is told so, to label itself.
    const me = await t.call('GET', '/api/admin/me', { token: finance.token });
    expect(me.body.data).toMatchObject({ user_id: finance.userId, demo: true });
    const queue = await t.call<AdminWithdrawalsData>('GET', '/api/admin/withdrawals/list', {
      token: finance.token,
    });
    const owner = (await findUserView(t.database.db, user.userId))!;
    expect(
      queue.body.data.list.map((row) => [
        row.id,
        row.destination,
        row.user,
        row.to_platform_address,
      ]),
    ).toEqual([
      [outside, TRON_ADDRESS, { uid: owner.uid, contact: owner.email }, false],
      // Stored as the checksummed address, whatever case it was typed in.
      [circular.id, address, { uid: owner.uid, contact: owner.email }, true],
    ]);

    const notice = await t.call<{ id: number }>('POST', '/api/deposit/notice', {
      token: other.token,
      body: { method: 'trc20', currency: 'USDT', amount: '9000', tx_ref: '0x9000' },
    });
    const deposits = await t.call<AdminDepositsData>('GET', '/api/admin/deposits/list', {
      token: finance.token,
    });
    const depositor = (await findUserView(t.database.db, other.userId))!;
    expect(deposits.body.data.list.map((row) => [row.id, row.user])).toEqual([
      [notice.body.data.id, { uid: depositor.uid, contact: depositor.email }],
    ]);
    expect([owner.uid, depositor.uid]).toEqual([100_001, 100_002]);
  });

  it('flags a withdrawal to a card whose number is the platform’s own deposit bank account, not one to another card', async () => {
    const t = await createTestApp({ config: CONFIG });
    const deps = fundingDeps(t.database.db, t.clock.now);
    const alice = await insertUserWithSession(t.database.db);
    await setFundPassword(t.database.db, alice.userId);
    await creditDeposit(t.database.db, {
      userId: alice.userId,
      currency: 'USD',
      amount: '2000',
      idempotencyKey: 'test-usd',
    });
    const card = {
      currency: 'USD',
      holder_name: 'Alice Example',
      bank_name: 'A bank',
      branch_name: '',
      branch_number: '',
    };
    const outside = await addBankCard(deps, alice.userId, {
      ...card,
      country: 'DE',
      card_number: 'DE89 3704 0044 0532 0130 00',
    });
    // The deposit page's bank account in demo mode (GB82WEST12345698765432), typed with spaces.
    const platform = await addBankCard(deps, alice.userId, {
      ...card,
      country: 'GB',
      card_number: 'gb82 west 1234 5698 7654 32',
    });
    const asked = [];
    for (const destination of [outside, platform]) {
      await skipDelay(t.database.db, destination.id, t.clock.now());
      asked.push(
        await addWithdrawal(deps, alice.userId, {
          destination_id: destination.id,
          currency: 'USD',
          amount: '500',
          fund_password: FUND_PASSWORD,
        }),
      );
    }

    const finance = await insertOperator(t.database.db, ['finance']);
    const queue = await t.call<AdminWithdrawalsData>('GET', '/api/admin/withdrawals/list', {
      token: finance.token,
    });
    expect(
      queue.body.data.list.map((row) => [
        row.id,
        row.method,
        row.destination,
        row.to_platform_address,
      ]),
    ).toEqual([
      [asked[0]!.id, 'bank', '•••• 3000', false],
      [asked[1]!.id, 'bank', '•••• 5432', true],
    ]);
  });
});
