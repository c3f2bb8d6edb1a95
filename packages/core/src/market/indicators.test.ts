import { describe, expect, it } from 'vitest';
import { DEFAULT_MA_PERIODS, computeLatestMovingAverage, computeMovingAverage } from '../index';

describe('computeMovingAverage', () => {
  it.each<[string, string[], number, number, (string | null)[]]>([
    ['period 2, 1 place', ['1', '2', '3', '4'], 2, 1, [null, '1.5', '2.5', '3.5']],
    ['period 1 is the values at the precision', ['1.005', '2'], 1, 2, ['1.00', '2.00']],
    ['period equal to the length', ['10', '20', '30'], 3, 2, [null, null, '20.00']],
    ['period longer than the data', ['10', '20'], 5, 2, [null, null]],
    ['no data', [], 5, 2, []],
    // (95000.10 + 95000.15 + 95000.20) / 3 = 95000.15; the window then slides.
    [
      'prices at precision 2, period 3',
      ['95000.10', '95000.15', '95000.20', '95001.00', '94999.00'],
      3,
      2,
      [null, null, '95000.15', '95000.45', '95000.07'],
    ],
    // 0.5 + 0.5 + 0.6 = 1.6 / 3 = 0.5333… → 0.53; 1.65/3 = 0.55.
    ['rounds to the places', ['0.5', '0.5', '0.6', '0.55'], 3, 2, [null, null, '0.53', '0.55']],
    // Half-even ties: 0.125 → 0.12, 0.135 → 0.14.
    ['ties go to even', ['0.1', '0.15', '0.12', '0.15'], 2, 3, [null, '0.125', '0.135', '0.135']],
    [
      'ties go to even at 2 places',
      ['0.1', '0.15', '0.12', '0.15'],
      2,
      2,
      [null, '0.12', '0.14', '0.14'],
    ],
    ['negative values', ['-1', '-2', '3'], 2, 1, [null, '-1.5', '0.5']],
    ['whole-number precision', ['6599', '6601', '6604'], 2, 0, [null, '6600', '6602']],
  ])('%s', (_name, values, period, places, expected) => {
    expect(computeMovingAverage(values, period, places)).toEqual(expected);
  });

  it('MA5, MA10 and MA30 of 1 … 40 end at 38, 35.5 and 25.5', () => {
    const closes = Array.from({ length: 40 }, (_, i) => String(i + 1));
    const [ma5, ma10, ma30] = DEFAULT_MA_PERIODS.map((period) =>
      computeMovingAverage(closes, period, 1),
    );
    expect(DEFAULT_MA_PERIODS).toEqual([5, 10, 30]);
    expect(ma5?.at(-1)).toBe('38.0');
    expect(ma10?.at(-1)).toBe('35.5');
    expect(ma30?.at(-1)).toBe('25.5');
    expect(ma5?.filter((value) => value === null)).toHaveLength(4);
    expect(ma30?.filter((value) => value === null)).toHaveLength(29);
    expect(ma30?.[29]).toBe('15.5');
  });

  it('refuses a period that is not a positive integer and bad places', () => {
    expect(() => computeMovingAverage(['1'], 0, 2)).toThrow(RangeError);
    expect(() => computeMovingAverage(['1'], 2.5, 2)).toThrow(RangeError);
    expect(() => computeMovingAverage(['1'], 2, -1)).toThrow(RangeError);
    expect(() => computeMovingAverage(['x'], 1, 2)).toThrow(RangeError);
  });
});

describe('computeLatestMovingAverage', () => {
  it.each<[string[], number, number, string | null]>([
    [['1', '2', '3', '4'], 2, 1, '3.5'],
    [['1', '2', '3', '4'], 4, 2, '2.50'],
    [['1', '2', '3', '4'], 5, 2, null],
    [['95000.10', '95000.15', '95000.20', '95001.00', '94999.00'], 3, 2, '95000.07'],
    [['0.1', '0.15', '0.12', '0.15'], 2, 3, '0.135'],
  ])('%j period %i → %s', (values, period, places, expected) => {
    expect(computeLatestMovingAverage(values, period, places)).toBe(expected);
  });

  it('equals the last entry of the full series', () => {
    const closes = ['3.1', '2.7', '9.4', '5.5', '6.25', '1.05', '8.8'];
    for (const period of [1, 2, 3, 7]) {
      expect(computeLatestMovingAverage(closes, period, 3)).toBe(
        computeMovingAverage(closes, period, 3).at(-1),
      );
    }
  });
});
