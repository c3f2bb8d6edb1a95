import { describe, expect, it } from 'vitest';
import {
  initialOrderValues,
  orderIssues,
  previewBodyOf,
  submitBodyOf,
  type OrderValues,
} from './order-values';

/** BTCUSD: precision 2; the quote of docs/trading.md's worked example. */
const PRECISION = 2;
const QUOTE = { bid: '60000.00', ask: '60010.00' };

function values(change: Partial<OrderValues>): OrderValues {
  return { ...initialOrderValues('long', 10), ...change };
}

const NO_ISSUES = { lots: null, limitPrice: null, takeProfit: null, stopLoss: null };

describe('orderIssues: lots and the limit price (product.md §5.5)', () => {
  it.each([
    ['1 lot, market', values({}), NO_ISSUES],
    ['no lots', values({ lots: '' }), { ...NO_ISSUES, lots: 'LOTS_INVALID' }],
    ['0 lots', values({ lots: '0' }), { ...NO_ISSUES, lots: 'LOTS_NOT_POSITIVE_INTEGER' }],
    [
      'a limit order without a price',
      values({ type: 'limit' }),
      { ...NO_ISSUES, limitPrice: 'LIMIT_PRICE_REQUIRED' },
    ],
    [
      'a limit price finer than the tick',
      values({ type: 'limit', limitPrice: '60000.123' }),
      { ...NO_ISSUES, limitPrice: { code: 'PRICE_TOO_PRECISE', params: { precision: '2' } } },
    ],
    [
      'a limit price of 0',
      values({ type: 'limit', limitPrice: '0' }),
      { ...NO_ISSUES, limitPrice: 'PRICE_NOT_POSITIVE' },
    ],
    ['a market order ignores a leftover limit price', values({ limitPrice: '0' }), NO_ISSUES],
  ])('%s', (_name, input, expected) => {
    expect(orderIssues(input, PRECISION, QUOTE)).toEqual(expected);
  });
});

describe('orderIssues: take-profit and stop-loss against the open and the current price', () => {
  it.each([
    // Long at market opens at the ask 60,010.00; its current price is the bid 60,000.00.
    ['long TP at the open price (equality allowed)', 'long', {}, '60010.00', '', NO_ISSUES],
    [
      'long TP a tick below the open price',
      'long',
      {},
      '60009.99',
      '',
      {
        ...NO_ISSUES,
        takeProfit: {
          code: 'TAKE_PROFIT_BELOW_OPEN_PRICE',
          params: { price: '60,010.00' },
        },
      },
    ],
    ['long SL at the current price (equality allowed)', 'long', {}, '', '60000.00', NO_ISSUES],
    [
      'long SL a tick above the current price',
      'long',
      {},
      '',
      '60000.01',
      {
        ...NO_ISSUES,
        stopLoss: { code: 'STOP_LOSS_ABOVE_CURRENT_PRICE', params: { price: '60,000.00' } },
      },
    ],
    // Short at market opens at the bid 60,000.00; its current price is the ask 60,010.00.
    [
      'short TP a tick above the open price',
      'short',
      {},
      '60000.01',
      '',
      {
        ...NO_ISSUES,
        takeProfit: { code: 'TAKE_PROFIT_ABOVE_OPEN_PRICE', params: { price: '60,000.00' } },
      },
    ],
    [
      'short SL a tick below the current price',
      'short',
      {},
      '',
      '60009.99',
      {
        ...NO_ISSUES,
        stopLoss: { code: 'STOP_LOSS_BELOW_CURRENT_PRICE', params: { price: '60,010.00' } },
      },
    ],
    ['short TP and SL on both edges', 'short', {}, '60000.00', '60010.00', NO_ISSUES],
    // A resting buy limit at 59,000 opens at its limit: TP ≥ 59,000 and ≥ the bid 60,000.
    [
      'long limit that rests: TP above the limit but below the current price',
      'long',
      { type: 'limit', limitPrice: '59000' },
      '59500',
      '',
      {
        ...NO_ISSUES,
        takeProfit: {
          code: 'TAKE_PROFIT_BELOW_CURRENT_PRICE',
          params: { price: '60,000.00' },
        },
      },
    ],
    // A buy limit at 61,000 is marketable (ask 60,010 ≤ 61,000): it opens at the ask.
    [
      'long limit that fills now: TP checked against the ask it fills at',
      'long',
      { type: 'limit', limitPrice: '61000' },
      '60005',
      '',
      {
        ...NO_ISSUES,
        takeProfit: {
          code: 'TAKE_PROFIT_BELOW_OPEN_PRICE',
          params: { price: '60,010.00' },
        },
      },
    ],
    [
      'a TP finer than the tick',
      'long',
      {},
      '70000.001',
      '',
      { ...NO_ISSUES, takeProfit: { code: 'PRICE_TOO_PRECISE', params: { precision: '2' } } },
    ],
  ] as const)('%s', (_name, side, change, takeProfit, stopLoss, expected) => {
    const input = values({ ...change, side, withStops: true, takeProfit, stopLoss });
    expect(orderIssues(input, PRECISION, QUOTE)).toEqual(expected);
  });

  it('ignores TP/SL while their section is closed', () => {
    const input = values({ withStops: false, takeProfit: '1', stopLoss: '99999' });
    expect(orderIssues(input, PRECISION, QUOTE)).toEqual(NO_ISSUES);
  });

  it('checks only the format while no quote is known (the server checks the rest)', () => {
    const input = values({ withStops: true, takeProfit: '1', stopLoss: '0' });
    expect(orderIssues(input, PRECISION, null)).toEqual({
      ...NO_ISSUES,
      stopLoss: 'PRICE_NOT_POSITIVE',
    });
  });
});

