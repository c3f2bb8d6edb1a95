import type {
  AdminCountriesSaveBody,
  AdminCountriesSettings,
  AdminSupportSaveBody,
  AdminSupportSettings,
} from '@waihui/contracts';
import type { Db, Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import type { AuditedChange } from '../backoffice';
import { isKnownCountry } from '../identity';
import {
  barredCountries,
  replaceSetting,
  SETTING_KEYS,
  supportChannels,
  type SupportChannels,
} from './settings.service';

/*
 * The settings the back-office edits here (product.md §14.7): barred countries and support channels. Each
 * save runs in the caller's (audited) transaction with the values before and after, and applies
 * from the next request. The withdrawal settings are funding's page (funding/funding.withdrawal-terms.ts),
 * the delivery offer delivery's; both store their values through settings.service.ts.
 */

/** The configured defaults (environment) that apply until an operator saves a setting. */
export interface SettingDefaults {
  barredCountries: readonly string[];
  support: SupportChannels;
}

export interface SettingsDeps {
  db: Db;
  now: () => Date;
  defaults: SettingDefaults;
}

export async function countriesSettings(deps: SettingsDeps): Promise<AdminCountriesSettings> {
  const barred = await barredCountries(deps.db, deps.defaults.barredCountries);
  return { barred_countries: [...barred.countries], source: barred.source };
}

export async function saveCountriesSettings(
  deps: SettingsDeps,
  tx: Tx,
  body: AdminCountriesSaveBody,
  at: Date,
): Promise<AuditedChange<AdminCountriesSettings>> {
  const unknown = body.barred_countries.find((code) => !isKnownCountry(code));
  if (unknown !== undefined)
    throw new BusinessError('INVALID_COUNTRY', { details: { country: unknown } });
  // Sorted and once each, so the audit's before/after compare at a glance.
  const countries = [...new Set(body.barred_countries)].sort();
  const change = await replaceSetting(
    tx,
    SETTING_KEYS.barredCountries,
    countries,
    [...deps.defaults.barredCountries],
    at,
  );
  return {
    target: 'settings:countries',
    // The audit log keeps objects: the lists under their setting's name.
    before: { barred_countries: change.before },
    after: { barred_countries: change.after },
    result: { barred_countries: countries, source: 'saved' },
  };
}

export async function supportSettings(deps: SettingsDeps): Promise<AdminSupportSettings> {
  const support = await supportChannels(deps.db, deps.defaults.support);
  return { support_email: support.email, service_url: support.url, source: support.source };
}

export async function saveSupportSettings(
  deps: SettingsDeps,
  tx: Tx,
  body: AdminSupportSaveBody,
  at: Date,
): Promise<AuditedChange<AdminSupportSettings>> {
  const channels: SupportChannels = { email: body.support_email, url: body.service_url };
  const change = await replaceSetting(
    tx,
    SETTING_KEYS.support,
    channels,
    deps.defaults.support,
    at,
  );
  return {
    target: 'settings:support',
    ...change,
    result: { support_email: channels.email, service_url: channels.url, source: 'saved' },
  };
}
