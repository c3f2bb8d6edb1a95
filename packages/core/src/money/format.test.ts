import { describe, expect, it } from 'vitest';
import {
  formatAccountAmount,
  formatChange,
  formatChangePct,
  formatMoney,
  formatPrice,
  formatPriceAt,
  formatQuantity,
  localizeDecimal,
} from './index';

/** French groups with U+202F (narrow no-break space), as Intl writes it. */
const NNBSP = '\u202f';

describe('localizeDecimal: the language supplies only the symbols', () => {
  it.each([
    ['1998.56', 'en', '1,998.56'],
    ['1998.56', 'de', '1.998,56'],
    ['1998.56', 'fr', `1${NNBSP}998,56`],
    ['-1234567.891', 'de', '-1.234.567,891'],
    ['1998.56', 'ja', '1,998.56'],
    ['1998.56', 'ko', '1,998.56'],
    ['1998.56', 'zh-CN', '1,998.56'],
    ['1998.56', 'zh-HK', '1,998.56'],
    ['999', 'de', '999'],
    ['n/a', 'de', 'n/a'],
  ])('%s in %s → %s', (input, locale, expected) => {
    expect(localizeDecimal(input, locale)).toBe(expected);
  });
});

describe('formatMoney by currency', () => {
  it.each([
    ['2027.9902413', 'USD', 'de', '2.027,99'],
    ['0.9510587', 'USD', 'fr', '0,9510'],
    ['2000', 'EUR', 'fr', `2${NNBSP}000,00`],
    ['0.012345678', 'BTC', 'en', '0.01234567'],
    ['100', 'USDT', 'de', '100,00'],
    ['1.5', 'ETH', 'en', '1.50'],
    ['0', 'BTC', 'de', '0,00'],
  ])('%s %s in %s → %s', (input, currency, locale, expected) => {
    expect(formatMoney(input, locale, currency)).toBe(expected);
  });
});

describe('prices in English (the cases of the former web formatters)', () => {
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
    expect(formatPrice(value, 'en')).toBe(expected);
  });

  it.each<[string | null, string, string]>([
    ['0.76', '+0.76', '+0.76%'],
    ['-1.06', '-1.06', '-1.06%'],
    ['0.00', '0.00', '0.00%'],
    ['-0.00', '-0.00', '-0.00%'],
    ['1718.69', '+1,718.69', '+1,718.69%'],
    [null, '--', '--'],
  ])('%s: change %s, percent %s', (value, change, pct) => {
    expect(formatChange(value, 'en')).toBe(change);
    expect(formatChangePct(value, 'en')).toBe(pct);
  });

  it.each([
    ['95000.1', 2, '95,000.10'],
    ['65000', 2, '65,000.00'],
    ['1.16', 5, '1.16000'],
    ['53040.50', 2, '53,040.50'],
    ['0.19997', 5, '0.19997'],
    [null, 2, '--'],
    ['', 2, '--'],
    ['abc', 2, '--'],
  ] as const)('formatPriceAt(%s) at %i decimals → %s', (value, precision, shown) => {
    expect(formatPriceAt(value, precision, 'en')).toBe(shown);
  });
});

describe('the other kinds', () => {
  it('account figures cut to 2 decimals in German', () => {
    expect(formatAccountAmount('-12345.678', 'de')).toBe('-12.345,67');
  });

  it.each([
    ['95098.20', 'en', '95,098.20'],
    ['95098.20', 'de', '95.098,20'],
    [null, 'de', '--'],
  ])('price %s in %s → %s', (input, locale, expected) => {
    expect(formatPrice(input, locale)).toBe(expected);
  });

  it.each([
    ['99827.705', 2, 'en', '99,827.70'],
    ['99827.715', 2, 'de', '99.827,72'],
    ['1.1', 5, 'fr', '1,10000'],
    [null, 2, 'en', '--'],
  ])(
    'price at precision %s (%s places, %s) → %s: half-even onto the tick grid',
    (input, places, locale, expected) => {
      expect(formatPriceAt(input, places, locale)).toBe(expected);
    },
  );

  it.each([
    ['718.69', 'de', '+718,69'],
    ['-35.44', 'en', '-35.44'],
    ['0.00', 'en', '0.00'],
  ])('change %s in %s → %s', (input, locale, expected) => {
    expect(formatChange(input, locale)).toBe(expected);
  });

  it('change percent keeps the sign and the language’s decimal sign', () => {
    expect(formatChangePct('0.76', 'fr')).toBe('+0,76%');
  });

  it.each([
    [1200, '1', 'de', '1.200'],
    ['0.123456789', '0.00000001', 'en', '0.12345678'],
    ['2', '0.01', 'fr', '2,00'],
    [null, '1', 'en', '--'],
  ])('quantity %s on step %s in %s → %s', (input, step, locale, expected) => {
    expect(formatQuantity(input, step, locale)).toBe(expected);
  });
});
