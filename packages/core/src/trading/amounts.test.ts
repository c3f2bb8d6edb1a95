import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money';
import {
  feeUsd,
  floatingPnl,
  marginUsd,
  notionalValue,
  pnlInQuote,
  pnlUsd,
  profitRatePct,
} from './amounts';
import { USD_CONVERSION, fromUsd, toUsd, usdConversion } from './conversion';
import { BTCUSD, EURGBP, USDJPY, d, quote, viaGbpUsd, viaUsdJpy } from './test-fixtures';
import type { PositionSide } from './types';

const s = toDecimalString;

describe('notional, margin and fee', () => {
  it.each<[string, string, number, string, string, number, string, string]>([
    // label, contract size, lots, price, notional (quote), leverage, margin (USD), fee (USD)
    ['BTC 1 lot at 60010, 10x', '0.01', 1, '60010.00', '600.1', 10, '60.01', '0.30005'],
    ['BTC 2 lots at 60000, 20x', '0.01', 2, '60000.00', '1200', 20, '60', '0.6'],
    [
      'BTC 3 lots at 60000.01, 7x',
      '0.01',
      3,
      '60000.01',
      '1800.0003',
      7,
      '257.14290000',
      '0.90000015',
    ],
    [
      'BTC 1 lot at 60000.03, 100x',
      '0.01',
      1,
      '60000.03',
      '600.0003',
      100,
      '6.00000300',
      '0.30000015',
    ],
  ])(
    '%s: notional %s… margin %s fee %s',
    (_label, size, lots, price, notional, leverage, margin, fee) => {
      const n = notionalValue(lots, d(size), d(price));
      expect(s(n)).toBe(notional);
      expect(s(marginUsd(n, leverage))).toBe(s(d(margin)));
      expect(s(feeUsd(n, BTCUSD.feeRate))).toBe(s(d(fee)));
    },
  );

  it('rounds margin half-even at 8 places: 1800.0003 / 7 = 257.142900000000…', () => {
    expect(s(marginUsd(d('0.00000005'), 1))).toBe('0.00000005');
    // 0.000000125 / 1 → 0.00000012 (tie to even), 0.000000135 → 0.00000014.
    expect(s(marginUsd(d('0.000000125'), 1))).toBe('0.00000012');
    expect(s(marginUsd(d('0.000000135'), 1))).toBe('0.00000014');
  });

  it('USDJPY 3 lots at ask 150.012: notional ¥450,036, USD at mid 150.006, 50x', () => {
    const n = notionalValue(3, USDJPY.contractSize, d('150.012'));
    expect(s(n)).toBe('450036');
    const usd = toUsd(n, viaUsdJpy('150.006'));
    expect(s(marginUsd(usd, 50))).toBe('60.0023999');
    expect(s(feeUsd(usd, USDJPY.feeRate))).toBe('0.150006');
  });

  it('EURGBP 2 lots at bid 0.85000: £1,700, USD at GBPUSD mid 1.33007, 25x', () => {
    const n = notionalValue(2, EURGBP.contractSize, d('0.85000'));
    const usd = toUsd(n, viaGbpUsd('1.33007'));
    expect(s(usd)).toBe('2261.119');
    expect(s(marginUsd(usd, 25))).toBe('90.44476');
    expect(s(feeUsd(usd, EURGBP.feeRate))).toBe('0.11305595');
  });
});

