import { describe, expect, it } from 'vitest';
import { mergeByTime } from '../index';

const c = (time: number, close: string) => ({ time, close });

describe('mergeByTime', () => {
  const base = [c(60_000, '1'), c(120_000, '2'), c(180_000, '3')];

  it('replaces the forming point and appends the next one', () => {
    expect(mergeByTime(base, [c(180_000, '3.5'), c(240_000, '4')], 60_000)).toEqual({
      series: [c(60_000, '1'), c(120_000, '2'), c(180_000, '3.5'), c(240_000, '4')],
      gap: false,
    });
  });

  it('accepts incoming points in any order and replaces an older one in place', () => {
    expect(mergeByTime(base, [c(240_000, '4'), c(120_000, '2.2')]).series).toEqual([
      c(60_000, '1'),
      c(120_000, '2.2'),
      c(180_000, '3'),
      c(240_000, '4'),
    ]);
  });

  it('drops points before the first and points between existing times', () => {
    expect(mergeByTime(base, [c(0, '0'), c(90_000, '1.5')]).series).toEqual(base);
  });

  it('reports a gap when a point is more than one step after the last', () => {
    expect(mergeByTime(base, [c(300_000, '5')], 60_000)).toEqual({
      series: [...base, c(300_000, '5')],
      gap: true,
    });
    expect(mergeByTime(base, [c(300_000, '5')]).gap).toBe(false);
  });

  it('starts an empty series and leaves the input untouched', () => {
    const input = [c(60_000, '1')];
    expect(mergeByTime([], [c(120_000, '2'), c(60_000, '1')], 60_000)).toEqual({
      series: [c(60_000, '1'), c(120_000, '2')],
      gap: false,
    });
    expect(mergeByTime(input, [c(60_000, '9')]).series).toEqual([c(60_000, '9')]);
    expect(input).toEqual([c(60_000, '1')]);
  });
});
