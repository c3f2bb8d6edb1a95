import type {
  AdminCountriesSaveBody,
  AdminCountriesSettings,
  AdminDeliverySaveBody,
  AdminDeliverySettings,
  AdminFundingSaveBody,
  AdminFundingSettings,
  AdminSupportSaveBody,
  AdminSupportSettings,
} from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { deliverySettings, replaceDeliverySettings } from '../delivery/delivery.settings';
import { isKnownCountry } from '../identity/identity.service';
import {
  barredCountries,
  replaceSetting,
  SETTING_KEYS,
  supportChannels,
  type SupportChannels,
  withdrawalTerms,
  type WithdrawalTerms,
} from '../settings/settings.service';
import { audited, type ActorContext } from './audit';
import type { BackofficeDeps } from './backoffice.service';

/*
 * Platform settings of the back-office (issue 12): the delivery offer, withdrawal fees and delay,
 * barred countries and support channels. Each save is audited with the values before and after
 * and applies from the next request: placed contracts and requested withdrawals keep the terms
 * stored on their rows.
 */

/** The configured defaults (environment) that apply until an operator saves a setting. */
export interface SettingDefaults {
  withdrawals: WithdrawalTerms;
  barredCountries: readonly string[];
  support: SupportChannels;
}

export type PlatformSettingsDeps = Pick<BackofficeDeps, 'db'> & { defaults: SettingDefaults };

export function deliveryOffer(deps: PlatformSettingsDeps): Promise<AdminDeliverySettings> {
  return deliverySettings(deps.db);
}

export function saveDeliveryOffer(
  deps: PlatformSettingsDeps,
  actor: ActorContext,
  body: AdminDeliverySaveBody,
): Promise<AdminDeliverySettings> {
  return audited(deps.db, actor, 'settings.delivery', async (tx) => {
    const change = await replaceDeliverySettings(tx, body, actor.now);
    return { target: 'settings:delivery', ...change, result: change.after };
  });
}

function fundingView(terms: WithdrawalTerms, source: AdminFundingSettings['source']) {
  return {
    withdrawal_fees: terms.fees.map((rule) => ({ ...rule })),
    destination_delay_seconds: terms.delaySeconds,
    source,
  };
}

export async function fundingSettings(deps: PlatformSettingsDeps): Promise<AdminFundingSettings> {
  const terms = await withdrawalTerms(deps.db, deps.defaults.withdrawals);
  return fundingView(terms, terms.source);
}

export function saveFundingSettings(
  deps: PlatformSettingsDeps,
  actor: ActorContext,
  body: AdminFundingSaveBody,
): Promise<AdminFundingSettings> {
  const terms: WithdrawalTerms = {
    fees: body.withdrawal_fees,
    delaySeconds: body.destination_delay_seconds,
  };
  return audited(deps.db, actor, 'settings.funding', async (tx) => {
    const change = await replaceSetting(
      tx,
      SETTING_KEYS.withdrawals,
      terms,
      deps.defaults.withdrawals,
      actor.now,
    );
    return { target: 'settings:funding', ...change, result: fundingView(terms, 'saved') };
  });
}

export async function countriesSettings(
  deps: PlatformSettingsDeps,
): Promise<AdminCountriesSettings> {
  const barred = await barredCountries(deps.db, deps.defaults.barredCountries);
  return { barred_countries: [...barred.countries], source: barred.source };
}

export function saveCountriesSettings(
  deps: PlatformSettingsDeps,
  actor: ActorContext,
  body: AdminCountriesSaveBody,
): Promise<AdminCountriesSettings> {
  const unknown = body.barred_countries.find((code) => !isKnownCountry(code));
  if (unknown !== undefined)
    throw new BusinessError('INVALID_COUNTRY', { details: { country: unknown } });
  // Sorted and once each, so the audit's before/after compare at a glance.
  const countries = [...new Set(body.barred_countries)].sort();
  return audited(deps.db, actor, 'settings.countries', async (tx) => {
    const change = await replaceSetting(
      tx,
      SETTING_KEYS.barredCountries,
      countries,
      [...deps.defaults.barredCountries],
      actor.now,
    );
    return {
      target: 'settings:countries',
      // The audit log keeps objects: the lists under their setting's name.
      before: { barred_countries: change.before },
      after: { barred_countries: change.after },
      result: { barred_countries: countries, source: 'saved' as const },
    };
  });
}

export async function supportSettings(deps: PlatformSettingsDeps): Promise<AdminSupportSettings> {
  const support = await supportChannels(deps.db, deps.defaults.support);
  return { support_email: support.email, service_url: support.url, source: support.source };
}

export function saveSupportSettings(
  deps: PlatformSettingsDeps,
  actor: ActorContext,
  body: AdminSupportSaveBody,
): Promise<AdminSupportSettings> {
  const channels: SupportChannels = { email: body.support_email, url: body.service_url };
  return audited(deps.db, actor, 'settings.support', async (tx) => {
    const change = await replaceSetting(
      tx,
      SETTING_KEYS.support,
      channels,
      deps.defaults.support,
      actor.now,
    );
    return {
      target: 'settings:support',
      ...change,
      result: {
        support_email: channels.email,
        service_url: channels.url,
        source: 'saved' as const,
      },
    };
  });
}
