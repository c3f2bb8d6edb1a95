import { Decimal, roundHalfEven8 } from '../money';
import { BASE_CURRENCY } from '../ledger/accounts';
import type { Result } from '../result';
import {
  type ConversionIssueCode,
  type ConversionPair,
  type UsdConversion,
  toUsd,
  usdConversion,
} from './conversion';

/**
 * Valuing balances in USD (the Assets totals, product.md §12.6): each currency at the current mid of its
 * conversion pair, by the same rule that converts a position's quote currency (product.md §10.3).
 */

/** The pairs that can value `currency`, in the order tried: XXXUSD (multiply), then USDXXX (divide). */
export function usdPairSymbols(currency: string): readonly [string, string] {
  return [`${currency}${BASE_CURRENCY}`, `${BASE_CURRENCY}${currency}`];
}

/**
 * How `currency` converts to USD now. `pairOf` gives a pair with its current mid, or undefined when
 * no such instrument exists or it has no quote yet; the first of usdPairSymbols it gives is used.
 * USD needs none; a currency with neither pair is CONVERSION_UNAVAILABLE (never a rate of zero).
 */
export function findUsdConversion(
  currency: string,
  pairOf: (symbol: string) => ConversionPair | undefined,
): Result<UsdConversion, ConversionIssueCode> {
  if (currency === BASE_CURRENCY) return usdConversion(currency, null);
  for (const symbol of usdPairSymbols(currency)) {
    const pair = pairOf(symbol);
    if (pair !== undefined) return usdConversion(currency, pair);
  }
  return usdConversion(currency, null);
}

/** A balance in its own currency: available and locked (both ≥ 0 in a user account). */
export interface CurrencyBalance {
  available: Decimal;
  locked: Decimal;
}

/** A balance's USD value; `total` = available + locked exactly, so the parts always add up. */
export interface UsdValuation {
  available: Decimal;
  locked: Decimal;
  total: Decimal;
}

/**
 * A balance valued in USD at the conversion's mid. Rounding: available and locked are each converted
 * and rounded half-even to 8 decimals (roundHalfEven8, the ledger's scale: a division by a USDXXX
 * mid does not terminate); the total is their exact sum. Display truncates further (2 decimals).
 */
export function valueInUsd(balance: CurrencyBalance, conversion: UsdConversion): UsdValuation {
  const available = roundHalfEven8(toUsd(balance.available, conversion));
  const locked = roundHalfEven8(toUsd(balance.locked, conversion));
  return { available, locked, total: available.plus(locked) };
}

/** A currency's valuation, or null when it has no conversion yet (no quote for its pair). */
export interface ValuedBalance {
  currency: string;
  value: UsdValuation | null;
}

/** The USD totals of some balances and the currencies left out of them. */
export interface ValuationTotals {
  available: Decimal;
  locked: Decimal;
  total: Decimal;
  /** Currencies without a value, each once in order of first appearance: not counted as zero. */
  unvalued: string[];
}

/** Exact sums (no rounding) of the valued balances; the others are named in `unvalued`. */
export function sumValuations(balances: readonly ValuedBalance[]): ValuationTotals {
  let available = new Decimal(0);
  let locked = new Decimal(0);
  const unvalued: string[] = [];
  for (const { currency, value } of balances) {
    if (value === null) {
      if (!unvalued.includes(currency)) unvalued.push(currency);
      continue;
    }
    available = available.plus(value.available);
    locked = locked.plus(value.locked);
  }
  return { available, locked, total: available.plus(locked), unvalued };
}
