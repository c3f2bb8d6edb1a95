import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff';
import { parseJsonNumbersAsText } from './lossless-json';
import { readRfc3339Ms, toOurQuote } from './provider-price';

describe('provider prices become our quotes exactly', () => {
  it.each([
    ['25.35190000', '25.36520000', '1', { bid: '25.3519', ask: '25.3652' }],
    ['1.234e-05', '1.3e-5', '1', { bid: '0.00001234', ask: '0.000013' }],
    ['2315.4', '2315.9', '0.1', { bid: '231.54', ask: '231.59' }],
    ['7', '7', '1', { bid: '7', ask: '7' }],
  ])('%s / %s × %s', (bid, ask, scale, expected) => {
    expect(toOurQuote(bid, ask, scale)).toEqual(expected);
  });

  it.each([
    ['crossed', '25.37', '25.36'],
    ['zero bid', '0', '1'],
    ['negative', '-1', '1'],
    ['not a number', 'NaN', '1'],
    ['empty', '', '1'],
    ['spaces', ' 1', '2'],
  ])('refuses a %s quote', (_, bid, ask) => {
    expect(toOurQuote(bid, ask, '1')).toBeNull();
  });

  it('reads RFC 3339 UTC times to the millisecond, truncating finer digits', () => {
    expect(readRfc3339Ms('2016-10-27T08:38:43.094548890Z')).toBe(
      Date.UTC(2016, 9, 27, 8, 38, 43, 94),
    );
    expect(readRfc3339Ms('2016-10-27T08:38:43.5Z')).toBe(Date.UTC(2016, 9, 27, 8, 38, 43, 500));
    expect(readRfc3339Ms('2016-10-27T08:38:43Z')).toBe(Date.UTC(2016, 9, 27, 8, 38, 43));
    expect(readRfc3339Ms('2016-10-27T08:38:43+01:00')).toBeUndefined();
    expect(readRfc3339Ms('1477557523.094548890')).toBeUndefined();
  });
});

describe('JSON numbers read as text', () => {
  it('keeps every digit and leaves strings alone', () => {
    expect(
      parseJsonNumbersAsText(
        '{"bid":65972.80,"qty":-1.5e-8,"id":12393906104898154338,"s":"a \\"1.0\\" b","ok":true,"n":null,"a":[0,10]}',
      ),
    ).toEqual({
      bid: '65972.80',
      qty: '-1.5e-8',
      id: '12393906104898154338',
      s: 'a "1.0" b',
      ok: true,
      n: null,
      a: ['0', '10'],
    });
  });

  it('refuses what JSON.parse refuses', () => {
    expect(() => parseJsonNumbersAsText('{"bid":')).toThrow(SyntaxError);
    expect(() => parseJsonNumbersAsText('{"bid":"open')).toThrow(SyntaxError);
    expect(() => parseJsonNumbersAsText('{"bid":-}')).toThrow(SyntaxError);
  });
});

describe('reconnect backoff', () => {
  const policy = { initialMs: 500, maxMs: 30_000, jitter: 0.2 };

  it.each([
    // failures, random, delay ms: 500 × 2^failures capped at 30 000, × (1 + 0.2 × (2r − 1))
    [0, 0.5, 500],
    [0, 0, 400],
    [0, 0.999, 600],
    [1, 0.5, 1000],
    [5, 0.5, 16_000],
    [6, 0.5, 30_000],
    [60, 0.75, 33_000],
  ])('after %i failures with random %f waits %i ms', (failures, random, expected) => {
    expect(backoffDelayMs(failures, policy, random)).toBe(expected);
  });
});
