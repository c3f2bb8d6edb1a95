import { describe, expect, it } from 'vitest';
import { formatInstantIn } from './times';

describe('formatInstantIn: one layout, the zone always named', () => {
  it.each([
    ['2026-11-22T01:02:03.456Z', 'en', 'UTC', '2026-11-22 01:02:03 UTC'],
    ['2026-11-22T10:00:30.000Z', 'en', 'UTC', '2026-11-22 10:00:30 UTC'],
    ['2026-11-22T10:00:30.000Z', 'de', 'UTC', '2026-11-22 10:00:30 UTC'],
    ['2026-11-22T23:30:00.000Z', 'en', 'Europe/Berlin', '2026-11-23 00:30:00 GMT+1'],
    ['2026-11-22T23:30:00.000Z', 'de', 'Europe/Berlin', '2026-11-23 00:30:00 MEZ'],
    ['2026-07-01T12:00:00.000Z', 'de', 'Europe/Berlin', '2026-07-01 14:00:00 MESZ'],
    ['2026-11-22T01:02:03.000Z', 'ja', 'Asia/Tokyo', '2026-11-22 10:02:03 JST'],
    ['2026-11-22T01:02:03.000Z', 'en', 'America/New_York', '2026-11-21 20:02:03 EST'],
  ])('%s in %s, %s → %s', (iso, language, zone, expected) => {
    expect(formatInstantIn(iso, language, zone)).toBe(expected);
  });

  it.each([null, undefined, '', 'not a time'])('%s → "--"', (value) => {
    expect(formatInstantIn(value, 'en', 'UTC')).toBe('--');
  });
});
