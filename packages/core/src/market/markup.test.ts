import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { applyMarkup, type MarkupPolicy, roundAskUpToTick, roundBidDownToTick } from './markup';

const points = (value: string, minSpread = '0'): MarkupPolicy => ({
  kind: 'points',
  points: value,
  minSpread,
});

describe('markup', () => {
  it.each<[string, [string, string], MarkupPolicy, number, ReturnType<typeof applyMarkup>]>([
    [
      'BTC 5.00 points: 2.50 off the bid and on the ask, rounded out to the cent',
      ['95000.013', '95000.027'],
      points('5.00'),
      2,
      { bid: 9499751, ask: 9500253, markupBid: '2.503', markupAsk: '2.503' },
    ],
    [
      'BTC 5.00 points with a 10.00 minimum spread: widened by the 4.986 shortfall, half each side',
      ['95000.013', '95000.027'],
      points('5.00', '10.00'),
      2,
      { bid: 9499502, ask: 9500502, markupBid: '4.993', markupAsk: '4.993' },
    ],
    [
      'EURUSD 2 basis points of the mid 1.16116: 0.000116116 each side, then to the tick',
      ['1.16115', '1.16117'],
      { kind: 'share', share: '0.0002', minSpread: '0' },
      5,
      { bid: 116103, ask: 116129, markupBid: '0.00012', markupAsk: '0.00012' },
    ],
    [
      'no markup on a quote already on the tick leaves it as it is',
      ['1.16115', '1.16117'],
      points('0'),
      5,
      { bid: 116115, ask: 116117, markupBid: '0', markupAsk: '0' },
    ],
    [
      'no markup on a finer quote: the rounding out is recorded as markup',
      ['1.161153', '1.161168'],
      points('0'),
      5,
      { bid: 116115, ask: 116117, markupBid: '0.000003', markupAsk: '0.000002' },
    ],
    [
      'a locked quote gets the minimum spread around it',
      ['100.00', '100.00'],
      points('0', '0.02'),
      2,
      { bid: 9999, ask: 10001, markupBid: '0.01', markupAsk: '0.01' },
    ],
    [
      'a spread already wider than the minimum is not widened',
      ['100.00', '100.10'],
      points('0', '0.02'),
      2,
      { bid: 10000, ask: 10010, markupBid: '0', markupAsk: '0' },
    ],
    [
      'a markup that takes the bid to zero or below cannot be dealt',
      ['0.0001', '0.0002'],
      points('1'),
      4,
      null,
    ],
  ])('%s', (_, [bid, ask], policy, precision, expected) => {
    expect(applyMarkup({ bid, ask }, policy, precision)).toEqual(expected);
  });

  it('rounds a bid down and an ask up to the tick, never half-even', () => {
    expect(roundBidDownToTick(new Decimal('1.234567'), 5)).toBe(123456);
    expect(roundAskUpToTick(new Decimal('1.234561'), 5)).toBe(123457);
    expect(roundBidDownToTick(new Decimal('1.23450'), 4)).toBe(12345);
    expect(roundAskUpToTick(new Decimal('1.23450'), 4)).toBe(12345);
  });
});
