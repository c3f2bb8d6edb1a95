import { describe, expect, it } from 'vitest';
import { isStoppedOutAtOnce } from './stop-out-price';
import { d } from './test-fixtures';

describe('isStoppedOutAtOnce (an estimate at or beyond the open price on the losing side)', () => {
  it.each([
    // side, open price, estimated stop-out price → stopped out at once
    ['long', '95028.00', '99827.71', true],
    ['long', '95028.00', '95028.00', true],
    ['long', '95028.00', '95027.99', false],
    ['long', '95028.00', '53010.50', false],
    ['short', '60000.00', '53010.50', true],
    ['short', '60000.00', '60000.00', true],
    ['short', '60000.00', '60000.01', false],
    ['short', '60000.00', '63500.00', false],
  ] as const)('%s opened at %s, estimate %s → %s', (side, open, estimate, expected) => {
    expect(isStoppedOutAtOnce({ side, openPrice: d(open), stopOutPrice: d(estimate) })).toBe(
      expected,
    );
  });

  it.each(['long', 'short'] as const)('is false for a %s without an estimate (null)', (side) => {
    expect(isStoppedOutAtOnce({ side, openPrice: d('60000.00'), stopOutPrice: null })).toBe(false);
  });
});
