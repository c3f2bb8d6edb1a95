import { Decimal, type DecimalInput, roundHalfEvenTo, toDecimal } from '../money';

/** The moving averages the chart draws by default (periods in candles). */
export const DEFAULT_MA_PERIODS = [5, 10, 30] as const;

function assertPeriod(period: number): void {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`moving-average period must be a positive integer, got ${period}`);
  }
}

function assertPlaces(places: number): void {
  if (!Number.isInteger(places) || places < 0 || places > 20) {
    throw new RangeError(`decimal places must be an integer from 0 to 20, got ${places}`);
  }
}

/**
 * Simple moving average of `period` values, aligned with the input: entry i is the mean of values
 * i − period + 1 … i, rounded half-even to `places` decimals (the instrument precision for a price
 * chart), as a decimal string; null for the first period − 1 entries, where the window is not full.
 * Exact: a running decimal sum, no floats. Closes 1, 2, 3, 4 with period 2 and 1 place →
 * [null, "1.5", "2.5", "3.5"].
 */
export function computeMovingAverage(
  values: readonly DecimalInput[],
  period: number,
  places: number,
): (string | null)[] {
  assertPeriod(period);
  assertPlaces(places);
  const decimals = values.map((value) => toDecimal(value));
  const result: (string | null)[] = [];
  let sum = new Decimal(0);
  decimals.forEach((value, index) => {
    sum = sum.plus(value);
    const leaving = decimals[index - period];
    if (leaving !== undefined) sum = sum.minus(leaving);
    result.push(
      index + 1 < period ? null : roundHalfEvenTo(sum.dividedBy(period), places).toFixed(places),
    );
  });
  return result;
}

/**
 * The moving average at the last value only (what a live chart recomputes on every tick):
 * the mean of the last `period` values, rounded half-even to `places`; null with fewer values.
 */
export function computeLatestMovingAverage(
  values: readonly DecimalInput[],
  period: number,
  places: number,
): string | null {
  assertPeriod(period);
  assertPlaces(places);
  if (values.length < period) return null;
  const sum = values
    .slice(values.length - period)
    .reduce<Decimal>((acc, value) => acc.plus(toDecimal(value)), new Decimal(0));
  return roundHalfEvenTo(sum.dividedBy(period), places).toFixed(places);
}
