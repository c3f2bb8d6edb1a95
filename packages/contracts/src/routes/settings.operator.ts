import {
  adminCountriesSaveBodySchema,
  adminCountriesSettingsSchema,
  adminSupportSaveBodySchema,
  adminSupportSettingsSchema,
} from '../settings.operator';
import { defineRoutes } from './define';
import { settingsOperatorPaths } from './settings.paths';
import { ADMIN, AUDITED } from './operator';

/** The settings module’s operator routes: barred countries and support channels. Part of backofficeRoutes. */
export const settingsOperatorRoutes = defineRoutes(settingsOperatorPaths, {
  adminCountriesSettings: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Countries whose residents cannot register',
    data: adminCountriesSettingsSchema,
  },
  adminCountriesSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Changes the barred countries (registration refuses them with COUNTRY_BARRED)',
    description: `Refusals: INVALID_COUNTRY for a code the app does not list. ${AUDITED}`,
    body: adminCountriesSaveBodySchema,
    data: adminCountriesSettingsSchema,
  },
  adminSupportSettings: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Support channels shown to users: e-mail and customer-service page',
    data: adminSupportSettingsSchema,
  },
  adminSupportSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Changes the support e-mail and customer-service page shown to users',
    description: `Saved values replace the server configuration's. ${AUDITED}`,
    body: adminSupportSaveBodySchema,
    data: adminSupportSettingsSchema,
  },
});
