import { describe, expect, it } from 'vitest';
import { displaySymbol, trendOf } from '@/lib/format/prices';

describe('quote helpers', () => {
  it.each<[string | null, 'rise' | 'fall' | 'flat']>([
    ['0.76', 'rise'],
    ['-1.06', 'fall'],
    ['0.00', 'flat'],
    ['-0.00', 'flat'],
    ['1718.69', 'rise'],
    [null, 'flat'],
  ])('%s is %s', (value, trend) => {
    expect(trendOf(value)).toBe(trend);
  });

  it('writes pairs as base/quote and other instruments by symbol', () => {
    expect(displaySymbol({ symbol: 'BTCUSD', base_currency: 'BTC', quote_currency: 'USD' })).toBe(
      'BTC/USD',
    );
    expect(displaySymbol({ symbol: 'SPY', base_currency: 'SPY', quote_currency: 'USD' })).toBe(
      'SPY',
    );
    expect(displaySymbol({ symbol: 'US500', base_currency: 'US500', quote_currency: 'USD' })).toBe(
      'US500',
    );
  });
});
