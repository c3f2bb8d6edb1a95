import { Decimal, type DecimalInput, toDecimal } from '../money';
import { type MarginState } from './account';
import type { PositionSide } from './types';

/*
 * Core's margin rules (amounts.ts pnlUsd, account.ts marginLevelAtOrBelow / marginState) in integers,
 * for the incremental stop-out monitor: prices in ticks of their instrument (price × 10^precision),
 * USD in ledger units (1 unit = 10^-8 USD, the scale roundHalfEven8 rounds to). Every figure here is
 * equal to the unit to the decimal rule it mirrors (margin-units.test.ts checks it over random books).
 *
 * BigInt, not safe integers: a converted PnL's exact numerator is ticks × size × mid × 10^8, up to
 * ~10^30 for ordinary positions (a 2^53 number would overflow silently, a float would round). The
 * cost stays off the tick path's scale: the monitor evaluates only the accounts a quote touches.
 */

/** Decimal places of a USD ledger amount (roundHalfEven8). */
export const LEDGER_PLACES = 8;

const powers: bigint[] = [];
/** 10^n as a BigInt (cached). */
export function pow10(n: number): bigint {
  let power = powers[n];
  if (power === undefined) {
    power = 10n ** BigInt(n);
    powers[n] = power;
  }
  return power;
}

/** An exact decimal × 10^places as a BigInt; throws when it has more places (never rounds). */
export function scaledInteger(value: DecimalInput, places: number): bigint {
  const scaled = toDecimal(value).times(new Decimal(10).pow(places));
  if (!scaled.isInteger())
    throw new RangeError(`${toDecimal(value).toFixed()} has over ${places} places`);
  return BigInt(scaled.toFixed(0));
}

