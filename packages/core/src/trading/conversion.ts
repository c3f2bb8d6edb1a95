import { type Decimal } from '../money';
import { BASE_CURRENCY } from '../ledger/accounts';
import { type Result, fail, succeed } from '../result';

/**
 * How an amount in an instrument's quote currency becomes USD (the contract account's currency), at
 * the current mid of a conversion pair (product.md §10.3):
 * - `usd`: the quote currency is USD (BTCUSD, EURUSD): unchanged;
 * - `multiply`: by the mid of a XXXUSD pair (EURGBP's GBP via GBPUSD's mid);
 * - `divide`: by the mid of a USDXXX pair (USDJPY's JPY via USDJPY's own mid; HK50's HKD via USDHKD).
 * Kept as one operation (not a precomputed 1/mid) so a converted amount is rounded once, at the end.
 */
export type UsdConversion =
  | { via: 'usd' }
  | { via: 'multiply'; pair: string; mid: Decimal }
  | { via: 'divide'; pair: string; mid: Decimal };

export const USD_CONVERSION: UsdConversion = { via: 'usd' };

export type ConversionIssueCode = 'CONVERSION_UNAVAILABLE';

/** A pair that can convert: its currencies and current mid (> 0). */
export interface ConversionPair {
  symbol: string;
  base: string;
  quote: string;
  mid: Decimal;
}

/**
 * Picks the conversion of `quoteCurrency` into USD through `pair` (ignored for USD itself): XXX/USD
 * multiplies, USD/XXX divides. Anything else, or a mid that is not positive, is CONVERSION_UNAVAILABLE.
 */
export function usdConversion(
  quoteCurrency: string,
  pair: ConversionPair | null,
): Result<UsdConversion, ConversionIssueCode> {
  if (quoteCurrency === BASE_CURRENCY) return succeed(USD_CONVERSION);
  if (pair === null || !pair.mid.isPositive() || pair.mid.isZero())
    return fail('CONVERSION_UNAVAILABLE', { currency: quoteCurrency });
  if (pair.base === quoteCurrency && pair.quote === BASE_CURRENCY)
    return succeed({ via: 'multiply', pair: pair.symbol, mid: pair.mid });
  if (pair.base === BASE_CURRENCY && pair.quote === quoteCurrency)
    return succeed({ via: 'divide', pair: pair.symbol, mid: pair.mid });
  return fail('CONVERSION_UNAVAILABLE', { currency: quoteCurrency, pair: pair.symbol });
}

/** Quote-currency amount → USD, unrounded (callers round once, by name). Sign kept. */
export function toUsd(amount: Decimal, conversion: UsdConversion): Decimal {
  if (conversion.via === 'usd') return amount;
  return conversion.via === 'multiply'
    ? amount.times(conversion.mid)
    : amount.dividedBy(conversion.mid);
}

/** USD amount → quote currency, unrounded: the inverse of toUsd. Sign kept. */
export function fromUsd(amountUsd: Decimal, conversion: UsdConversion): Decimal {
  if (conversion.via === 'usd') return amountUsd;
  return conversion.via === 'multiply'
    ? amountUsd.dividedBy(conversion.mid)
    : amountUsd.times(conversion.mid);
}
