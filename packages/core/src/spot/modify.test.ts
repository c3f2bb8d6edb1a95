import { describe, expect, it } from 'vitest';
import { parseDecimal as d, toDecimalString as s } from '../money';
import { validateRestingSpotLimit } from './fill';
import { spotReserveChangeEntry } from './ledger-entries';

describe('spotReserveChangeEntry: a modified order locks or unlocks only the difference', () => {
  it.each([
    [
      'a larger buy locks 5.5 USD more',
      '100',
      '105.5',
      'spot_reserve',
      ['locked 5.5 lock', 'available -5.5 lock'],
    ],
    [
      'a smaller sell unlocks 0.25 BTC',
      '1',
      '0.75',
      'spot_release',
      ['locked -0.25 unlock', 'available 0.25 unlock'],
    ],
  ])('%s', (_case, reserved, next, kind, postings) => {
    const entry = spotReserveChangeEntry({
      userId: 'u1',
      currency: 'USD',
      reserved: d(reserved),
      next: d(next),
      reference: 'spot:7',
    });
    expect(entry?.kind).toBe(kind);
    expect(entry?.postings.map((p) => `${p.bucket} ${s(p.amount)} ${p.kind}`)).toEqual(postings);
  });

  it('moves nothing when the reserve is unchanged', () => {
    expect(
      spotReserveChangeEntry({
        userId: 'u1',
        currency: 'USD',
        reserved: d('5'),
        next: d('5.0'),
        reference: 'r',
      }),
    ).toBeNull();
  });
});

describe('validateRestingSpotLimit: a modify never deals', () => {
  const quote = { bid: d('1.0849'), ask: d('1.0851') };
  it.each([
    ['a buy below the ask rests', 'buy', '1.085', null],
    ['a buy at the ask would fill', 'buy', '1.0851', '1.0851'],
    ['a sell above the bid rests', 'sell', '1.085', null],
    ['a sell at the bid would fill', 'sell', '1.0849', '1.0849'],
  ] as const)('%s', (_case, side, limit, fillsAt) => {
    expect(validateRestingSpotLimit({ side, limitPrice: d(limit), quote })).toEqual(
      fillsAt === null
        ? { ok: true, value: d(limit) }
        : { ok: false, issues: [{ code: 'LIMIT_PRICE_MARKETABLE', details: { price: fillsAt } }] },
    );
  });
});
