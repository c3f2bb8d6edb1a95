import { describe, expect, it } from 'vitest';
import {
  applySpread,
  computeMidUnits,
  decimalToUnits,
  priceAtPrecision,
  roundSimulatedUnits,
  toDecimalString,
  unitsToDecimal,
  unitsToDecimalString,
} from '../index';

describe('tick units ↔ decimal strings', () => {
  it.each([
    [9500012, 2, '95000.12'],
    [116000, 5, '1.16000'],
    [5, 3, '0.005'],
    [-5, 3, '-0.005'],
    [0, 2, '0.00'],
    [42, 0, '42'],
    [150123, 3, '150.123'],
  ])('%i at precision %i → %s', (units, precision, expected) => {
    expect(unitsToDecimalString(units, precision)).toBe(expected);
    expect(toDecimalString(unitsToDecimal(units, precision))).toBe(
      toDecimalString(unitsToDecimal(units, precision)),
    );
  });

  it.each([
    ['95000.12', 2, 9500012],
    ['1.16', 5, 116000],
    // Half-even: ties go to the even tick.
    ['1.000005', 5, 100000],
    ['1.000015', 5, 100002],
    ['0.125', 2, 12],
    ['0.135', 2, 14],
    ['42', 0, 42],
  ])('decimalToUnits(%s, %i) = %i', (value, precision, expected) => {
    expect(decimalToUnits(value, precision)).toBe(expected);
  });

  it.each([
    ['60010', 2, '60010.00'],
    ['1.1', 5, '1.10000'],
    ['61000.00000000', 2, '61000.00'],
    ['150.1235', 3, '150.124'],
    ['150.1225', 3, '150.122'],
    ['42.0', 0, '42'],
  ])('priceAtPrecision(%s, %i) = %s (wire form, half-even guard)', (value, precision, expected) => {
    expect(priceAtPrecision(value, precision)).toBe(expected);
  });

  it('refuses prices beyond safe integers', () => {
    expect(() => decimalToUnits('99999999999999999', 2)).toThrow(RangeError);
    expect(() => unitsToDecimalString(1.5, 2)).toThrow(RangeError);
  });

  it.each([
    [100.4, 100],
    [100.5, 101],
    [100.6, 101],
    [-100.5, -101],
  ])('roundSimulatedUnits(%d) = %i (half away from zero)', (value, expected) => {
    expect(roundSimulatedUnits(value)).toBe(expected);
  });
});

describe('mid and spread (product.md §10.1: last = mid)', () => {
  it.each([
    [10000, 10002, 10001],
    [10001, 10003, 10002],
    [10001, 10004, 10002], // 10002.5 → 10002 (even)
    [10002, 10005, 10004], // 10003.5 → 10004 (even)
    [7, 7, 7],
  ])('mid of bid %i, ask %i = %i', (bid, ask, mid) => {
    expect(computeMidUnits(bid, ask)).toBe(mid);
  });

  it.each([
    [9500000, 1000, 9499500, 9500500],
    [116000, 10, 115995, 116005],
    [116000, 7, 115997, 116004],
    [116000, 0, 116000, 116000],
  ])('mid %i with spread %i → bid %i, ask %i', (mid, spread, bid, ask) => {
    expect(applySpread(mid, spread)).toEqual({ bid, ask });
    expect(ask - bid).toBe(spread);
  });

  it('an even spread keeps the mid on the tick it came from', () => {
    const { bid, ask } = applySpread(116003, 10);
    expect(computeMidUnits(bid, ask)).toBe(116003);
  });

  it('refuses a negative spread', () => {
    expect(() => applySpread(100, -2)).toThrow(RangeError);
  });
});
