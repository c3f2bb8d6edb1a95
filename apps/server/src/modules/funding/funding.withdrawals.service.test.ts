import { describe, expect, it } from 'vitest';
import { BusinessError } from '../../lib/business-error';
import { createTestDatabase, insertUserWithSession, TestClock } from '../../../test/fixtures';
import { insertOperator } from '../backoffice/backoffice.fixtures';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';
import { addWallet } from './funding.destinations.service';
import {
  EVM_ADDRESS,
  TRON_ADDRESS,
  fundingDeps,
  setFundPassword,
  userWithWallet,
  withdrawalRequest as ask,
} from './funding.fixtures';
import {
  addWithdrawal,
  approveWithdrawal,
  cancelWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
  withdrawalLog,
} from './funding.withdrawals.service';

/** A user with 100 USDT, a fund password and a TRC-20 wallet whose 60 s delay has passed. */
async function setUp(options: { verified?: boolean } = {}) {
  const { db } = await createTestDatabase();
  const clock = TestClock.at(new Date('2026-11-22T10:00:00.000Z'));
  const deps = fundingDeps(db, clock.now, { verified: async () => options.verified ?? true });
  const { user, wallet } = await userWithWallet(deps, clock);
  return { db, clock, deps, user, wallet };
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    if (error instanceof BusinessError) return error.reason;
    throw error;
  }
}

describe('addWithdrawal', () => {
  it('locks the gross amount at once and records fee and net', async () => {
    const { db, deps, user, wallet } = await setUp();
    const withdrawal = await addWithdrawal(deps, user.userId, ask(wallet.id, '30'));
    expect(withdrawal).toMatchObject({
      status: 'pending',
      method: 'trc20',
      amount: '30',
      fee: '1',
      net: '29',
      destination: TRON_ADDRESS,
    });
    expect(await balanceOf(db, user.userId, 'coin', 'USDT')).toEqual({
      available: '70',
      locked: '30',
    });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('accepts exactly one of 50 parallel withdrawals when the balance covers one', async () => {
    const { db, deps, user, wallet } = await setUp();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        reasonOf(addWithdrawal(deps, user.userId, ask(wallet.id, '60'))),
      ),
    );
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'WITHDRAWABLE_INSUFFICIENT')).toHaveLength(49);
    expect(await balanceOf(db, user.userId, 'coin', 'USDT')).toEqual({
      available: '40',
      locked: '60',
    });
    expect((await withdrawalLog(deps, user.userId, { page: 1, limit: 50 })).list).toHaveLength(1);
    expect(await auditBooks(db)).toEqual([]);
  });

  it('refuses without identity, with a wrong fund password, at or below the fee, inside the delay; nothing moves', async () => {
    const unverified = await setUp({ verified: false });
    expect(
      await reasonOf(
        addWithdrawal(unverified.deps, unverified.user.userId, ask(unverified.wallet.id, '30')),
      ),
    ).toBe('IDENTITY_VERIFICATION_REQUIRED');

    const { db, deps, user, wallet } = await setUp();
    expect(
      await reasonOf(
        addWithdrawal(deps, user.userId, ask(wallet.id, '30', { fund_password: 'nope-nope' })),
      ),
    ).toBe('FUND_PASSWORD_WRONG');
    const atFee = { fee: '1', minimum: '0' };
    const cheap = {
      ...deps,
      settings: {
        ...deps.settings,
        withdrawalFees: [{ currency: 'USDT', method: 'trc20' as const, ...atFee }],
      },
    };
    expect(await reasonOf(addWithdrawal(cheap, user.userId, ask(wallet.id, '1')))).toBe(
      'WITHDRAWAL_NOT_ABOVE_FEE',
    );
    expect(await reasonOf(addWithdrawal(cheap, user.userId, ask(wallet.id, '0.5')))).toBe(
      'WITHDRAWAL_NOT_ABOVE_FEE',
    );
    expect(await reasonOf(addWithdrawal(deps, user.userId, ask(wallet.id, '9')))).toBe(
      'WITHDRAWAL_BELOW_MINIMUM',
    );
    const fresh = await addWallet(deps, user.userId, { chain: 'erc20', address: EVM_ADDRESS });
    expect(await reasonOf(addWithdrawal(deps, user.userId, ask(fresh.id, '30')))).toBe(
      'DESTINATION_NOT_YET_USABLE',
    );
    expect(await reasonOf(addWithdrawal(deps, user.userId, ask(wallet.id, '100.00000001')))).toBe(
      'WITHDRAWABLE_INSUFFICIENT',
    );
    expect(await balanceOf(db, user.userId, 'coin', 'USDT')).toEqual({
      available: '100',
      locked: '0',
    });
    expect((await withdrawalLog(deps, user.userId, { page: 1, limit: 10 })).list).toEqual([]);
  });

  it('answers a retry with the same key with the first withdrawal', async () => {
    const { db, deps, user, wallet } = await setUp();
    const first = await addWithdrawal(
      deps,
      user.userId,
      ask(wallet.id, '30', { idempotency_key: 'k1' }),
    );
    const again = await addWithdrawal(
      deps,
      user.userId,
      ask(wallet.id, '30', { idempotency_key: 'k1' }),
    );
    expect(again.id).toBe(first.id);
    expect(await balanceOf(db, user.userId, 'coin', 'USDT')).toEqual({
      available: '70',
      locked: '30',
    });
  });

  it('does not reach another user’s wallet', async () => {
    const { db, deps, wallet } = await setUp();
    const mallory = await insertUserWithSession(db);
    await setFundPassword(db, mallory.userId);
    expect(await reasonOf(addWithdrawal(deps, mallory.userId, ask(wallet.id, '30')))).toBe(
      'DESTINATION_NOT_FOUND',
    );
  });
});

