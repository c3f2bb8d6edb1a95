import { infiniteQueryOptions } from '@tanstack/react-query';
import { backofficeRoutes } from '@waihui/contracts';
import { pagedList } from '@/lib/query/paging';
import { ADMIN_KEY, useAdminChange } from './admin-query';
import { auditKeys } from './audit';
import { operatorCall } from './operator-client';
import { useDecision, type Decided } from './review';

export const verificationKeys = {
  all: [...ADMIN_KEY, 'verifications'] as const,
};

/** Submissions a page (the server allows up to 100). */
export const VERIFICATION_PAGE_SIZE = 20;

/** The identity-verification queue: pending submissions, oldest first, a page at a time. */
export function getVerificationQueueQueryOptions() {
  return infiniteQueryOptions({
    queryKey: verificationKeys.all,
    queryFn: ({ signal, pageParam }) =>
      operatorCall(
        backofficeRoutes.adminVerificationList,
        { page: pageParam.page, limit: VERIFICATION_PAGE_SIZE },
        { signal },
      ),
    ...pagedList,
  });
}

/** Approve or reject (with the reason the user reads) a submission; the pages loaded read again. */
export function useVerificationDecisions(id: string, decided: Decided) {
  return {
    approve: useDecision(
      verificationKeys.all,
      'approved',
      () => operatorCall(backofficeRoutes.adminVerificationApprove, { id }, { loading: true }),
      decided,
    ),
    reject: useDecision(
      verificationKeys.all,
      'rejected',
      (reason: string) =>
        operatorCall(backofficeRoutes.adminVerificationReject, { id, reason }, { loading: true }),
      decided,
    ),
  };
}

/**
 * The full ID number of a submission, for comparing it with the photo (role compliance); the
 * server writes an audit row for every view, so the audit log reads again.
 */
export function useIdNumberView(id: string) {
  return useAdminChange(auditKeys.all, () =>
    operatorCall(backofficeRoutes.adminVerificationIdNumber, { id }, { loading: true }),
  );
}
