import { type Decimal, tryParseDecimal } from './decimal';
import { LEDGER_SCALE, roundHalfEvenTo, truncateTo } from './rounding';

/*
 * The one place numbers become text (product.md §12): one formatter per kind, each from a decimal
 * string or Decimal, never through a float. The digits are decided here (each kind names its
 * rounding); the language only supplies the symbols (Intl: German "1.998,56", French "1 998,56"
 * with U+202F as the group separator).
 */

type Displayable = Decimal | string | null | undefined;

/** Shown where a value is not known yet (no tick, no previous close, no estimate). */
export const NO_VALUE = '--';

function asDecimal(value: Displayable): Decimal | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? tryParseDecimal(value.trim()) : value;
}

interface NumberSymbols {
  group: string;
  decimal: string;
}

const symbolsByLocale = new Map<string, NumberSymbols>();

/** A language's group and decimal separators, as Intl writes them (read once per language). */
function numberSymbols(locale: string): NumberSymbols {
  const known = symbolsByLocale.get(locale);
  if (known !== undefined) return known;
  // A fixed sample, only to read the separators Intl puts around its digits.
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.5);
  const symbols = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  symbolsByLocale.set(locale, symbols);
  return symbols;
}

/**
 * A plain fixed decimal ("-1234567.89") in a language's symbols: thousands grouped in threes, its
 * decimal sign; the digits and the sign stay exactly as given. Anything else is returned unchanged.
 */
export function localizeDecimal(fixed: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(fixed);
  if (match === null) return fixed;
  const { group, decimal } = numberSymbols(locale);
  const grouped = (match[2] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${match[1] ?? ''}${grouped}${match[3] === undefined ? '' : `${decimal}${match[3]}`}`;
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
 * A price as the server sent it (product.md §12.3: already at the instrument's precision, so it
 * is never rounded again), only localized; missing → "--".
 */
export function formatPrice(value: string | null | undefined, locale: string): string {
  if (value == null || value === '') return NO_VALUE;
  return localizeDecimal(value, locale);
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

/** A change with its sign: "718.69" → "+718.69", "-35.44" stays, zero unsigned; missing → "--". */
export function formatChange(value: string | null | undefined, locale: string): string {
  if (value == null || value === '') return NO_VALUE;
  const text = formatPrice(value, locale);
  return /[1-9]/.test(value) && !value.startsWith('-') ? `+${text}` : text;
}

/** A change in percent (2 decimals from the server) with its sign: "+0.76%", "-1.06%"; German "+0,76%". */
export function formatChangePct(value: string | null | undefined, locale: string): string {
  if (value == null || value === '') return NO_VALUE;
  return `${formatChange(value, locale)}%`;
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
