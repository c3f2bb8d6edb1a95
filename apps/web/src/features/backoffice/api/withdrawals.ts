import { backofficeRoutes, type AdminWithdrawalQuery } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery } from './admin-query';
import { operatorCall } from './operator-client';
import { QUEUE_LIMIT, useDecision, type Decided } from './review';

type Status = AdminWithdrawalQuery['status'];

export const withdrawalKeys = {
  all: [...ADMIN_KEY, 'withdrawals'] as const,
  queue: (status: Status) => [...withdrawalKeys.all, status] as const,
};

/** Withdrawal requests of one status, with the count of each status. */
export const getWithdrawalQueueQueryOptions = (status: Status) =>
  adminQuery(withdrawalKeys.queue(status), (signal) =>
    operatorCall(backofficeRoutes.adminWithdrawalList, { status, limit: QUEUE_LIMIT }, { signal }),
  );

/**
 * Approve a pending request (the first or second of two above the four-eyes threshold), mark an
 * approved one paid with the transfer's reference, or reject either (the money is unlocked).
 */
export function useWithdrawalDecisions(id: number, decided: Decided) {
  return {
    approve: useDecision(
      withdrawalKeys.all,
      'approved',
      () => operatorCall(backofficeRoutes.adminWithdrawalApprove, { id }, { loading: true }),
      decided,
    ),
    paid: useDecision(
      withdrawalKeys.all,
      'paid',
      (externalRef: string) =>
        operatorCall(
          backofficeRoutes.adminWithdrawalPaid,
          { id, external_ref: externalRef },
          { loading: true },
        ),
      decided,
    ),
    reject: useDecision(
      withdrawalKeys.all,
      'rejected',
      (reason: string) =>
        operatorCall(backofficeRoutes.adminWithdrawalReject, { id, reason }, { loading: true }),
      decided,
    ),
  };
}
