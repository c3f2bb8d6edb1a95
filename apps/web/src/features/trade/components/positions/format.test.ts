import { describe, expect, it } from 'vitest';
import {
  formatMarginLevel,
  formatProfitRate,
  formatSignedAccountAmount,
  formatSignedMoney,
} from './format';

describe('positions display', () => {
  it.each([
    ['4.9', '+4.90'],
    ['-0.5', '-0.5000'],
    ['0.00001', '0.0000'],
    ['0', '0.00'],
    ['-1234.567', '-1,234.56'],
  ])('signed money %s → %s', (value, shown) => {
    expect(formatSignedMoney(value)).toBe(shown);
  });

  it('signed money of an unknown P/L is "--"', () => {
    expect(formatSignedMoney(null)).toBe('--');
  });

  it.each([
    ['4.9', '+4.90'],
    ['0.004', '0.00'],
    ['-12.345', '-12.34'],
  ])('signed account figure %s → %s', (value, shown) => {
    expect(formatSignedAccountAmount(value)).toBe(shown);
  });

  it.each([
    ['174.3041993', '174.30%'],
    ['50.00009999', '50.00%'],
    ['-16.67', '-16.67%'],
    [null, '--'],
  ])('margin level %s → %s (truncated)', (value, shown) => {
    expect(formatMarginLevel(value)).toBe(shown);
  });

  it.each([
    ['8.17', '+8.17%'],
    ['16.5', '+16.50%'],
    ['-3', '-3.00%'],
    ['0', '0.00%'],
    [null, '--'],
  ])('profit rate %s → %s', (value, shown) => {
    expect(formatProfitRate(value)).toBe(shown);
  });
});
