import { describe, expect, it } from 'vitest';
import { checkStops, decimalsOf } from './stops-check';

/** A long opened at 60,010 now at bid 59,900 (in loss), and a short opened at 60,000 now at ask 59,500. */
const LONG_IN_LOSS = { side: 'long', open_price: '60010', current_price: '59900' } as const;
const SHORT = { side: 'short', open_price: '60000', current_price: '59500' } as const;

describe('checkStops (product.md §5.6 before the request)', () => {
  it.each([
    // position, TP, SL, precision → TP issue, SL issue
    [LONG_IN_LOSS, '', '', 2, null, null],
    [LONG_IN_LOSS, '60010', '59900', 2, null, null],
    [
      LONG_IN_LOSS,
      '60009.99',
      '',
      2,
      { code: 'TAKE_PROFIT_BELOW_OPEN_PRICE', params: { price: '60010' } },
      null,
    ],
    [
      LONG_IN_LOSS,
      '',
      '59950',
      2,
      null,
      { code: 'STOP_LOSS_ABOVE_CURRENT_PRICE', params: { price: '59900' } },
    ],
    [
      LONG_IN_LOSS,
      '',
      '60011',
      2,
      null,
      { code: 'STOP_LOSS_ABOVE_OPEN_PRICE', params: { price: '60010' } },
    ],
    [SHORT, '59500', '60000', 2, null, null],
    [
      SHORT,
      '59500.01',
      '',
      2,
      { code: 'TAKE_PROFIT_ABOVE_CURRENT_PRICE', params: { price: '59500' } },
      null,
    ],
    [
      SHORT,
      '',
      '59999',
      2,
      null,
      { code: 'STOP_LOSS_BELOW_OPEN_PRICE', params: { price: '60000' } },
    ],
    // The price rule comes first: format, sign, the instrument's precision.
    [SHORT, '59000.123', '', 2, { code: 'PRICE_TOO_PRECISE', params: { precision: '2' } }, null],
    [SHORT, '59000.123', '', null, null, null],
    [SHORT, '0', '61000.', 2, { code: 'PRICE_NOT_POSITIVE' }, { code: 'PRICE_INVALID' }],
  ] as const)(
    '%o TP %s SL %s (precision %s)',
    (position, takeProfit, stopLoss, precision, tp, sl) => {
      expect(checkStops(position, { takeProfit, stopLoss }, precision)).toEqual({
        takeProfit: tp,
        stopLoss: sl,
      });
    },
  );

  it('checks against the open price alone while the position has no current price', () => {
    const unpriced = { ...LONG_IN_LOSS, current_price: null };
    expect(checkStops(unpriced, { takeProfit: '60010', stopLoss: '60010' }, 2)).toEqual({
      takeProfit: null,
      stopLoss: null,
    });
  });

  it('reads the instrument precision off a feed price', () => {
    expect(decimalsOf('95000.12')).toBe(2);
    expect(decimalsOf('1.16000')).toBe(5);
    expect(decimalsOf('4521')).toBe(0);
  });
});
