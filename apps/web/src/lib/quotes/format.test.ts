import { describe, expect, it } from 'vitest';
import { displaySymbol, formatChange, formatChangePct, formatPrice, trendOf } from './format';

describe('quote formats', () => {
  it.each<[string | null | undefined, string]>([
    ['94998.37', '94,998.37'],
    ['1234567.5', '1,234,567.5'],
    ['0.20004', '0.20004'],
    ['150.002', '150.002'],
    ['24000.0', '24,000.0'],
    ['-35.44', '-35.44'],
    ['-1234.00', '-1,234.00'],
    ['999', '999'],
    [null, '--'],
    [undefined, '--'],
    ['', '--'],
  ])('formatPrice(%s) = %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it.each<[string | null, string, string, 'rise' | 'fall' | 'flat']>([
    ['0.76', '+0.76', '+0.76%', 'rise'],
    ['-1.06', '-1.06', '-1.06%', 'fall'],
    ['0.00', '0.00', '0.00%', 'flat'],
    ['-0.00', '-0.00', '-0.00%', 'flat'],
    ['1718.69', '+1,718.69', '+1,718.69%', 'rise'],
    [null, '--', '--', 'flat'],
  ])('%s: change %s, percent %s, %s', (value, change, pct, trend) => {
    expect(formatChange(value)).toBe(change);
    expect(formatChangePct(value)).toBe(pct);
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
