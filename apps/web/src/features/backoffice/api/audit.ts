import { backofficeRoutes } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery } from './admin-query';
import { operatorCall } from './operator-client';

/** Audit rows a page. */
export const AUDIT_PAGE_SIZE = 20;

export const auditKeys = {
  all: [...ADMIN_KEY, 'audit'] as const,
  page: (action: string, page: number) => [...auditKeys.all, action, page] as const,
};

/** One page of the audit log, newest first; `action` '' = every action. */
export const getAuditLogQueryOptions = (action: string, page: number) =>
  adminQuery(auditKeys.page(action, page), (signal) =>
    operatorCall(
      backofficeRoutes.adminAuditList,
      { page, limit: AUDIT_PAGE_SIZE, ...(action === '' ? {} : { action }) },
      { signal },
    ),
  );