describe('request bodies', () => {
  it('previews the order as it stands; nothing while the lots are not valid', () => {
    expect(previewBodyOf(values({ lots: '3', leverage: 20 }), 'BTCUSD', PRECISION)).toEqual({
      symbol: 'BTCUSD',
      side: 'long',
      type: 'market',
      lots: 3,
      leverage: 20,
      limit_price: null,
    });
    expect(
      previewBodyOf(
        values({ side: 'short', type: 'limit', limitPrice: ' 61000.5 ' }),
        'BTCUSD',
        PRECISION,
      ),
    ).toEqual({
      symbol: 'BTCUSD',
      side: 'short',
      type: 'limit',
      lots: 1,
      leverage: 10,
      limit_price: '61000.5',
    });
    expect(previewBodyOf(values({ lots: '' }), 'BTCUSD', PRECISION)).toBeNull();
    expect(previewBodyOf(values({ type: 'limit' }), 'BTCUSD', PRECISION)).toBeNull();
  });

  it('submits exactly what was confirmed: TP/SL only when shown and filled, consent when given', () => {
    const consent = {
      accepted: true as const,
      answers: { leverage_loss: 'more_than_margin_possible', stop_out: 'positions_closed' },
    };
    expect(
      submitBodyOf(
        values({ lots: '2', withStops: true, takeProfit: '65000', stopLoss: '' }),
        'BTCUSD',
        'key-1',
        consent,
      ),
    ).toEqual({
      symbol: 'BTCUSD',
      side: 'long',
      type: 'market',
      lots: 2,
      leverage: 10,
      limit_price: null,
      take_profit: '65000',
      stop_loss: null,
      idempotency_key: 'key-1',
      consent,
    });
    expect(
      submitBodyOf(
        values({ type: 'limit', limitPrice: '59000', withStops: false, takeProfit: '65000' }),
        'BTCUSD',
        'key-2',
        null,
      ),
    ).toEqual({
      symbol: 'BTCUSD',
      side: 'long',
      type: 'limit',
      lots: 1,
      leverage: 10,
      limit_price: '59000',
      take_profit: null,
      stop_loss: null,
      idempotency_key: 'key-2',
    });
  });
});
