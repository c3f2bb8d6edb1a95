import { describe, expect, it } from 'vitest';
import { BTCUSD } from '../pages/spot-test-fixtures';
import { previewSpotOrder } from './order-values';

const balances = new Map([
  ['USD', '1000'],
  ['BTC', '0.01'],
]);

function preview(input: Partial<Parameters<typeof previewSpotOrder>[0]>) {
  const result = previewSpotOrder({
    market: BTCUSD,
    side: 'buy',
    type: 'market',
    amount: '0.015',
    limitPrice: '',
    available: balances,
    ...input,
  });
  if (!result.ok) return result.issue;
  const p = result.preview;
  return [p.price, p.gross, p.fee, p.pay, p.payCurrency, p.receive, p.receiveCurrency].map(String);
}

describe('previewSpotOrder (core rules, before confirm)', () => {
  it('a market buy pays ask × amount + fee in USD and receives the amount of BTC', () => {
    expect(preview({})).toEqual(['60010', '900.15', '0.90015', '901.05015', 'USD', '0.015', 'BTC']);
  });

  it('a market sell pays BTC and receives bid × amount − fee', () => {
    expect(preview({ side: 'sell', amount: '0.01' })).toEqual([
      '60000',
      '600',
      '0.6',
      '0.01',
      'BTC',
      '599.4',
      'USD',
    ]);
  });

  it('a limit buy is priced at its limit', () => {
    expect(preview({ type: 'limit', limitPrice: '59600.00', amount: '0.01' })).toEqual([
      '59600',
      '596',
      '0.596',
      '596.596',
      'USD',
      '0.01',
      'BTC',
    ]);
  });

  it.each([
    [{ amount: '' }, 'AMOUNT_REQUIRED'],
    [{ amount: '0' }, 'AMOUNT_INVALID'],
    [{ amount: '0.000000001' }, 'AMOUNT_INVALID'],
    [{ amount: '0.02' }, 'INSUFFICIENT_BALANCE'],
    [{ side: 'sell' as const, amount: '0.011' }, 'INSUFFICIENT_BALANCE'],
    [{ type: 'limit' as const }, 'LIMIT_PRICE_REQUIRED'],
    [{ type: 'limit' as const, limitPrice: '59600.001' }, 'PRICE_INVALID'],
    [{ market: { ...BTCUSD, bid: null, ask: null } }, 'QUOTE_UNAVAILABLE'],
  ])('%o → %s', (input, issue) => {
    expect(preview(input)).toBe(issue);
  });
});
