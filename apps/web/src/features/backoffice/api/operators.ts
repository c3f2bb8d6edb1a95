import { backofficeRoutes, type AdminOperatorRoleBody } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery, useAdminChange } from './admin-query';
import { operatorCall } from './operator-client';

export const operatorKeys = {
  all: [...ADMIN_KEY, 'operators'] as const,
};

/** Who holds which back-office role. */
export const getOperatorsQueryOptions = () =>
  adminQuery(operatorKeys.all, (signal) =>
    operatorCall(backofficeRoutes.adminOperatorList, undefined, { signal }),
  );

/** Grants or revokes one role by the user's uid; the list reads again. */
export const useChangeOperatorRole = () =>
  useAdminChange(
    operatorKeys.all,
    ({ grant, ...body }: AdminOperatorRoleBody & { grant: boolean }) =>
      operatorCall(
        grant ? backofficeRoutes.adminOperatorGrant : backofficeRoutes.adminOperatorRevoke,
        body,
        { loading: true },
      ),
  );
