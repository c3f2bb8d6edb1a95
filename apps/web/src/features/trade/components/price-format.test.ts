import { describe, expect, it } from 'vitest';
import { formatPriceAt } from './price-format';

describe('formatPriceAt', () => {
  it.each([
    ['95000.1', 2, '95,000.10'],
    ['65000', 2, '65,000.00'],
    ['1.16', 5, '1.16000'],
    ['53040.50', 2, '53,040.50'],
    ['0.19997', 5, '0.19997'],
    [null, 2, '--'],
    ['', 2, '--'],
    ['abc', 2, '--'],
  ] as const)('%s at %i decimals → %s', (value, precision, shown) => {
    expect(formatPriceAt(value, precision)).toBe(shown);
  });
});
