import { describe, expect, it } from 'vitest';
import { compareDecimalStrings } from './index';

describe('compareDecimalStrings', () => {
  it.each<[string, string, -1 | 0 | 1]>([
    ['94998.37', '94998.36', 1],
    ['94998.36', '94998.37', -1],
    ['94998.37', '94998.37', 0],
    ['1.5', '1.50', 0],
    ['1.05', '1.5', -1],
    ['10', '9.99', 1],
    ['0.00009', '0.0001', -1],
    ['007.5', '7.50', 0],
    ['-1.25', '-1.3', 1],
    ['-1.25', '0.01', -1],
    ['0.01', '-5', 1],
    ['-0', '0', 0],
    ['-0.00', '0', 0],
    ['-2', '-10', 1],
    ['100000', '99999.999', 1],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareDecimalStrings(a, b)).toBe(expected);
  });

  it('refuses what is not a plain decimal string', () => {
    expect(() => compareDecimalStrings('1e3', '1')).toThrow(RangeError);
    expect(() => compareDecimalStrings('1', '')).toThrow(RangeError);
    expect(() => compareDecimalStrings('+1', '1')).toThrow(RangeError);
  });
});
