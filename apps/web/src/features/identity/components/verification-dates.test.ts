import { describe, expect, it } from 'vitest';
import { birthDateBounds, localDate } from './verification-dates';

describe('birthDateBounds (18 or older, from 1900)', () => {
  it.each([
    [new Date(2026, 10, 23), '2008-11-23'],
    [new Date(2028, 1, 29), '2010-02-28'],
    [new Date(2026, 0, 1), '2008-01-01'],
  ])('on %s the latest birth date is %s', (today, latest) => {
    expect(birthDateBounds(today)).toEqual({ min: '1900-01-01', max: latest });
  });

  it('writes the device date as YYYY-MM-DD', () => {
    expect(localDate(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-05');
  });
});
