import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { decideDrift } from './drift';

describe('drift alert (limit 0.5% of the primary mid 100)', () => {
  it.each([
    ['apart by 0.5% exactly: no alert', false, '100.5', null],
    ['apart by 0.51%: raised', false, '100.51', 'raise'],
    ['below by 0.51%: raised', false, '99.49', 'raise'],
    ['still apart while alerting: nothing new', true, '101', null],
    ['back within the limit while alerting: cleared', true, '100.2', 'clear'],
    ['within and not alerting: nothing', false, '100', null],
  ] as const)('%s', (_, alerting, secondaryMid, change) => {
    expect(
      decideDrift({
        alerting,
        primaryMid: new Decimal('100'),
        secondaryMid: new Decimal(secondaryMid),
        limit: new Decimal('0.005'),
      }),
    ).toBe(change);
  });
});
