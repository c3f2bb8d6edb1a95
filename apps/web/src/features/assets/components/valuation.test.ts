import { describe, expect, it } from 'vitest';
import { toDecimalString } from '@waihui/core';
import { tickerOf } from '@/test/ticker-fixtures';
import { conversionSymbolsOf, pairsOf, type ValuationInstrument } from './valuation';

const INSTRUMENTS: ValuationInstrument[] = [
  { symbol: 'BTCUSD', base_currency: 'BTC', quote_currency: 'USD', ticker: null },
  {
    symbol: 'EURUSD',
    base_currency: 'EUR',
    quote_currency: 'USD',
    ticker: tickerOf('EURUSD', '1.16000', '1.16002'),
  },
  {
    symbol: 'USDJPY',
    base_currency: 'USD',
    quote_currency: 'JPY',
    ticker: tickerOf('USDJPY', '150.000', '150.012'),
  },
  {
    symbol: 'EURGBP',
    base_currency: 'EUR',
    quote_currency: 'GBP',
    ticker: tickerOf('EURGBP', '0.85000', '0.85002'),
  },
];

describe('conversion pairs of the Assets page', () => {
  it('subscribes to the listed XXXUSD / USDXXX pairs of the held currencies only', () => {
    expect(conversionSymbolsOf(['USD', 'JPY', 'BTC', 'EUR', 'GBP', 'XRP'], INSTRUMENTS)).toEqual([
      'BTCUSD',
      'EURUSD',
      'USDJPY',
    ]);
  });

  it('uses the live ticker over the listed one, at the exact mid', () => {
    const live = new Map([['EURUSD', tickerOf('EURUSD', '1.17000', '1.17003')]]);
    const pairOf = pairsOf(INSTRUMENTS, live);
    const eur = pairOf('EURUSD');
    expect([eur?.base, eur?.quote, eur && toDecimalString(eur.mid)]).toEqual([
      'EUR',
      'USD',
      '1.170015',
    ]);
    const jpy = pairOf('USDJPY');
    expect([jpy?.base, jpy?.quote, jpy && toDecimalString(jpy.mid)]).toEqual([
      'USD',
      'JPY',
      '150.006',
    ]);
  });

  it('has no pair for an unlisted symbol or one without any ticker yet', () => {
    const pairOf = pairsOf(INSTRUMENTS, new Map());
    expect(pairOf('XRPUSD')).toBeUndefined();
    expect(pairOf('BTCUSD')).toBeUndefined();
    const live = new Map([['BTCUSD', tickerOf('BTCUSD', '60000.00', '60010.00')]]);
    expect(pairsOf(INSTRUMENTS, live)('BTCUSD')?.mid.toFixed()).toBe('60005');
  });
});
