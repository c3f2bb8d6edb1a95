import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../money';
import {
  fourEyesThresholdOf,
  withdrawalApprovalState,
  withdrawalApprovalsRequired,
  withdrawalUsdEquivalent,
} from './four-eyes';

const threshold = parseDecimal('10000');

describe('withdrawalApprovalState', () => {
  it.each([
    // usd amount, approvals so far (with this one), state
    ['9999.99999999', 1, 'approved'],
    // Boundary: exactly the threshold is not above it, so one approval suffices.
    ['10000', 1, 'approved'],
    ['10000.00000001', 1, 'needs_second_approval'],
    ['10000.00000001', 2, 'approved'],
    ['250000', 1, 'needs_second_approval'],
    ['250000', 2, 'approved'],
    ['0.01', 1, 'approved'],
  ] as const)('%s USD after %i approval(s) → %s', (amount, approvals, state) => {
    expect(withdrawalApprovalState({ usdAmount: parseDecimal(amount), threshold, approvals })).toBe(
      state,
    );
  });

  it('needs two approvals when the amount has no USD equivalent', () => {
    expect(withdrawalApprovalState({ usdAmount: null, threshold, approvals: 1 })).toBe(
      'needs_second_approval',
    );
    expect(withdrawalApprovalState({ usdAmount: null, threshold, approvals: 2 })).toBe('approved');
  });

  it.each([
    // fixed when requested, usd amount, approvals, state: the threshold now does not matter
    [1, '250000', 1, 'approved'],
    [2, '0.01', 1, 'needs_second_approval'],
    [2, '0.01', 2, 'approved'],
    [null, '250000', 1, 'needs_second_approval'],
  ] as const)(
    'fixed at %s, %s USD after %i approval(s) → %s',
    (fixed, amount, approvals, state) => {
      expect(
        withdrawalApprovalState({
          usdAmount: parseDecimal(amount),
          threshold,
          approvals,
          fixedRequired: fixed,
        }),
      ).toBe(state);
    },
  );

  it('with a threshold of 0 every positive amount needs two', () => {
    const zero = parseDecimal('0');
    expect(withdrawalApprovalsRequired(parseDecimal('0.00000001'), zero)).toBe(2);
    expect(withdrawalApprovalsRequired(parseDecimal('0'), zero)).toBe(1);
  });
});

describe('withdrawalUsdEquivalent', () => {
  it('counts USD and dollar stablecoins at par, whatever the case', () => {
    expect(withdrawalUsdEquivalent('USDT', parseDecimal('12.5'))?.toFixed()).toBe('12.5');
    expect(withdrawalUsdEquivalent('usd', parseDecimal('3'))?.toFixed()).toBe('3');
    expect(withdrawalUsdEquivalent('USDC', parseDecimal('7.25'))?.toFixed()).toBe('7.25');
  });

  it('has none for other currencies', () => {
    expect(withdrawalUsdEquivalent('EUR', parseDecimal('1'))).toBeNull();
    expect(withdrawalUsdEquivalent('JPY', parseDecimal('1000000'))).toBeNull();
  });
});

describe('fourEyesThresholdOf', () => {
  it('reads a stored decimal string', () => {
    expect(fourEyesThresholdOf('2500.5').toFixed()).toBe('2500.5');
    expect(fourEyesThresholdOf('0').toFixed()).toBe('0');
  });

  it('falls back to 10000 for a missing, malformed or negative value', () => {
    for (const stored of [null, undefined, 5000, 'abc', '1e5', '-1']) {
      expect(fourEyesThresholdOf(stored).toFixed()).toBe('10000');
    }
  });
});

describe('withdrawalUsdEquivalent of a currency typed with spaces', () => {
  it('counts " usdt " at par', () => {
    expect(withdrawalUsdEquivalent(' usdt ', parseDecimal('12.5'))?.toFixed()).toBe('12.5');
  });
});