/** n / d rounded half to even (d > 0): the integer form of roundHalfEven8 on an exact quotient. */
export function divideHalfEven(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const a = negative ? -n : n;
  let q = a / d;
  const twice = (a - q * d) * 2n;
  if (twice > d || (twice === d && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/** An open position in integers, parsed once when the account is read. */
export interface PositionInUnits {
  side: PositionSide;
  /** Base units held (lots × contract size) × 10^sizePlaces, exact. */
  size: bigint;
  sizePlaces: number;
  /** Open price in ticks (× 10^precision). */
  openTicks: bigint;
  /** The instrument's price places. */
  precision: number;
  /** Margin fixed at the fill, USD ledger units. */
  margin: bigint;
}

export function positionInUnits(input: {
  side: PositionSide;
  lots: number;
  contractSize: DecimalInput;
  openPrice: DecimalInput;
  precision: number;
  margin: DecimalInput;
}): PositionInUnits {
  const size = toDecimal(input.contractSize).times(input.lots);
  const sizePlaces = size.decimalPlaces();
  return {
    side: input.side,
    size: scaledInteger(size, sizePlaces),
    sizePlaces,
    openTicks: scaledInteger(input.openPrice, input.precision),
    precision: input.precision,
    margin: scaledInteger(input.margin, LEDGER_PLACES),
  };
}

/**
 * How the quote currency becomes USD, in integers (conversion.ts): unchanged, or × / ÷ the pair's
 * mid, carried as bid + ask in the pair's ticks (twice the mid, so it stays an integer).
 */
export type ConversionInUnits =
  { via: 'usd' } | { via: 'multiply' | 'divide'; midTwiceTicks: bigint; precision: number };

export const USD_IN_UNITS: ConversionInUnits = { via: 'usd' };

/**
 * Floating PnL in USD ledger units at a closing-side price (a long's bid, a short's ask) in ticks:
 * pnlUsd exactly — (close − open) × size (a short's negated), converted, rounded half-even once.
 */
export function pnlInUnits(
  position: PositionInUnits,
  closeTicks: bigint,
  conversion: ConversionInUnits,
): bigint {
  const move =
    position.side === 'long' ? closeTicks - position.openTicks : position.openTicks - closeTicks;
  // quote currency × 10^(precision + sizePlaces)
  const inQuote = move * position.size;
  const places = position.precision + position.sizePlaces;
  const scale = pow10(places);
  switch (conversion.via) {
    case 'usd':
      // At most 8 places: the quotient is exact, nothing to round (the common case, no division).
      if (places <= LEDGER_PLACES) return inQuote * pow10(LEDGER_PLACES - places);
      return divideHalfEven(inQuote * pow10(LEDGER_PLACES), scale);
    case 'multiply':
      return divideHalfEven(
        inQuote * conversion.midTwiceTicks * pow10(LEDGER_PLACES),
        scale * 2n * pow10(conversion.precision),
      );
    case 'divide':
      return divideHalfEven(
        inQuote * 2n * pow10(conversion.precision) * pow10(LEDGER_PLACES),
        scale * conversion.midTwiceTicks,
      );
  }
}

/**
 * The least and greatest PnL (ledger units) while the closing-side price stays in [closeLo,
 * closeHi] ticks and a converting pair's bid + ask in [midTwiceLo, midTwiceHi] (both > 0). PnL is
 * monotone in each of the two for the other fixed (rounding keeps order), so the extremes are at
 * the corners: the monitor's bound on a box of prices.
 */
export function pnlRangeInUnits(
  position: PositionInUnits,
  closeLo: bigint,
  closeHi: bigint,
  conversion:
    | { via: 'usd' }
    | { via: 'multiply' | 'divide'; midTwiceLo: bigint; midTwiceHi: bigint; precision: number },
): { min: bigint; max: bigint } {
  const [worst, best] = position.side === 'long' ? [closeLo, closeHi] : [closeHi, closeLo];
  if (conversion.via === 'usd')
    return {
      min: pnlInUnits(position, worst, USD_IN_UNITS),
      max: pnlInUnits(position, best, USD_IN_UNITS),
    };
  const { via, midTwiceLo, midTwiceHi, precision } = conversion;
  const lo: ConversionInUnits = { via, midTwiceTicks: midTwiceLo, precision };
  const hi: ConversionInUnits = { via, midTwiceTicks: midTwiceHi, precision };
  const worstLo = pnlInUnits(position, worst, lo);
  const worstHi = pnlInUnits(position, worst, hi);
  const bestLo = pnlInUnits(position, best, lo);
  const bestHi = pnlInUnits(position, best, hi);
  return {
    min: worstLo < worstHi ? worstLo : worstHi,
    max: bestLo > bestHi ? bestLo : bestHi,
  };
}

/** A margin level (%) as the integer test equity × denominator ≤ numerator × used margin. */
export interface LevelInUnits {
  numerator: bigint;
  denominator: bigint;
}

export function levelInUnits(levelPct: Decimal): LevelInUnits {
  const places = levelPct.decimalPlaces();
  return { numerator: scaledInteger(levelPct, places), denominator: 100n * pow10(places) };
}

/**
 * How far equity is above the level, scaled: equity × denominator − numerator × used margin (both
 * ledger units). ≤ 0 is at or below the level (marginLevelAtOrBelow, when used margin > 0).
 */
export function levelSlack(equity: bigint, usedMargin: bigint, level: LevelInUnits): bigint {
  return equity * level.denominator - level.numerator * usedMargin;
}

/** marginState in ledger units: no_positions without used margin, else by the two levels' slack. */
export function marginStateInUnits(
  equity: bigint,
  usedMargin: bigint,
  levels: { marginCall: LevelInUnits; stopOut: LevelInUnits },
): MarginState {
  if (usedMargin === 0n) return 'no_positions';
  if (levelSlack(equity, usedMargin, levels.stopOut) <= 0n) return 'stop_out';
  if (levelSlack(equity, usedMargin, levels.marginCall) <= 0n) return 'margin_call';
  return 'healthy';
}