describe('PnL on the closing side', () => {
  it.each<[PositionSide, number, string, string, string]>([
    ['long', 1, '60010.00', '61000.00', '9.9'],
    ['long', 1, '60010.00', '59000.00', '-10.1'],
    ['long', 1, '60010.00', '60010.00', '0'],
    ['short', 2, '60000.00', '59000.55', '19.989'],
    ['short', 2, '60000.00', '60500.00', '-10'],
  ])('BTC %s %i lot(s) from %s to %s: %s USD', (side, lots, open, close, pnl) => {
    const legs = {
      side,
      lots,
      contractSize: BTCUSD.contractSize,
      openPrice: d(open),
      closePrice: d(close),
    };
    expect(s(pnlInQuote(legs))).toBe(pnl);
    expect(s(pnlUsd({ ...legs, conversion: USD_CONVERSION }))).toBe(pnl);
  });

  it.each<[PositionSide, string, string, string, string, string]>([
    // USDJPY: ¥ PnL ÷ USDJPY mid at the close.
    ['long', '150.012', '151.250', '151.256', '3714', '24.55439784'],
    ['long', '150.012', '149.000', '148.994', '-3036', '-20.37665946'],
    ['short', '150.000', '149.000', '148.994', '3000', '20.13503899'],
  ])('USDJPY %s 3 lots %s → %s (mid %s): ¥%s = %s USD', (side, open, close, mid, jpy, usd) => {
    const legs = {
      side,
      lots: 3,
      contractSize: USDJPY.contractSize,
      openPrice: d(open),
      closePrice: d(close),
    };
    expect(s(pnlInQuote(legs))).toBe(jpy);
    expect(s(pnlUsd({ ...legs, conversion: viaUsdJpy(mid) }))).toBe(usd);
  });

  it('EURGBP short 2 lots 0.85000 → 0.84512: £9.76 × GBPUSD mid 1.32871 = 12.9682096 USD', () => {
    const legs = {
      side: 'short' as const,
      lots: 2,
      contractSize: EURGBP.contractSize,
      openPrice: d('0.85000'),
      closePrice: d('0.84512'),
    };
    expect(s(pnlInQuote(legs))).toBe('9.76');
    expect(s(pnlUsd({ ...legs, conversion: viaGbpUsd('1.32871') }))).toBe('12.9682096');
  });

  it.each<[PositionSide, string, string]>([
    ['long', '60010.00', '4.9'],
    ['short', '60000.00', '-5.1'],
  ])(
    'floating PnL of a BTC %s 1 lot opened at %s on bid 60500 / ask 60510: %s',
    (side, open, pnl) => {
      const legs = { side, lots: 1, contractSize: BTCUSD.contractSize, openPrice: d(open) };
      expect(
        s(
          floatingPnl({
            ...legs,
            quote: quote('60500.00', '60510.00'),
            conversion: USD_CONVERSION,
          }),
        ),
      ).toBe(pnl);
    },
  );

  it.each([
    ['9.9', '60.01', '16.5'],
    ['-10.1', '60.01', '-16.83'],
    ['1', '3', '33.33'],
    ['2', '3', '66.67'],
    ['5', '0', '0'],
  ])('profit rate of %s on margin %s is %s%%', (pnl, margin, rate) => {
    expect(s(profitRatePct(d(pnl), d(margin)))).toBe(rate);
  });
});

describe('conversion to USD', () => {
  const pair = (symbol: string, base: string, quoteCcy: string, mid: string) => ({
    symbol,
    base,
    quote: quoteCcy,
    mid: d(mid),
  });

  it('USD needs no pair', () => {
    expect(usdConversion('USD', null)).toEqual({ ok: true, value: { via: 'usd' } });
  });

  it('JPY divides by USDJPY, GBP multiplies by GBPUSD, HKD divides by USDHKD', () => {
    expect(usdConversion('JPY', pair('USDJPY', 'USD', 'JPY', '150.006'))).toMatchObject({
      ok: true,
      value: { via: 'divide', pair: 'USDJPY' },
    });
    expect(usdConversion('GBP', pair('GBPUSD', 'GBP', 'USD', '1.33007'))).toMatchObject({
      ok: true,
      value: { via: 'multiply', pair: 'GBPUSD' },
    });
    const hkd = usdConversion('HKD', pair('USDHKD', 'USD', 'HKD', '7.8'));
    if (!hkd.ok) throw new Error('expected a conversion');
    expect(s(toUsd(d('7800'), hkd.value))).toBe('1000');
    expect(s(fromUsd(d('1000'), hkd.value))).toBe('7800');
  });

  it.each([
    ['no pair', 'JPY', null],
    ['a pair that does not hold the currency', 'JPY', pair('EURUSD', 'EUR', 'USD', '1.16')],
    ['a cross without USD', 'GBP', pair('EURGBP', 'EUR', 'GBP', '0.85')],
    ['a zero mid', 'JPY', pair('USDJPY', 'USD', 'JPY', '0')],
  ])('refuses %s', (_label, currency, via) => {
    expect(usdConversion(currency, via)).toMatchObject({
      ok: false,
      issues: [{ code: 'CONVERSION_UNAVAILABLE', details: { currency } }],
    });
  });
});
