/*
 * Method and path of the settings module's endpoints (no zod; see content.paths.ts). Users read
 * the settings through other modules' calls (GET /api/default/setting); operators edit them here.
 */

/** Its operator endpoints (/api/admin/…); routes/settings.operator.ts adds auth and schemas. */
export const settingsOperatorPaths = {
  adminCountriesSettings: { method: 'GET', path: '/api/admin/settings/countries' },
  adminCountriesSave: { method: 'POST', path: '/api/admin/settings/countries/save' },
  adminSupportSettings: { method: 'GET', path: '/api/admin/settings/support' },
  adminSupportSave: { method: 'POST', path: '/api/admin/settings/support/save' },
} as const;
