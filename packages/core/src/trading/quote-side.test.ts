import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money';
import {
  closingPrice,
  limitOrderFills,
  midPrice,
  openingPrice,
  stopLossTriggered,
  takeProfitTriggered,
} from './quote-side';
import { d, quote } from './test-fixtures';
import type { PositionSide } from './types';

const q = quote('60000.00', '60010.00');

describe('quote side per action (product.md §10.1)', () => {
  it.each<[PositionSide, string, string]>([
    ['long', '60010.00', '60000.00'],
    ['short', '60000.00', '60010.00'],
  ])('a %s opens at %s and closes at %s', (side, opens, closes) => {
    expect(openingPrice(side, q).toFixed(2)).toBe(opens);
    expect(closingPrice(side, q).toFixed(2)).toBe(closes);
  });

  it('mid is exact, half a tick included', () => {
    expect(toDecimalString(midPrice(quote('150.000', '150.013')))).toBe('150.0065');
  });
});

describe('limit fill conditions: buy when ask ≤ limit, sell when bid ≥ limit', () => {
  it.each<[PositionSide, string, string, string, boolean]>([
    ['long', '60010.00', '60000.00', '60010.00', true],
    ['long', '60010.00', '60000.00', '60010.01', true],
    ['long', '60010.00', '60000.00', '60009.99', false],
    ['long', '60010.00', '60000.00', '60000.00', false],
    ['short', '60010.00', '60000.00', '60000.00', true],
    ['short', '60010.00', '60000.00', '59999.99', true],
    ['short', '60010.00', '60000.00', '60000.01', false],
    ['short', '60010.00', '60000.00', '60010.00', false],
  ])('a %s limit with ask %s, bid %s at limit %s fills: %s', (side, ask, bid, limit, fills) => {
    expect(limitOrderFills(side, d(limit), quote(bid, ask))).toBe(fills);
  });
});

describe("TP/SL trigger conditions: a long's on bid, a short's on ask", () => {
  it.each<[PositionSide, string, string, string, boolean]>([
    ['long', '61000.00', '61000.00', '61010.00', true],
    ['long', '61000.00', '60999.99', '61009.99', false],
    // The ask is above the TP but a long closes at the bid: no trigger.
    ['long', '61000.00', '60995.00', '61005.00', false],
    ['short', '59000.00', '58990.00', '59000.00', true],
    ['short', '59000.00', '58990.01', '59000.01', false],
    // The bid is below the TP but a short closes at the ask.
    ['short', '59000.00', '58995.00', '59005.00', false],
  ])('a %s with TP %s on bid %s / ask %s: %s', (side, tp, bid, ask, fires) => {
    expect(takeProfitTriggered(side, d(tp), quote(bid, ask))).toBe(fires);
  });

  it.each<[PositionSide, string, string, string, boolean]>([
    ['long', '59000.00', '59000.00', '59010.00', true],
    ['long', '59000.00', '59000.01', '59010.01', false],
    ['long', '59000.00', '59005.00', '58995.00', false],
    ['short', '61000.00', '60990.00', '61000.00', true],
    ['short', '61000.00', '60989.99', '60999.99', false],
    ['short', '61000.00', '61005.00', '60995.00', false],
  ])('a %s with SL %s on bid %s / ask %s: %s', (side, sl, bid, ask, fires) => {
    expect(stopLossTriggered(side, d(sl), quote(bid, ask))).toBe(fires);
  });
});
