import { backofficeRoutes, type AdminDepositQuery } from '@waihui/contracts';
import { ADMIN_KEY, adminQuery } from './admin-query';
import { operatorCall } from './operator-client';
import { QUEUE_LIMIT, useDecision, type Decided } from './review';

type Status = AdminDepositQuery['status'];

export const depositKeys = {
  all: [...ADMIN_KEY, 'deposits'] as const,
  queue: (status: Status) => [...depositKeys.all, status] as const,
};

/** Deposit notices of one status, with the count of each status. */
export const getDepositQueueQueryOptions = (status: Status) =>
  adminQuery(depositKeys.queue(status), (signal) =>
    operatorCall(backofficeRoutes.adminDepositList, { status, limit: QUEUE_LIMIT }, { signal }),
  );

/** Confirm a pending notice (the ledger credits it) or reject it with the reason the user reads. */
export function useDepositDecisions(id: number, decided: Decided) {
  return {
    confirm: useDecision(
      depositKeys.all,
      'confirmed',
      () => operatorCall(backofficeRoutes.adminDepositConfirm, { id }, { loading: true }),
      decided,
    ),
    reject: useDecision(
      depositKeys.all,
      'rejected',
      (reason: string) =>
        operatorCall(backofficeRoutes.adminDepositReject, { id, reason }, { loading: true }),
      decided,
    ),
  };
}
