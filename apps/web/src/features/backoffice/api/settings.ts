import {
  backofficeRoutes,
  type AdminCountriesSaveBody,
  type AdminDeliverySaveBody,
  type AdminFundingSaveBody,
  type AdminSupportSaveBody,
} from '@waihui/contracts';
import { ADMIN_KEY, adminQuery, useAdminChange } from './admin-query';
import { operatorCall } from './operator-client';
import { useProposing } from './proposals';

/*
 * The operators' settings: delivery periods and stakes, withdrawal fees and limits, barred
 * countries, support channels. Each is read whole and saved whole; a save reads it again.
 */

type Part = 'delivery' | 'funding' | 'countries' | 'support';

export const settingsKeys = {
  all: [...ADMIN_KEY, 'settings'] as const,
  of: (part: Part) => [...settingsKeys.all, part] as const,
};

export const getDeliverySettingsQueryOptions = () =>
  adminQuery(settingsKeys.of('delivery'), (signal) =>
    operatorCall(backofficeRoutes.adminDeliverySettings, undefined, { signal }),
  );
/** Money-moving: proposes; a second admin applies it (proposals.ts). */
export const useSaveDeliverySettings = () =>
  useAdminChange(
    settingsKeys.of('delivery'),
    useProposing((body: AdminDeliverySaveBody) =>
      operatorCall(backofficeRoutes.adminDeliverySave, body, { loading: true }),
    ),
  );

export const getFundingSettingsQueryOptions = () =>
  adminQuery(settingsKeys.of('funding'), (signal) =>
    operatorCall(backofficeRoutes.adminFundingSettings, undefined, { signal }),
  );
/** Money-moving: proposes; a second admin applies it (proposals.ts). */
export const useSaveFundingSettings = () =>
  useAdminChange(
    settingsKeys.of('funding'),
    useProposing((body: AdminFundingSaveBody) =>
      operatorCall(backofficeRoutes.adminFundingSave, body, { loading: true }),
    ),
  );

export const getCountriesSettingsQueryOptions = () =>
  adminQuery(settingsKeys.of('countries'), (signal) =>
    operatorCall(backofficeRoutes.adminCountriesSettings, undefined, { signal }),
  );
export const useSaveCountriesSettings = () =>
  useAdminChange(settingsKeys.of('countries'), (body: AdminCountriesSaveBody) =>
    operatorCall(backofficeRoutes.adminCountriesSave, body, { loading: true }),
  );

export const getSupportSettingsQueryOptions = () =>
  adminQuery(settingsKeys.of('support'), (signal) =>
    operatorCall(backofficeRoutes.adminSupportSettings, undefined, { signal }),
  );
export const useSaveSupportSettings = () =>
  useAdminChange(settingsKeys.of('support'), (body: AdminSupportSaveBody) =>
    operatorCall(backofficeRoutes.adminSupportSave, body, { loading: true }),
  );