describe('after acceptance', () => {
  it('rejection returns the money, once', async () => {
    const { db, deps, user, wallet } = await setUp();
    const w = await addWithdrawal(deps, user.userId, ask(wallet.id, '30'));
    expect((await rejectWithdrawal(deps, w.id, 'name does not match')).reject_reason).toBe(
      'name does not match',
    );
    expect(await reasonOf(rejectWithdrawal(deps, w.id, 'again'))).toBe('WITHDRAWAL_STATUS_CHANGED');
    expect(await balanceOf(db, user.userId, 'coin', 'USDT')).toEqual({
      available: '100',
      locked: '0',
    });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('approved then paid: the lock leaves the books, net to the world and the fee to fees', async () => {
    const { db, deps, user, wallet } = await setUp();
    const w = await addWithdrawal(deps, user.userId, ask(wallet.id, '30'));
    expect(await reasonOf(markWithdrawalPaid(deps, w.id, '0xabc'))).toBe(
      'WITHDRAWAL_STATUS_CHANGED',
    );
    const finance = await insertOperator(db, ['finance']);
    await approveWithdrawal(deps, w.id, finance.userId);
    expect(await reasonOf(cancelWithdrawal(deps, user.userId, w.id))).toBe(
      'WITHDRAWAL_NOT_CANCELLABLE',
    );
    const paid = await markWithdrawalPaid(deps, w.id, '0xabc');
    expect([paid.status, paid.external_ref]).toEqual(['paid', '0xabc']);
    expect(await balanceOf(db, user.userId, 'coin', 'USDT')).toEqual({
      available: '70',
      locked: '0',
    });
    expect(await auditBooks(db)).toEqual([]);
  });

  it('the user cancels while pending and gets the money back; another user cannot', async () => {
    const { db, deps, user, wallet } = await setUp();
    const w = await addWithdrawal(deps, user.userId, ask(wallet.id, '30'));
    const other = await insertUserWithSession(db);
    expect(await reasonOf(cancelWithdrawal(deps, other.userId, w.id))).toBe('WITHDRAWAL_NOT_FOUND');
    expect((await cancelWithdrawal(deps, user.userId, w.id)).status).toBe('cancelled');
    expect(await balanceOf(db, user.userId, 'coin', 'USDT')).toEqual({
      available: '100',
      locked: '0',
    });
  });
});
