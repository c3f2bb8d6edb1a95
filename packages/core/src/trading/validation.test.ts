import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money';
import {
  type ComplianceProfile,
  leverageClass,
  maxLeverageFor,
  stopOutLevelFor,
  validateLeverage,
} from './leverage';
import { validateLots } from './quantity';
import { parseOrderPrice, validateTakeProfitStopLoss } from './tpsl';
import { BTCUSD, d } from './test-fixtures';
import type { ContractCategory, PositionSide } from './types';

describe('quantity: a positive integer of lots, at most the instrument maximum (product.md §5.5)', () => {
  it.each<[string | number, number]>([
    ['1', 1],
    [' 7 ', 7],
    ['1000', 1000],
    [3, 3],
  ])('accepts %j as %i', (value, lots) => {
    expect(validateLots(value, 1000)).toEqual({ ok: true, value: lots });
  });

  it.each<[string | number, string]>([
    ['', 'LOTS_INVALID'],
    ['abc', 'LOTS_INVALID'],
    ['1e3', 'LOTS_INVALID'],
    [Number.NaN, 'LOTS_INVALID'],
    ['0', 'LOTS_NOT_POSITIVE_INTEGER'],
    ['-1', 'LOTS_NOT_POSITIVE_INTEGER'],
    ['1.5', 'LOTS_NOT_POSITIVE_INTEGER'],
    ['1.0', 'LOTS_NOT_POSITIVE_INTEGER'],
    [0.5, 'LOTS_NOT_POSITIVE_INTEGER'],
    ['1001', 'LOTS_ABOVE_MAXIMUM'],
  ])('refuses %j with %s', (value, code) => {
    expect(validateLots(value, 1000)).toMatchObject({ ok: false, issues: [{ code }] });
  });

  it('names the maximum', () => {
    expect(validateLots('1001', 1000)).toEqual({
      ok: false,
      issues: [{ code: 'LOTS_ABOVE_MAXIMUM', details: { maximum: '1000' } }],
    });
  });
});

describe('leverage: 1..maximum, the maximum by compliance profile', () => {
  const spec = (
    symbol: string,
    category: ContractCategory,
    base: string,
    quote: string,
    maxLeverage: number,
  ) => ({
    symbol,
    category,
    base,
    quote,
    maxLeverage,
  });

  it.each<[ReturnType<typeof spec>, string, number, number]>([
    [spec('BTCUSD', 'crypto', 'BTC', 'USD', 100), 'crypto', 100, 2],
    [spec('EURUSD', 'forex', 'EUR', 'USD', 100), 'major_fx', 100, 30],
    [spec('USDJPY', 'forex', 'USD', 'JPY', 100), 'major_fx', 100, 30],
    [spec('EURGBP', 'forex', 'EUR', 'GBP', 100), 'major_fx', 100, 30],
    [spec('AUDUSD', 'forex', 'AUD', 'USD', 100), 'minor_fx', 100, 20],
    [spec('USDHKD', 'forex', 'USD', 'HKD', 100), 'minor_fx', 100, 20],
    [spec('XAUUSD', 'commodity', 'XAU', 'USD', 100), 'gold', 100, 20],
    [spec('US500', 'futures', 'US500', 'USD', 50), 'major_index', 50, 20],
    [spec('HK50', 'futures', 'HK50', 'HKD', 50), 'other_index', 50, 10],
    [spec('USOIL', 'commodity', 'WTI', 'USD', 50), 'other_commodity', 50, 10],
    [spec('NGAS', 'commodity', 'NG', 'USD', 20), 'other_commodity', 20, 10],
    [spec('SPY', 'etf', 'SPY', 'USD', 20), 'etf', 20, 5],
    [spec('AAPL', 'share', 'AAPL', 'USD', 3), 'share', 3, 3],
  ])('%o is %s: standard %i, strict %i', (instrument, cls, standard, strict) => {
    expect(leverageClass(instrument)).toBe(cls);
    expect(maxLeverageFor('standard', instrument)).toBe(standard);
    expect(maxLeverageFor('strict', instrument)).toBe(strict);
  });

  it.each<[ComplianceProfile, string, string]>([
    ['standard', '50', '50'],
    ['standard', '20', '20'],
    ['strict', '20', '50'],
    ['strict', '80', '80'],
  ])('stop-out level under %s with setting %s is %s', (profile, setting, level) => {
    expect(toDecimalString(stopOutLevelFor(profile, d(setting)))).toBe(level);
  });

  it.each<[string | number, number, string | number]>([
    ['1', 100, 1],
    ['100', 100, 100],
    [10, 100, 10],
    ['0', 100, 'LEVERAGE_INVALID'],
    ['-5', 100, 'LEVERAGE_INVALID'],
    ['2.5', 100, 'LEVERAGE_INVALID'],
    ['x', 100, 'LEVERAGE_INVALID'],
    ['101', 100, 'LEVERAGE_ABOVE_MAXIMUM'],
    ['3', 2, 'LEVERAGE_ABOVE_MAXIMUM'],
  ])('leverage %j with maximum %i → %s', (value, maximum, expected) => {
    const result = validateLeverage(value, maximum);
    if (typeof expected === 'number') expect(result).toEqual({ ok: true, value: expected });
    else expect(result).toMatchObject({ ok: false, issues: [{ code: expected }] });
  });
});

