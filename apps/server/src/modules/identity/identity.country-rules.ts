import type { Language } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { barredCountries } from '../settings/settings.service';
import { countryName, isKnownCountry } from './identity.countries';
import type { IdentityDeps } from './identity.deps';

/**
 * The barred countries in force: the back-office's saved setting, else config BARRED_COUNTRIES.
 * Read per request, so a change applies to the next registration.
 */
export async function barredCountriesNow(
  deps: Pick<IdentityDeps, 'db' | 'config'>,
): Promise<readonly string[]> {
  return (await barredCountries(deps.db, deps.config.BARRED_COUNTRIES)).countries;
}

/**
 * Residence rule of the terms (spec §1, §6): INVALID_COUNTRY for a code we do not list,
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
