import { queryOptions } from '@tanstack/react-query';
import { backofficeRoutes } from '@waihui/contracts';
import { ADMIN_KEY } from './keys';
import { operatorCall } from './operator-client';

/** Audit rows a page. */
export const AUDIT_PAGE_SIZE = 20;

export const auditKeys = {
  all: [...ADMIN_KEY, 'audit'] as const,
  page: (action: string, page: number) => [...auditKeys.all, action, page] as const,
};

/** One page of the audit log, newest first; `action` '' = every action. */
export function getAuditLogQueryOptions(action: string, page: number) {
  return queryOptions({
    queryKey: auditKeys.page(action, page),
    queryFn: ({ signal }) =>
      operatorCall(
        backofficeRoutes.adminAuditList,
        { page, limit: AUDIT_PAGE_SIZE, ...(action === '' ? {} : { action }) },
        { signal },
      ),
  });
}
