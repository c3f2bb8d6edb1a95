import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { applyPostings, validateJournalEntry } from '../ledger/journal';
import { accountKey, userAccount } from '../ledger/accounts';
import {
  withdrawalLockEntry,
  withdrawalPayoutEntry,
  withdrawalReleaseEntry,
} from './withdrawal-entries';

const money = {
  userId: 'u1',
  currency: 'USDT',
  amount: new Decimal('30'),
  reference: 'withdrawal:7',
};
const coin = accountKey(userAccount('u1', 'coin', 'USDT'));

function balancesAfter(entries: ReturnType<typeof withdrawalLockEntry>[]) {
  let balances = new Map([[coin, { available: new Decimal('50'), locked: new Decimal('0') }]]);
  for (const entry of entries) {
    expect(validateJournalEntry(entry).ok).toBe(true);
    const applied = applyPostings(balances, entry.postings);
    if (!applied.ok) throw new Error(applied.error.code);
    balances = applied.value;
  }
  const own = balances.get(coin)!;
  return [own.available.toFixed(), own.locked.toFixed()];
}

describe('withdrawal entries', () => {
  it('locks the gross amount, and a release gives it all back', () => {
    expect(balancesAfter([withdrawalLockEntry(money)])).toEqual(['20', '30']);
    expect(balancesAfter([withdrawalLockEntry(money), withdrawalReleaseEntry(money)])).toEqual([
      '50',
      '0',
    ]);
  });

  it('pays out net to the world and the fee to the fees account, emptying the lock', () => {
    const payout = withdrawalPayoutEntry({ ...money, fee: new Decimal('1.5') });
    expect(balancesAfter([withdrawalLockEntry(money), payout])).toEqual(['20', '0']);
    expect(payout.postings.map((p) => [p.account.owner, p.bucket, p.amount.toFixed()])).toEqual([
      ['user', 'locked', '-28.5'],
      ['system', 'available', '28.5'],
      ['user', 'locked', '-1.5'],
      ['system', 'available', '1.5'],
    ]);
  });

  it('has no fee postings when the fee is zero', () => {
    expect(withdrawalPayoutEntry({ ...money, fee: new Decimal(0) }).postings).toHaveLength(2);
  });

  it('cannot lock more than is available', () => {
    const big = withdrawalLockEntry({ ...money, amount: new Decimal('50.00000001') });
    const applied = applyPostings(
      new Map([[coin, { available: new Decimal('50'), locked: new Decimal('0') }]]),
      big.postings,
    );
    expect(applied.ok ? 'ok' : applied.error.code).toBe('INSUFFICIENT_BALANCE');
  });
});
