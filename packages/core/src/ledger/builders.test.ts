import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money';
import { userAccount } from './accounts';
import { computeDeposit, computeLock, computeUnlock } from './builders';
import { validateJournalEntry } from './journal';

function summary(entry: {
  postings: {
    account: { owner: string };
    bucket: string;
    amount: { toFixed(): string };
    kind: string;
  }[];
}) {
  return entry.postings.map((p) => [p.account.owner, p.bucket, p.amount.toFixed(), p.kind]);
}

describe('computeDeposit', () => {
  it('credits the user coin account from the world account', () => {
    const result = computeDeposit({
      userId: 'u1',
      currency: 'USD',
      amount: '10000',
      kind: 'demo_credit',
      reference: 'demo',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(summary(result.value)).toEqual([
      ['user', 'available', '10000', 'demo_credit'],
      ['system', 'available', '-10000', 'demo_credit'],
    ]);
    expect(result.value.postings[1]?.account).toEqual({
      owner: 'system',
      code: 'world',
      currency: 'USD',
      shard: 0,
    });
    expect(validateJournalEntry(result.value).ok).toBe(true);
  });

  it.each([
    ['0', 'not_positive'],
    ['-5', 'not_positive'],
    ['1.123456789', 'more_than_8_decimals'],
    ['1e3', 'not_decimal'],
    ['1' + '0'.repeat(27), 'too_large'],
  ])('refuses amount %s (%s)', (amount, why) => {
    expect(
      computeDeposit({ userId: 'u1', currency: 'USD', amount, kind: 'deposit', reference: null }),
    ).toEqual({ ok: false, issues: [{ code: 'AMOUNT_INVALID', details: { why } }] });
  });

  it('refuses a malformed currency', () => {
    expect(
      computeDeposit({
        userId: 'u1',
        currency: 'US D',
        amount: '1',
        kind: 'deposit',
        reference: null,
      }),
    ).toMatchObject({ ok: false, issues: [{ code: 'CURRENCY_INVALID' }] });
  });
});

describe('computeLock / computeUnlock', () => {
  const account = userAccount('u1', 'contract', 'USD');
  it('lock moves available to locked on the same account', () => {
    const result = computeLock({ account, amount: '12.5', reference: 'order-1' });
    expect(result.ok && summary(result.value)).toEqual([
      ['user', 'available', '-12.5', 'lock'],
      ['user', 'locked', '12.5', 'lock'],
    ]);
  });
  it('unlock moves it back', () => {
    const result = computeUnlock({ account, amount: '12.5', reference: 'order-1' });
    expect(result.ok && summary(result.value)).toEqual([
      ['user', 'available', '12.5', 'unlock'],
      ['user', 'locked', '-12.5', 'unlock'],
    ]);
    if (result.ok) expect(toDecimalString(result.value.postings[0]!.amount)).toBe('12.5');
  });
});
