import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes } from '@waihui/contracts';
import { ADMIN_KEY } from './keys';
import { operatorCall } from './operator-client';

export const userKeys = {
  all: [...ADMIN_KEY, 'users'] as const,
  search: (q: string) => [...userKeys.all, 'search', q] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
};

/** Users by uid, e-mail or phone; nothing is asked for an empty search. */
export function getUserSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: userKeys.search(q),
    queryFn: ({ signal }) => operatorCall(backofficeRoutes.adminUserSearch, { q }, { signal }),
    enabled: q !== '',
  });
}

/** A user's profile, balances, open trades and sign-ins. */
export function getUserDetailQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminUserDetail, { user_id: userId }, { signal }),
  });
}

/** Locks or unlocks a user's sign-in; every back-office read goes stale (lists, the audit log). */
export function useLockUser(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (locked: boolean) =>
      operatorCall(backofficeRoutes.adminUserLock, { user_id: userId, locked }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
