import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { findFeeRule, quoteWithdrawal, withdrawableBalance } from './withdrawal-amounts';

const rule = { fee: '1', minimum: '10' };

describe('quoteWithdrawal', () => {
  it('takes the fee from the amount and pays the rest', () => {
    const quote = quoteWithdrawal('25.5', rule);
    expect(quote.ok && quote.value.net.toFixed()).toBe('24.5');
    expect(quote.ok && quote.value.fee.toFixed()).toBe('1');
  });

  it('refuses an amount at or below the fee (product.md §5.8), even when no minimum applies', () => {
    expect(quoteWithdrawal('1', { fee: '1', minimum: '0' })).toMatchObject({
      ok: false,
      issues: [{ code: 'WITHDRAWAL_NOT_ABOVE_FEE', details: { fee: '1' } }],
    });
    expect(quoteWithdrawal('0.5', { fee: '1', minimum: '0' }).ok).toBe(false);
    expect(quoteWithdrawal('1.00000001', { fee: '1', minimum: '0' }).ok).toBe(true);
  });

  it('refuses below the minimum and accepts exactly the minimum', () => {
    expect(quoteWithdrawal('9.99999999', rule)).toMatchObject({
      ok: false,
      issues: [{ code: 'WITHDRAWAL_BELOW_MINIMUM', details: { minimum: '10' } }],
    });
    expect(quoteWithdrawal('10', rule).ok).toBe(true);
  });

  it.each(['', 'abc', '0', '-5', '1e3', '1.123456789'])('refuses %j as an amount', (text) => {
    expect(quoteWithdrawal(text, rule)).toMatchObject({
      ok: false,
      issues: [{ code: 'AMOUNT_INVALID' }],
    });
  });
});

describe('findFeeRule and withdrawableBalance', () => {
  it('finds the rule of a currency and method only', () => {
    const rules = [{ currency: 'USDT', method: 'trc20' as const, fee: '1', minimum: '10' }];
    expect(findFeeRule(rules, 'USDT', 'trc20')?.fee).toBe('1');
    expect(findFeeRule(rules, 'USDT', 'erc20')).toBeNull();
  });

  it('is the available balance, never below zero', () => {
    expect(withdrawableBalance(new Decimal('12.5')).toFixed()).toBe('12.5');
    expect(withdrawableBalance(new Decimal('-3')).toFixed()).toBe('0');
  });
});

describe('withdrawal fee rules', () => {
  it.each([
    ['a fee that is not decimal', { fee: 'one', minimum: '10' }],
    ['a minimum that is not decimal', { fee: '1', minimum: 'ten' }],
  ])('refuse to quote with %s (settings are broken, not the user)', (_case, broken) => {
    expect(() => quoteWithdrawal('25', broken)).toThrow('withdrawal fee rule is not decimal');
  });

  it('finds the rule of the currency and the method, not of the currency alone', () => {
    const rules = [
      { currency: 'USDT', method: 'erc20', fee: '1', minimum: '10' },
      { currency: 'USDT', method: 'trc20', fee: '2', minimum: '20' },
    ] as const;
    expect(findFeeRule(rules, 'USDT', 'trc20')?.fee).toBe('2');
    expect(findFeeRule(rules, 'USDT', 'bank')).toBeNull();
    expect(findFeeRule(rules, 'USDC', 'erc20')).toBeNull();
  });
});
