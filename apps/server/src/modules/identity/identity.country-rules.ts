import type { Language } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { countryName, isKnownCountry } from './identity.countries';

/**
 * Residence rule of the terms (product.md §1.4, §5.2): INVALID_COUNTRY for a code we do not list,
 * COUNTRY_BARRED (naming the country in the user's language) for a barred one.
 */
export function assertCountryAllowed(
  country: string,
  barred: readonly string[],
  lang: Language,
): void {
  if (!isKnownCountry(country)) throw new BusinessError('INVALID_COUNTRY');
  if (barred.includes(country)) {
    throw new BusinessError('COUNTRY_BARRED', {
      params: { country: countryName(country, lang) },
      details: { country },
    });
  }
}
