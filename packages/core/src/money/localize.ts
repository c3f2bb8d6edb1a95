/*
 * The string-only half of the number formatters (format.ts has the other): a decimal string as sent
 * is written in a language's symbols, without the decimal library, so a page that shows only
 * prices (home, markets) does not load it.
 */

/** Shown where a value is not known yet (no tick, no previous close, no estimate). */
export const NO_VALUE = '--';

/** Each language's [group, decimal] separators, read from Intl once. */
const separators: Record<string, readonly [string, string]> = {};

/**
 * A language's group and decimal separators, read off Intl's writing of a fixed sample: "12,345.5",
 * German "12.345,5", French "12 345,5" (each of the seven languages writes one character for each).
 */
function readSeparators(locale: string): readonly [string, string] {
  const sample = new Intl.NumberFormat(locale).format(12345.5);
  return [sample.charAt(2), sample.charAt(6)];
}

/**
 * A plain fixed decimal ("-1234567.89") in a language's symbols: thousands grouped in threes, its
 * decimal sign; the digits and the sign stay exactly as given. Anything else is returned unchanged.
 */
export function localizeDecimal(fixed: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(fixed);
  if (match === null) return fixed;
  const [group, decimal] = (separators[locale] ??= readSeparators(locale));
  const grouped = (match[2] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${match[1] ?? ''}${grouped}${match[3] === undefined ? '' : `${decimal}${match[3]}`}`;
}

/**
 * A price as the server sent it (product.md §12.3: already at the instrument's precision, so it
 * is never rounded again), only localized; missing → "--".
 */
export function formatPrice(value: string | null | undefined, locale: string): string {
  if (value == null || value === '') return NO_VALUE;
  return localizeDecimal(value, locale);
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
