import { describe, expect, it } from 'vitest';
import { closingPrice, openingPrice, parseDecimal } from '@waihui/core';
import type { Position } from '@waihui/contracts';
import { CLOSED_POSITION, OPEN_FILL, OPEN_POSITION } from '@/test/trading-fixtures';
import {
  contractUnits,
  conversionOf,
  expectedPnlAt,
  netValue,
  notionalAtOpen,
  orderTypeOf,
  quoteSideOf,
} from './position-figures';

/**
 * docs/trading.md's non-USD example: USDJPY long 3 lots (1,000 each) 50x at ask 150.012, the open
 * fill recording the USDJPY mid 150.006 (JPY → USD divides by it).
 */
const USDJPY: Position = {
  ...OPEN_POSITION,
  id: 9,
  symbol: 'USDJPY',
  lots: 3,
  leverage: 50,
  contract_size: '1000',
  quote_currency: 'JPY',
  open_price: '150.012',
  margin: '60.0023999',
  open_fee: '0.150006',
  fills: [
    {
      ...OPEN_FILL,
      id: 51,
      position_id: 9,
      symbol: 'USDJPY',
      lots: 3,
      price: '150.012',
      bid: '150',
      ask: '150.012',
      usd_pair: 'USDJPY',
      usd_rate: '150.006',
      fee: '0.150006',
    },
  ],
};

describe('position figures', () => {
  it('contract amount and value at open: lots × contract size (× open price), exact', () => {
    expect(contractUnits(OPEN_POSITION)).toBe('0.01');
    expect(notionalAtOpen(OPEN_POSITION)).toBe('600.1');
    expect(contractUnits(USDJPY)).toBe('3000');
    expect(notionalAtOpen(USDJPY)).toBe('450036');
  });

  it('expected P/L at a TP or SL: core pnlUsd at that price, before the close fee', () => {
    // (61,000 − 60,010) × 0.01 = 9.90; (59,000 − 60,010) × 0.01 = −10.10.
    expect(expectedPnlAt(OPEN_POSITION, '61000')).toBe('9.9');
    expect(expectedPnlAt(OPEN_POSITION, '59000')).toBe('-10.1');
    expect(expectedPnlAt({ ...OPEN_POSITION, side: 'short' }, '59000')).toBe('10.1');
    expect(expectedPnlAt(OPEN_POSITION, null)).toBeNull();
    // ¥(151.250 − 150.012) × 3,000 = ¥3,714 ÷ 150.006 (the open fill's rate) = 24.75900964 USD.
    expect(expectedPnlAt(USDJPY, '151.25')).toBe('24.75900964');
  });

  it('reads the USD conversion a fill recorded', () => {
    expect(conversionOf(OPEN_FILL)).toEqual({ via: 'usd' });
    expect(conversionOf(USDJPY.fills[0])).toEqual({
      via: 'divide',
      pair: 'USDJPY',
      mid: parseDecimal('150.006'),
    });
    expect(conversionOf({ ...OPEN_FILL, usd_pair: 'GBPUSD', usd_rate: '1.27' })).toEqual({
      via: 'multiply',
      pair: 'GBPUSD',
      mid: parseDecimal('1.27'),
    });
  });

  it('net value: margin + floating P/L while open, + realised P/L once closed', () => {
    expect(netValue(OPEN_POSITION)).toBe('64.91');
    expect(netValue(CLOSED_POSITION)).toBe('69.91');
    expect(netValue({ ...OPEN_POSITION, floating_pnl: null })).toBeNull();
  });

  it('order type from the open fill: a limit fill was a limit order, anything else market', () => {
    expect(orderTypeOf(OPEN_POSITION)).toBe('market');
    expect(orderTypeOf({ ...OPEN_POSITION, fills: [{ ...OPEN_FILL, cause: 'limit' }] })).toBe(
      'limit',
    );
  });

  it('the quote side of a fill agrees with core (long opens at ask, closes at bid)', () => {
    const quote = { bid: parseDecimal('100'), ask: parseDecimal('101') };
    for (const side of ['long', 'short'] as const) {
      const open = quoteSideOf({ action: 'open', side });
      const close = quoteSideOf({ action: 'close', side });
      expect(quote[open].equals(openingPrice(side, quote))).toBe(true);
      expect(quote[close].equals(closingPrice(side, quote))).toBe(true);
    }
    expect(quoteSideOf({ action: 'open', side: 'long' })).toBe('ask');
    expect(quoteSideOf({ action: 'close', side: 'long' })).toBe('bid');
  });
});
