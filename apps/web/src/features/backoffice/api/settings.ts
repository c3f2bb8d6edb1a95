import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  backofficeRoutes,
  type AdminCountriesSaveBody,
  type AdminDeliverySaveBody,
  type AdminFundingSaveBody,
  type AdminSupportSaveBody,
} from '@waihui/contracts';
import { ADMIN_KEY } from './keys';
import { operatorCall } from './operator-client';

/*
 * The operators' settings: delivery periods and stakes, withdrawal fees and limits, barred
 * countries, support channels. Each is read whole and saved whole; a save reads it again.
 */

type Part = 'delivery' | 'funding' | 'countries' | 'support';

export const settingsKeys = {
  all: [...ADMIN_KEY, 'settings'] as const,
  of: (part: Part) => [...settingsKeys.all, part] as const,
};

function useSaveSettings<Body>(part: Part, send: (body: Body) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.of(part) }),
  });
}

export const getDeliverySettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.of('delivery'),
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminDeliverySettings, undefined, { signal }),
  });
export const useSaveDeliverySettings = () =>
  useSaveSettings('delivery', (body: AdminDeliverySaveBody) =>
    operatorCall(backofficeRoutes.adminDeliverySave, body, { loading: true }),
  );

export const getFundingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.of('funding'),
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminFundingSettings, undefined, { signal }),
  });
export const useSaveFundingSettings = () =>
  useSaveSettings('funding', (body: AdminFundingSaveBody) =>
    operatorCall(backofficeRoutes.adminFundingSave, body, { loading: true }),
  );

export const getCountriesSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.of('countries'),
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminCountriesSettings, undefined, { signal }),
  });
export const useSaveCountriesSettings = () =>
  useSaveSettings('countries', (body: AdminCountriesSaveBody) =>
    operatorCall(backofficeRoutes.adminCountriesSave, body, { loading: true }),
  );

export const getSupportSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.of('support'),
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminSupportSettings, undefined, { signal }),
  });
export const useSaveSupportSettings = () =>
  useSaveSettings('support', (body: AdminSupportSaveBody) =>
    operatorCall(backofficeRoutes.adminSupportSave, body, { loading: true }),
  );
