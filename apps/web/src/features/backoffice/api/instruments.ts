import { backofficeRoutes, type AdminInstrumentSaveBody } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery, useAdminChange } from './admin-query';
import { operatorCall } from './operator-client';
import { useProposing } from './proposals';

export const instrumentKeys = {
  all: [...ADMIN_KEY, 'instruments'] as const,
};

/** Every instrument's fee rate, maximum leverage and (read-only) spread. */
export const getInstrumentsQueryOptions = () =>
  adminQuery(instrumentKeys.all, (signal) =>
    operatorCall(backofficeRoutes.adminInstrumentList, undefined, { signal }),
  );

/**
 * Proposes one instrument's fee rate and maximum leverage (for new orders): money-moving, a second
 * admin applies it (proposals.ts); the list reads again then.
 */
export const useSaveInstrument = () =>
  useAdminChange(
    instrumentKeys.all,
    useProposing((body: AdminInstrumentSaveBody) =>
      operatorCall(backofficeRoutes.adminInstrumentSave, body, { loading: true }),
    ),
  );
