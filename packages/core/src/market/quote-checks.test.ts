import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { exactMid, findQuoteDefect, isBeyondBand, relativeDistance } from './quote-checks';

const d = (value: string) => new Decimal(value);

describe('quote checks', () => {
  it.each([
    ['an ordinary quote', '1.1', '1.2', null],
    ['a locked quote (bid = ask)', '1.1', '1.1', null],
    ['a crossed quote (bid above ask)', '1.2', '1.1', 'crossed'],
    ['a zero bid', '0', '1.1', 'zero'],
    ['a zero ask', '1.1', '0.0', 'zero'],
    ['a negative bid', '-0.5', '1.1', 'negative'],
  ])('%s → %s', (_, bid, ask, defect) => {
    expect(findQuoteDefect(d(bid), d(ask))).toBe(defect);
  });

  it.each([
    ['5% up is inside a 5% band', '105', false],
    ['5.01% up is beyond it', '105.01', true],
    ['5% down is inside', '95', false],
    ['5.01% down is beyond', '94.99', true],
  ])('%s', (_, price, beyond) => {
    expect(isBeyondBand(d(price), d('100'), d('0.05'))).toBe(beyond);
  });

  it('gives the exact mid and the relative distance', () => {
    expect(exactMid(d('95000.01'), d('95000.02')).toFixed()).toBe('95000.015');
    expect(relativeDistance(d('101'), d('100')).toFixed()).toBe('0.01');
  });
});
