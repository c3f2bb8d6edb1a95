import { describe, expect, it } from 'vitest';
import { averageChangePct, computeChangePct, toDecimalString } from '../index';

describe('computeChangePct', () => {
  it.each([
    ['102.5', '100', '2.5'],
    ['99', '100', '-1'],
    ['100', '100', '0'],
    ['1.16116', '1.16000', '0.1'],
    // 1/3 % = 0.3333… → 0.33; 0.125 and 0.135 tie to even.
    ['100.333333', '100', '0.33'],
    ['100.125', '100', '0.12'],
    ['100.135', '100', '0.14'],
    ['95000', '100000', '-5'],
  ])('last %s vs previous close %s → %s%%', (last, previous, expected) => {
    expect(toDecimalString(computeChangePct(last, previous)!)).toBe(expected);
  });

  it('is null without a previous close, or with a zero one', () => {
    expect(computeChangePct('1', null)).toBeNull();
    expect(computeChangePct('1', '0')).toBeNull();
  });
});

describe('averageChangePct', () => {
  it.each([
    [['1', '2', '3'], '2'],
    [['1.25', '-0.5'], '0.38'], // 0.375 → 0.38 (half-even keeps 8)
    [['0.01', '0.02'], '0.02'], // 0.015 → 0.02
    [['-3'], '-3'],
  ])('%j → %s', (values, expected) => {
    expect(toDecimalString(averageChangePct(values)!)).toBe(expected);
  });
  it('is null for no instruments', () => {
    expect(averageChangePct([])).toBeNull();
  });
});
