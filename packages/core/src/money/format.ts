import { type Decimal, tryParseDecimal } from './decimal';
import { localizeDecimal, NO_VALUE } from './localize';
import { LEDGER_SCALE, roundHalfEvenTo, truncateTo } from './rounding';

/*
 * The one place numbers become text (product.md §12), with localize.ts (prices and changes as
 * sent): one formatter per kind, each from a decimal string or Decimal, never through a float. The digits are decided here (each kind names its
 * rounding); the language only supplies the symbols (Intl: German "1.998,56", French "1 998,56"
 * with U+202F as the group separator).
 */

type Displayable = Decimal | string | null | undefined;

function asDecimal(value: Displayable): Decimal | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? tryParseDecimal(value.trim()) : value;
}

/** Fixed notation at `places`, cut towards zero; a cut-to-zero result is unsigned ("-0.00" never shows). */
function fixedTruncated(value: Decimal, places: number): string {
  const cut = truncateTo(value, places);
  return (cut.isZero() ? cut.abs() : cut).toFixed(places);
}

let isoCurrencies: ReadonlySet<string> | undefined;

/** True for an ISO 4217 currency (USD, JPY); false for a coin (BTC, USDT) or a metal quantity (XAU). */
function isIsoCurrency(currency: string): boolean {
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(currency);
}

/**
 * Money (product.md §12.1), in `currency` (USD when not said). A currency: empty, unparseable or
 * zero → "0.00"; |x| < 1 → cut to 4 decimals; otherwise cut to 2. A coin (BTC, USDT): cut to the
 * ledger's 8 decimals, trailing zeros dropped down to 2 ("0.01234567", "100.00"). Sign kept.
 */
export function formatMoney(value: Displayable, locale: string, currency = 'USD'): string {
  const amount = asDecimal(value);
  if (amount === null || amount.isZero()) return localizeDecimal('0.00', locale);
  if (!isIsoCurrency(currency)) {
    const cut = fixedTruncated(amount, LEDGER_SCALE).replace(/0{1,6}$/, '');
    return localizeDecimal(cut, locale);
  }
  const places = amount.abs().lessThan(1) ? 4 : 2;
  return localizeDecimal(fixedTruncated(amount, places), locale);
}

/** Account figures (product.md §12.2): always 2 decimals, cut towards zero; missing → "0.00". */
export function formatAccountAmount(value: Displayable, locale: string): string {
  const amount = asDecimal(value);
  return localizeDecimal(amount === null ? '0.00' : fixedTruncated(amount, 2), locale);
}

/**
 * A price computed here (an estimate, a limit typed by the user) at the instrument's `precision`:
 * rounded half-even onto the tick grid (roundHalfEvenTo, as the server rounds prices); missing or
 * unparseable → "--".
 */
export function formatPriceAt(value: Displayable, precision: number, locale: string): string {
  const price = asDecimal(value);
  if (price === null) return NO_VALUE;
  return localizeDecimal(roundHalfEvenTo(price, precision).toFixed(precision), locale);
}

/**
 * A quantity on its lot step: `step` is the smallest quantity ("1" for whole lots, "0.00000001" for
 * a spot amount at ledger scale), so the shown decimals are the step's; cut towards zero onto the
 * step's scale (a quantity on the grid is shown exactly). Missing → "--".
 */
export function formatQuantity(value: Displayable | number, step: string, locale: string): string {
  const quantity = typeof value === 'number' ? asDecimal(String(value)) : asDecimal(value);
  if (quantity === null) return NO_VALUE;
  const places = step.includes('.') ? (step.split('.')[1] ?? '').length : 0;
  return localizeDecimal(fixedTruncated(quantity, places), locale);
}
