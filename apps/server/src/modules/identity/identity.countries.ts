import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import type { Area, Language } from '@waihui/contracts';

/**
 * Countries offered on selectCountry: those with both an ISO 3166-1 code (i18n-iso-countries) and a
 * calling code (libphonenumber-js). Names come from the CLDR data in Node's ICU (Intl.DisplayNames),
 * which has all seven languages including Traditional Chinese for zh-HK; i18n-iso-countries has no
 * zh-Hant, so it only supplies the English fallback.
 */
const COUNTRY_CODES: readonly CountryCode[] = getCountries().filter((code) =>
  countries.isValid(code),
);
const KNOWN = new Set<string>(COUNTRY_CODES);

export function isKnownCountry(code: string): boolean {
  return KNOWN.has(code);
}

/** The country's name in a language, e.g. ("DE", "ja") → "ドイツ". */
export function countryName(code: string, lang: Language): string {
  const name = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code);
  return name ?? countries.getName(code, 'en') ?? code;
}

const cache = new Map<string, Area[]>();

/** The area list for a language, sorted by name in that language; barred countries are flagged. */
export function areaList(lang: Language, barred: readonly string[]): Area[] {
  const cacheKey = `${lang}|${barred.join(',')}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(lang);
  const list = COUNTRY_CODES.map((code) => ({
    code,
    name: names.of(code) ?? countries.getName(code, 'en') ?? code,
    dial_code: `+${getCountryCallingCode(code)}`,
    barred: barred.includes(code),
  })).sort((a, b) => collator.compare(a.name, b.name));
  cache.set(cacheKey, list);
  return list;
}
