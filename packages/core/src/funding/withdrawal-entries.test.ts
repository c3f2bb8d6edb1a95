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
    if (!applied.ok) throw new Error(applied.issues[0].code);
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
    expect(applied.ok ? 'ok' : applied.issues[0].code).toBe('INSUFFICIENT_BALANCE');
  });
});

describe('withdrawal entries, posting by posting', () => {
  const rows = (entry: ReturnType<typeof withdrawalLockEntry>) => [
    entry.kind,
    entry.reference,
    ...entry.postings.map((p) => [accountKey(p.account), p.bucket, p.amount.toFixed(), p.kind]),
  ];

  it.each([
    [
      'a lock moves 30 USDT from available to locked',
      withdrawalLockEntry(money),
      [
        'withdrawal_lock',
        'withdrawal:7',
        ['user:u1:coin:USDT', 'available', '-30', 'lock'],
        ['user:u1:coin:USDT', 'locked', '30', 'lock'],
      ],
    ],
    [
      'a release moves 30 USDT back from locked to available',
      withdrawalReleaseEntry(money),
      [
        'withdrawal_unlock',
        'withdrawal:7',
        ['user:u1:coin:USDT', 'available', '30', 'unlock'],
        ['user:u1:coin:USDT', 'locked', '-30', 'unlock'],
      ],
    ],
    [
      "a payout of 30 with a fee of 1.5 sends 28.5 to the world and 1.5 to the user's fees shard",
      withdrawalPayoutEntry({ ...money, fee: new Decimal('1.5') }),
      [
        'withdrawal_payout',
        'withdrawal:7',
        ['user:u1:coin:USDT', 'locked', '-28.5', 'withdrawal'],
        ['system:world:USDT', 'available', '28.5', 'withdrawal'],
        ['user:u1:coin:USDT', 'locked', '-1.5', 'fee'],
        ['system:fees/51:USDT', 'available', '1.5', 'fee'],
      ],
    ],
  ])('%s', (_case, entry, expected) => {
    expect(rows(entry)).toEqual(expected);
  });
});
