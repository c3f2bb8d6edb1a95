import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { SettingsDeps } from './settings.operator';
import { settingsOperatorHttpRoutes } from './settings.operator.routes';
import { barredCountries, supportChannels, type SupportChannels } from './settings.service';

/*
 * The settings module's front door (README.md): `createSettings` answers the settings in force for
 * modules that read them per request (identity, content); `settingsPlugin` registers the operators'
 * pages. Modules that read or store a setting in their own transaction call the functions below.
 */

export interface Settings {
  deps: SettingsDeps;
  /** The settings in force: the saved value, else the configured default. Read per request. */
  queries: {
    barredCountries: () => Promise<readonly string[]>;
    supportChannels: () => Promise<SupportChannels>;
    /** The customer-service page, or null. */
    serviceUrl: () => Promise<string | null>;
  };
}

export function createSettings(input: {
  config: Pick<Config, 'BARRED_COUNTRIES' | 'SUPPORT_EMAIL' | 'SUPPORT_URL'>;
  db: Db;
  now: () => Date;
}): Settings {
  const { config, db } = input;
  // The configured settings that apply until an operator saves one.
  const defaults = {
    barredCountries: config.BARRED_COUNTRIES,
    support: { email: config.SUPPORT_EMAIL, url: config.SUPPORT_URL ?? null },
  };
  const support = () => supportChannels(db, defaults.support);
  return {
    deps: { db, now: input.now, defaults },
    queries: {
      barredCountries: async () => (await barredCountries(db, defaults.barredCountries)).countries,
      supportChannels: support,
      serviceUrl: async () => (await support()).url,
    },
  };
}

/** The operators' pages of barred countries and support channels. */
export const settingsPlugin: FastifyPluginAsync<{ settings: Settings }> = async (
  app,
  { settings },
) => {
  await app.register(settingsOperatorHttpRoutes, settings.deps);
};

export type { SettingDefaults } from './settings.operator';
// What other modules read or store in their own transaction.
export {
  DEFAULT_FOUR_EYES,
  SETTING_KEYS,
  deliveryStakeLimits,
  fourEyesThreshold,
  replaceDeliveryStakeLimits,
  replaceSetting,
  settingOnce,
  withdrawalTerms,
  type FourEyesSetting,
  type WithdrawalTerms,
} from './settings.service';
