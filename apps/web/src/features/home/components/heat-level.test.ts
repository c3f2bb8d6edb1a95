import { describe, expect, it } from 'vitest';
import { heatOf, largestAbsPct } from './heat-level';

describe('heat-map tile colour', () => {
  it.each<[string | null, number, { trend: string; level: number }]>([
    // Crypto day, largest move 2%: levels by quarter of 2%.
    ['1.76', 2, { trend: 'rise', level: 4 }],
    ['2.00', 2, { trend: 'rise', level: 4 }],
    ['1.00', 2, { trend: 'rise', level: 2 }],
    ['0.51', 2, { trend: 'rise', level: 2 }],
    ['0.50', 2, { trend: 'rise', level: 1 }],
    ['0.02', 2, { trend: 'rise', level: 1 }],
    ['-1.06', 2, { trend: 'fall', level: 3 }],
    ['-2.00', 2, { trend: 'fall', level: 4 }],
    // Quiet forex day, largest 0.15%: the 1% floor keeps tiles pale.
    ['0.15', 0.15, { trend: 'rise', level: 1 }],
    ['-0.15', 0.15, { trend: 'fall', level: 1 }],
    ['0.30', 0.3, { trend: 'rise', level: 2 }],
    ['0.00', 2, { trend: 'flat', level: 0 }],
    ['-0.00', 2, { trend: 'flat', level: 0 }],
    [null, 2, { trend: 'flat', level: 0 }],
  ])('%s with largest %d → %j', (pct, largest, expected) => {
    expect(heatOf(pct, largest)).toEqual(expected);
  });

  it('finds the largest absolute change, ignoring unknown values', () => {
    expect(largestAbsPct(['0.76', '-1.06', null, '0.02'])).toBe(1.06);
    expect(largestAbsPct([null])).toBe(0);
    expect(largestAbsPct([])).toBe(0);
  });
});
