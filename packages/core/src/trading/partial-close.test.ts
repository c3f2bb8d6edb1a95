import { describe, expect, it } from 'vitest';
import { toDecimalString as s } from '../money';
import { splitPosition, validateCloseLots } from './partial-close';
import { d } from './test-fixtures';

describe('validateCloseLots: whole lots, 1 … the lots still open', () => {
  it.each([
    ['1 of 3 closes one lot', '1', 3, { ok: true, value: 1 }],
    ['3 of 3 closes it all', 3, 3, { ok: true, value: 3 }],
    [
      '4 of 3 is more than it holds',
      '4',
      3,
      { ok: false, issues: [{ code: 'LOTS_ABOVE_MAXIMUM', details: { maximum: '3' } }] },
    ],
    ['0 is no close', '0', 3, { ok: false, issues: [{ code: 'LOTS_NOT_POSITIVE_INTEGER' }] }],
    [
      '1.5 is not on the step',
      '1.5',
      3,
      { ok: false, issues: [{ code: 'LOTS_NOT_POSITIVE_INTEGER' }] },
    ],
    ['-1 is negative', '-1', 3, { ok: false, issues: [{ code: 'LOTS_NOT_POSITIVE_INTEGER' }] }],
    ['a word is not a number', 'half', 3, { ok: false, issues: [{ code: 'LOTS_INVALID' }] }],
  ])('%s', (_case, value, openLots, expected) => {
    expect(validateCloseLots(value, openLots)).toEqual(expected);
  });
});

describe('splitPosition: margin and open fee pro rata, roundHalfEven8, the rest keeps the remainder', () => {
  it.each([
    // lots, margin, open fee, closed lots → closed [lots, margin, fee], rest [lots, margin, fee]
    [
      '1 of 3 at 180 / 0.9 is a third exactly',
      3,
      '180',
      '0.9',
      1,
      [1, '60', '0.3'],
      [2, '120', '0.6'],
    ],
    [
      '1 of 3 at 100 / 0.1 rounds the third down at the 8th place',
      3,
      '100',
      '0.1',
      1,
      [1, '33.33333333', '0.03333333'],
      [2, '66.66666667', '0.06666667'],
    ],
    [
      '2 of 3 at 100 / 0.1 rounds two thirds up at the 8th place',
      3,
      '100',
      '0.1',
      2,
      [2, '66.66666667', '0.06666667'],
      [1, '33.33333333', '0.03333333'],
    ],
    [
      'a half on an odd last unit rounds to even (0.000000015 → 0.00000002)',
      2,
      '0.00000003',
      '0.00000001',
      1,
      [1, '0.00000002', '0'],
      [1, '0.00000001', '0.00000001'],
    ],
  ])('%s', (_case, lots, margin, openFee, closeLots, closed, rest) => {
    const split = splitPosition({ lots, margin: d(margin), openFee: d(openFee) }, closeLots);
    if (!split.ok) throw new Error(split.issues[0].code);
    const shown = (p: {
      lots: number;
      margin: ReturnType<typeof d>;
      openFee: ReturnType<typeof d>;
    }) => [p.lots, s(p.margin), s(p.openFee)];
    expect(shown(split.value.closed)).toEqual(closed);
    expect(shown(split.value.rest)).toEqual(rest);
    // The parts add up to the whole, exactly.
    expect(s(split.value.closed.margin.plus(split.value.rest.margin))).toBe(s(d(margin)));
    expect(s(split.value.closed.openFee.plus(split.value.rest.openFee))).toBe(s(d(openFee)));
  });

  it('refuses a part whose margin rounds to zero (0.000000005 → 0)', () => {
    expect(splitPosition({ lots: 2, margin: d('0.00000001'), openFee: d('0') }, 1)).toEqual({
      ok: false,
      issues: [{ code: 'POSITION_PART_TOO_SMALL', details: { lots: '1' } }],
    });
  });

  it.each([0, 3, 4, 1.5])(
    'throws on %s of 3 lots (not a part: validate first, all is a full close)',
    (lots) => {
      expect(() => splitPosition({ lots: 3, margin: d('180'), openFee: d('0.9') }, lots)).toThrow(
        RangeError,
      );
    },
  );
});
