import { describe, expect, it } from 'vitest';
import {
  formatAccountAmount,
  formatMoney,
  isDecimalString,
  parseDecimal,
  roundHalfEven8,
  toDecimalString,
  truncateTo,
  tryParseDecimal,
} from './index';

describe('formatMoney (product.md §12.1)', () => {
  it.each([
    [undefined, '0.00'],
    [null, '0.00'],
    ['', '0.00'],
    ['0', '0.00'],
    ['0.0000', '0.00'],
    ['-0', '0.00'],
    ['abc', '0.00'],
    ['0.99999', '0.9999'],
    ['0.5', '0.5000'],
    ['0.00001', '0.0000'],
    ['-0.12345', '-0.1234'],
    ['1', '1.00'],
    ['999.999', '999.99'],
    ['1000', '1,000.00'],
    ['1234567.891', '1,234,567.89'],
    ['-1234567.891', '-1,234,567.89'],
    ['-1.999', '-1.99'],
    ['123456789012345.678', '123,456,789,012,345.67'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoney(input, 'en')).toBe(expected);
  });

  it('accepts a Decimal', () => {
    expect(formatMoney(parseDecimal('2500.129'), 'en')).toBe('2,500.12');
  });
});

describe('formatAccountAmount (2 decimals, truncated)', () => {
  it.each([
    [undefined, '0.00'],
    ['', '0.00'],
    ['0', '0.00'],
    ['0.99999', '0.99'],
    ['999.999', '999.99'],
    ['1234567.891', '1,234,567.89'],
    ['-0.004', '0.00'],
    ['-12.349', '-12.34'],
  ])('%s → %s', (input, expected) => {
    expect(formatAccountAmount(input, 'en')).toBe(expected);
  });
});

describe('parsing', () => {
  it.each(['0', '-1', '1.5', '00012.3400', '123456789.12345678'])('accepts %s', (s) => {
    expect(isDecimalString(s)).toBe(true);
  });
  it.each(['', ' 1', '1e5', '+1', '1.', '.5', 'NaN', 'Infinity', '1,000', '0x10'])(
    'rejects %j',
    (s) => {
      expect(isDecimalString(s)).toBe(false);
      expect(tryParseDecimal(s)).toBeNull();
    },
  );
  it('parseDecimal throws on bad input', () => {
    expect(() => parseDecimal('1e3')).toThrow(RangeError);
  });
  it('keeps exact decimal arithmetic (0.1 + 0.2 = 0.3)', () => {
    expect(toDecimalString(parseDecimal('0.1').plus('0.2'))).toBe('0.3');
  });
  it('writes canonical strings without exponent', () => {
    expect(toDecimalString(parseDecimal('0.00000001'))).toBe('0.00000001');
    expect(toDecimalString(parseDecimal('-0.000'))).toBe('0');
    expect(toDecimalString(parseDecimal('1000000000000000000000'))).toBe('1000000000000000000000');
  });
});

describe('named rounding', () => {
  it.each([
    ['0.123456785', '0.12345678'],
    ['0.123456775', '0.12345678'],
    ['0.123456795', '0.1234568'],
    ['-0.123456785', '-0.12345678'],
    ['2.5', '2.5'],
  ])('roundHalfEven8(%s) = %s', (input, expected) => {
    expect(toDecimalString(roundHalfEven8(input))).toBe(expected);
  });
  it.each([
    ['1.999', 2, '1.99'],
    ['-1.999', 2, '-1.99'],
    ['0.99999', 4, '0.9999'],
  ])('truncateTo(%s, %i) = %s', (input, places, expected) => {
    expect(toDecimalString(truncateTo(input, places))).toBe(expected);
  });
});