describe('order prices', () => {
  it.each([
    ['60010.5', true, ''],
    ['60010.55', true, ''],
    ['60010.555', false, 'PRICE_TOO_PRECISE'],
    ['0', false, 'PRICE_NOT_POSITIVE'],
    ['-1', false, 'PRICE_NOT_POSITIVE'],
    ['1e5', false, 'PRICE_INVALID'],
    ['', false, 'PRICE_INVALID'],
  ])('%j at precision 2: ok %s %s', (value, ok, code) => {
    const result = parseOrderPrice(value, BTCUSD.precision);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.issues[0].code).toBe(code);
  });
});

describe('TP/SL validity (product.md §5.6): against the open and the current price, equality allowed', () => {
  // Long opened at 60010, bid now 60500; short opened at 60000, ask now 59500.
  const cases: [PositionSide, string, string | null, string | null, string][] = [
    ['long', 'TP above both', '61000', null, 'ok'],
    ['long', 'TP equal to the current price (the higher)', '60500', null, 'ok'],
    ['long', 'TP below the open price', '60000', null, 'TAKE_PROFIT_BELOW_OPEN_PRICE'],
    ['long', 'TP between open and current', '60200', null, 'TAKE_PROFIT_BELOW_CURRENT_PRICE'],
    ['long', 'SL below both', null, '59000', 'ok'],
    ['long', 'SL equal to the open price (the lower)', null, '60010', 'ok'],
    ['long', 'SL above the open price', null, '60200', 'STOP_LOSS_ABOVE_OPEN_PRICE'],
    ['long', 'both fine', '60500', '60010', 'ok'],
    ['short', 'TP below both', '59000', null, 'ok'],
    ['short', 'TP equal to the current price (the lower)', '59500', null, 'ok'],
    ['short', 'TP above the open price', '60100', null, 'TAKE_PROFIT_ABOVE_OPEN_PRICE'],
    ['short', 'TP between current and open', '59800', null, 'TAKE_PROFIT_ABOVE_CURRENT_PRICE'],
    ['short', 'SL above both', null, '61000', 'ok'],
    ['short', 'SL equal to the open price', null, '60000', 'ok'],
    ['short', 'SL below the open price', null, '59800', 'STOP_LOSS_BELOW_OPEN_PRICE'],
    ['short', 'neither (removal)', null, null, 'ok'],
  ];
  it.each(cases)('%s: %s → %s', (side, _label, tp, sl, expected) => {
    const result = validateTakeProfitStopLoss({
      side,
      openPrice: d(side === 'long' ? '60010' : '60000'),
      currentPrice: d(side === 'long' ? '60500' : '59500'),
      takeProfit: tp === null ? null : d(tp),
      stopLoss: sl === null ? null : d(sl),
    });
    expect(result.ok ? 'ok' : result.issues[0].code).toBe(expected);
  });

  it.each<[PositionSide, string, string, string]>([
    // A long in loss: bid 59000 below the open 60010. SL must not be above the bid either.
    ['long', '60010', '59000', 'STOP_LOSS_ABOVE_CURRENT_PRICE'],
    // A short in loss: ask 61000 above the open 60000. SL must not be below the ask either.
    ['short', '60000', '61000', 'STOP_LOSS_BELOW_CURRENT_PRICE'],
  ])(
    'a losing %s opened at %s, now %s: an SL at 59500/60500 → %s with the price',
    (side, open, current, code) => {
      const stopLoss = d(side === 'long' ? '59500' : '60500');
      expect(
        validateTakeProfitStopLoss({
          side,
          openPrice: d(open),
          currentPrice: d(current),
          takeProfit: null,
          stopLoss,
        }),
      ).toEqual({ ok: false, issues: [{ code, details: { price: current } }] });
    },
  );
});

describe('typed with spaces, refused with the limit', () => {
  it.each([
    ['leverage " 20 " is 20', validateLeverage(' 20 ', 100), { ok: true, value: 20 }],
    [
      'leverage 101 of at most 100 names the maximum',
      validateLeverage('101', 100),
      { ok: false, issues: [{ code: 'LEVERAGE_ABOVE_MAXIMUM', details: { maximum: '100' } }] },
    ],
    [
      'a price of 60000.123 at precision 2 names the precision',
      parseOrderPrice('60000.123', 2),
      { ok: false, issues: [{ code: 'PRICE_TOO_PRECISE', details: { precision: '2' } }] },
    ],
  ])('%s', (_case, result, expected) => {
    expect(result).toEqual(expected);
  });

  it('reads a price typed with spaces: " 60000.5 " is 60000.5', () => {
    const price = parseOrderPrice(' 60000.5 ', 2);
    expect(price.ok && toDecimalString(price.value)).toBe('60000.5');
  });
});
