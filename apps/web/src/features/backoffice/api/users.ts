import { queryOptions } from '@tanstack/react-query';
import { backofficeRoutes } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery, useAdminChange } from './admin-query';
import { operatorCall } from './operator-client';

export const userKeys = {
  all: [...ADMIN_KEY, 'users'] as const,
  search: (q: string) => [...userKeys.all, 'search', q] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
};

/** Users by uid, e-mail or phone; nothing is asked for an empty search. */
export const getUserSearchQueryOptions = (q: string) =>
  queryOptions({
    ...adminQuery(userKeys.search(q), (signal) =>
      operatorCall(backofficeRoutes.adminUserSearch, { q }, { signal }),
    ),
    enabled: q !== '',
  });

/** A user's profile, balances, open trades and sign-ins. */
export const getUserDetailQueryOptions = (userId: string) =>
  adminQuery(userKeys.detail(userId), (signal) =>
    operatorCall(backofficeRoutes.adminUserDetail, { user_id: userId }, { signal }),
  );

/** Locks or unlocks a user's sign-in; every back-office read goes stale (lists, the audit log). */
export const useLockUser = (userId: string) =>
  useAdminChange(ADMIN_KEY, (locked: boolean) =>
    operatorCall(backofficeRoutes.adminUserLock, { user_id: userId, locked }, { loading: true }),
  );
