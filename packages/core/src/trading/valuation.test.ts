import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money';
import type { ConversionPair } from './conversion';
import { midPrice } from './quote-side';
import { d, quote } from './test-fixtures';
import {
  type UsdValuation,
  findUsdConversion,
  sumValuations,
  usdPairSymbols,
  valueInUsd,
} from './valuation';

const s = toDecimalString;

/** Conversion pairs as a screen sees them: instrument currencies and the mid of its bid/ask. */
const pair = (symbol: string, base: string, quoteCcy: string, bid: string, ask: string) =>
  [symbol, { symbol, base, quote: quoteCcy, mid: midPrice(quote(bid, ask)) }] as const;
const PAIRS: Record<string, ConversionPair> = Object.fromEntries([
  pair('EURUSD', 'EUR', 'USD', '1.16000', '1.16002'),
  pair('USDJPY', 'USD', 'JPY', '150.000', '150.012'),
  pair('BTCUSD', 'BTC', 'USD', '60000.00', '60010.00'),
  pair('ETHUSD', 'ETH', 'USD', '3000.00', '3001.00'),
  // Ticks chosen so the USD value of 0.00000001 ends in an exact half at the 9th decimal.
  pair('SOLUSD', 'SOL', 'USD', '60004.00', '60005.00'),
  pair('ADAUSD', 'ADA', 'USD', '60005.00', '60006.00'),
]);
const pairOf = (symbol: string) => PAIRS[symbol];

function valued(currency: string, available: string, locked: string): UsdValuation | null {
  const conversion = findUsdConversion(currency, pairOf);
  return conversion.ok
    ? valueInUsd({ available: d(available), locked: d(locked) }, conversion.value)
    : null;
}

function strings(value: UsdValuation | null): [string, string, string] | null {
  return value === null ? null : [s(value.available), s(value.locked), s(value.total)];
}

describe('valuing a balance in USD at the mid', () => {
  it.each<[string, string, string, string, [string, string, string] | null]>([
    // label, currency, available, locked, USD [available, locked, total] (null = no value)
    ['USD counts 1:1', 'USD', '9900', '1234.567', ['9900', '1234.567', '11134.567']],
    // EURUSD mid 1.16001: multiply. 50 × 1.16001 = 58.0005; 12.5 × 1.16001 = 14.500125.
    ['EUR multiplies by EURUSD', 'EUR', '50', '12.5', ['58.0005', '14.500125', '72.500625']],
    // USDJPY mid 150.006: divide. 1,000,000 / 150.006 = 6666.400010666…, rounded half-even at 8.
    [
      'JPY divides by USDJPY, rounded half-even to 8 decimals',
      'JPY',
      '1000000',
      '5000',
      ['6666.40001067', '33.33200005', '6699.73201072'],
    ],
    // BTCUSD mid 60005: 0.12345678 × 60005 = 7408.0240839.
    ['BTC multiplies by BTCUSD', 'BTC', '0.12345678', '0', ['7408.0240839', '0', '7408.0240839']],
    // Exact halves at the 9th decimal go to the even 8th: 0.000600045 → …04, 0.000600055 → …06.
    ['a half rounds to even (down)', 'SOL', '0.00000001', '0', ['0.00060004', '0', '0.00060004']],
    ['a half rounds to even (up)', 'ADA', '0.00000001', '0', ['0.00060006', '0', '0.00060006']],
    ['a currency without a quoted pair has no value', 'XRP', '100', '0', null],
  ])('%s', (_label, currency, available, locked, expected) => {
    expect(strings(valued(currency, available, locked))).toEqual(expected);
  });

  it('tries XXXUSD, then USDXXX, and says which currency has none', () => {
    expect(usdPairSymbols('HKD')).toEqual(['HKDUSD', 'USDHKD']);
    const asked: string[] = [];
    const result = findUsdConversion('HKD', (symbol) => {
      asked.push(symbol);
      return undefined;
    });
    expect(asked).toEqual(['HKDUSD', 'USDHKD']);
    expect(result).toEqual({
      ok: false,
      issues: [{ code: 'CONVERSION_UNAVAILABLE', details: { currency: 'HKD' } }],
    });
  });

  it('refuses a pair whose mid is zero instead of valuing at zero', () => {
    const zero = { symbol: 'EURUSD', base: 'EUR', quote: 'USD', mid: d('0') };
    expect(findUsdConversion('EUR', () => zero)).toMatchObject({
      ok: false,
      issues: [{ code: 'CONVERSION_UNAVAILABLE' }],
    });
  });
});

describe('summing valuations', () => {
  it('adds the valued balances exactly and names the ones left out, each once', () => {
    const totals = sumValuations([
      { currency: 'USD', value: valued('USD', '9900', '1234.567') },
      { currency: 'EUR', value: valued('EUR', '50', '12.5') },
      { currency: 'XRP', value: null },
      { currency: 'JPY', value: valued('JPY', '1000000', '5000') },
      { currency: 'BTC', value: valued('BTC', '0.12345678', '0') },
      { currency: 'DOGE', value: null },
      { currency: 'USD', value: valued('USD', '100.999', '0') },
      { currency: 'XRP', value: null },
    ]);
    // available: 9900 + 58.0005 + 6666.40001067 + 7408.0240839 + 100.999 = 24133.42359457
    // locked: 1234.567 + 14.500125 + 33.33200005 = 1282.39912505
    expect([s(totals.available), s(totals.locked), s(totals.total)]).toEqual([
      '24133.42359457',
      '1282.39912505',
      '25415.82271962',
    ]);
    expect(totals.unvalued).toEqual(['XRP', 'DOGE']);
  });

  it('of nothing is zero with nothing left out', () => {
    const totals = sumValuations([]);
    expect([s(totals.available), s(totals.locked), s(totals.total), totals.unvalued]).toEqual([
      '0',
      '0',
      '0',
      [],
    ]);
  });
});
