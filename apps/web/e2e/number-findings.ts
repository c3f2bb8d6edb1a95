/**
 * The numbers on a page that break product.md §12 in `locale`: each as "<token>: <why>". A number
 * is a run of digits and separators standing on its own (not part of a date, a clock time, a
 * symbol, an id or an address). It must be written in the language's symbols (German "1.998,56",
 * French "1 998,56"), grouped once it has five integer digits or decimals after four, and an amount
 * in a currency (a number followed by its ISO code) must show the 2 decimals of money, or 4 below
 * 1 (product.md §12.1): not "2000 USD", "0.9510587 USD" or, in German, "1,998.56".
 */
export function numberFindings(text: string, locale: string): string[] {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const escape = (symbol: string) => symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})*(${escape(decimal)}(\\d+))?$`);
  const findings: string[] = [];
  // A number standing on its own (not inside a date, a clock time, a symbol, an id or an address),
  // with the currency code after it on the same line, if any.
  const number =
    /(?<![\p{L}\p{N}_#:/.,\u202f-]|UID:?\s*)\d(?:[\d.,\u202f]*\d)?(?![\p{L}\p{N}_:/-])([ \u00a0]?[A-Z]{3}\b)?/gu;
  for (const match of text.matchAll(number)) {
    const suffix = match[1] ?? '';
    const currency = suffix === '' ? undefined : suffix.trim();
    const token = match[0].slice(0, match[0].length - suffix.length);
    if (/^\d{1,3}(\.\d{1,3}){3}$/.test(token)) continue; // an IPv4 address
    if (/^\d{1,2}\.\d{1,2}\.\d{4}$/.test(token)) continue; // a German date ("27.11.2026")
    const shape = grouped.exec(token);
    const plainInteger = /^\d{1,4}$/.test(token);
    if (shape === null && !plainInteger) {
      findings.push(`${match[0]}: not written in ${locale} (raw or foreign separators)`);
      continue;
    }
    if (currency === undefined || !isIsoCurrency(currency)) continue;
    const places = shape?.[3]?.length ?? 0;
    const belowOne = /^0\D/.test(token);
    if (places !== 2 && !(belowOne && places === 4)) {
      findings.push(`${match[0]}: money shows 2 decimals (4 below 1), not ${places}`);
    }
  }
  return findings;
}

const ISO = new Set(Intl.supportedValuesOf('currency'));

function isIsoCurrency(code: string): boolean {
  return ISO.has(code);
}
