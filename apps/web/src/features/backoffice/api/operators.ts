import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminOperatorRoleBody } from '@waihui/contracts';
import { ADMIN_KEY } from './keys';
import { operatorCall } from './operator-client';

export const operatorKeys = {
  all: [...ADMIN_KEY, 'operators'] as const,
};

/** Who holds which back-office role. */
export function getOperatorsQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.all,
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminOperatorList, undefined, { signal }),
  });
}

/** Grants or revokes one role by the user's uid; the list reads again. */
export function useChangeOperatorRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ grant, ...body }: AdminOperatorRoleBody & { grant: boolean }) =>
      operatorCall(
        grant ? backofficeRoutes.adminOperatorGrant : backofficeRoutes.adminOperatorRevoke,
        body,
        { loading: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
