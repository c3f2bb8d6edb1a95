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
import { parseDecimal, toDecimalString } from '@waihui/core';
import { BusinessError } from '../../lib/business-error';
import { deliverySettings, replaceDeliverySettings } from '../delivery/delivery.settings';
import { isKnownCountry } from '../identity/identity.service';
import {
  barredCountries,
  DEFAULT_FOUR_EYES,
  fourEyesThreshold,
  replaceSetting,
  SETTING_KEYS,
  supportChannels,
  type SupportChannels,
  type FourEyesSetting,
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

/** `threshold`: the four-eyes threshold, a decimal string in USD. */
function fundingView(
  terms: WithdrawalTerms,
  threshold: string,
  source: AdminFundingSettings['source'],
): AdminFundingSettings {
  return {
    withdrawal_fees: terms.fees.map((rule) => ({ ...rule })),
    destination_delay_seconds: terms.delaySeconds,
    four_eyes_threshold_usd: threshold,
    source,
  };
}

export async function fundingSettings(deps: PlatformSettingsDeps): Promise<AdminFundingSettings> {
  const terms = await withdrawalTerms(deps.db, deps.defaults.withdrawals);
  const threshold = await fourEyesThreshold(deps.db);
  return fundingView(terms, toDecimalString(threshold), terms.source);
}

/**
 * Saves the fee table, delay and four-eyes threshold in one audited transaction; the audit's
 * before/after hold both settings as stored (`fourEyes`: `{ withdrawal_amount_usd }`). The
 * threshold is read at each approval, so it applies to approvals from then on (docs/backoffice.md).
 */
export function saveFundingSettings(
  deps: PlatformSettingsDeps,
  actor: ActorContext,
  body: AdminFundingSaveBody,
): Promise<AdminFundingSettings> {
  const terms: WithdrawalTerms = {
    fees: body.withdrawal_fees,
    delaySeconds: body.destination_delay_seconds,
  };
  // Normalised ("1000.50" → "1000.5") so the audit compares values, not spellings.
  const threshold = toDecimalString(parseDecimal(body.four_eyes_threshold_usd));
  const fourEyes: FourEyesSetting = { withdrawal_amount_usd: threshold };
  return audited(deps.db, actor, 'settings.funding', async (tx) => {
    const withdrawals = await replaceSetting(
      tx,
      SETTING_KEYS.withdrawals,
      terms,
      deps.defaults.withdrawals,
      actor.now,
    );
    const eyes = await replaceSetting(
      tx,
      SETTING_KEYS.fourEyes,
      fourEyes,
      DEFAULT_FOUR_EYES,
      actor.now,
    );
    return {
      target: 'settings:funding',
      before: { ...withdrawals.before, fourEyes: eyes.before },
      after: { ...withdrawals.after, fourEyes: eyes.after },
      result: fundingView(terms, threshold, 'saved'),
    };
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
