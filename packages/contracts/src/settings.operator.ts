import { z } from 'zod';

/*
 * The settings module's operator contracts: barred countries and support channels (role admin).
 * The routes are in routes/settings.operator.ts.
 */

// ---------------------------------------------------------------- settings: countries, support

export const adminCountriesSettingsSchema = z.object({
  barred_countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .describe('ISO alpha-2 codes whose residents cannot register.'),
  source: z.enum(['environment', 'saved']),
});
export type AdminCountriesSettings = z.infer<typeof adminCountriesSettingsSchema>;
export const adminCountriesSaveBodySchema = z.object({
  barred_countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(250)
    .describe('Applies to registrations from now on; existing accounts stay.'),
});
export type AdminCountriesSaveBody = z.infer<typeof adminCountriesSaveBodySchema>;

export const adminSupportSettingsSchema = z.object({
  support_email: z.string(),
  service_url: z.string().nullable().describe('The customer-service page users open; null: none.'),
  source: z.enum(['environment', 'saved']),
});
export type AdminSupportSettings = z.infer<typeof adminSupportSettingsSchema>;
export const adminSupportSaveBodySchema = z.object({
  support_email: z.email().max(254),
  service_url: z
    .url({ protocol: /^https$/ })
    .max(500)
    .nullable(),
});
export type AdminSupportSaveBody = z.infer<typeof adminSupportSaveBodySchema>;
