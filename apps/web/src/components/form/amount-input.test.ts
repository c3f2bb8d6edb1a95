import { describe, expect, it } from 'vitest';
import { readAmountInput } from './amount-input';

describe('readAmountInput', () => {
  it('keeps decimal strings exactly as typed, "," read as "."', () => {
    expect(readAmountInput('0.10000000', 8)).toBe('0.10000000');
    expect(readAmountInput('12,5')).toBe('12.5');
    expect(readAmountInput('.5')).toBe('.5');
    expect(readAmountInput('7.')).toBe('7.');
    expect(readAmountInput('')).toBe('');
    // Far beyond a float's 15–17 significant digits: unchanged.
    expect(readAmountInput('123456789012345678.12345678', 8)).toBe('123456789012345678.12345678');
  });

  it('refuses signs, exponents, letters, a second point and decimals beyond the scale', () => {
    expect(
      ['-1', '+1', '1e5', '1a', '1.2.3', '1 000', '0.123456789'].map((typed) =>
        readAmountInput(typed, 8),
      ),
    ).toEqual([null, null, null, null, null, null, null]);
    expect(readAmountInput('0.123456789')).toBe('0.123456789');
  });
});
