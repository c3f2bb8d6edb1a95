import { describe, expect, it } from 'vitest';
import { bucketStart, CANDLE_INTERVALS, INTERVAL_MS, nextBucketStart } from './index';

const t = (iso: string) => Date.parse(iso);

describe('bucketStart', () => {
  it.each([
    ['1m', '2026-11-22T10:07:59.999Z', '2026-11-22T10:07:00.000Z'],
    ['1m', '2026-11-22T10:08:00.000Z', '2026-11-22T10:08:00.000Z'],
    ['5m', '2026-11-22T10:04:59.999Z', '2026-11-22T10:00:00.000Z'],
    ['15m', '2026-11-22T10:44:10.000Z', '2026-11-22T10:30:00.000Z'],
    ['30m', '2026-11-22T10:29:59.000Z', '2026-11-22T10:00:00.000Z'],
    ['1h', '2026-11-22T23:59:59.999Z', '2026-11-22T23:00:00.000Z'],
    ['4h', '2026-11-22T03:59:00.000Z', '2026-11-22T00:00:00.000Z'],
    ['4h', '2026-11-22T21:00:00.000Z', '2026-11-22T20:00:00.000Z'],
    ['1d', '2026-11-22T23:59:59.999Z', '2026-11-22T00:00:00.000Z'],
    // 2026-11-22 is a Sunday: its week began on Monday 16 November.
    ['1w', '2026-11-22T23:59:59.999Z', '2026-11-16T00:00:00.000Z'],
    ['1w', '2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['1w', '2026-11-18T12:00:00.000Z', '2026-11-16T00:00:00.000Z'],
  ] as const)('%s of %s starts at %s', (interval, time, expected) => {
    expect(new Date(bucketStart(t(time), interval)).toISOString()).toBe(expected);
  });

  it('nests: every interval divides the next one, so a bucket lies inside one longer bucket', () => {
    const time = t('2026-11-22T10:07:31.250Z');
    for (let i = 0; i + 1 < CANDLE_INTERVALS.length; i += 1) {
      const short = CANDLE_INTERVALS[i]!;
      const long = CANDLE_INTERVALS[i + 1]!;
      expect(INTERVAL_MS[long] % INTERVAL_MS[short]).toBe(0);
      expect(bucketStart(bucketStart(time, short), long)).toBe(bucketStart(time, long));
    }
  });

  it('nextBucketStart is one interval later', () => {
    expect(new Date(nextBucketStart(t('2026-11-22T10:07:59Z'), '5m')).toISOString()).toBe(
      '2026-11-22T10:10:00.000Z',
    );
  });
});
