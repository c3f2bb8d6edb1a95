import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminInstrumentSaveBody } from '@waihui/contracts';
import { ADMIN_KEY } from './keys';
import { operatorCall } from './operator-client';

export const instrumentKeys = {
  all: [...ADMIN_KEY, 'instruments'] as const,
};

/** Every instrument's fee rate, maximum leverage and (read-only) spread. */
export function getInstrumentsQueryOptions() {
  return queryOptions({
    queryKey: instrumentKeys.all,
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminInstrumentList, undefined, { signal }),
  });
}

/** Saves one instrument's fee rate and maximum leverage (for new orders); the list reads again. */
export function useSaveInstrument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminInstrumentSaveBody) =>
      operatorCall(backofficeRoutes.adminInstrumentSave, body, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: instrumentKeys.all }),
  });
}
