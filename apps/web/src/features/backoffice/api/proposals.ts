import { useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes } from '@waihui/contracts';
import { ApiError } from '@/lib/http/client';
import { ADMIN_KEY, adminQuery, useAdminChange } from './admin-query';
import { operatorCall } from './operator-client';

/*
 * Changes of money-moving settings that one admin proposed and a second admin applies
 * (product.md §6.3). A money-moving save is answered CHANGE_PROPOSED (its message toasted by the
 * client): nothing changed yet, and the pending list reads again.
 */

export const proposalKeys = {
  all: [...ADMIN_KEY, 'proposals'] as const,
};

/** Pending proposals, oldest first, then the last ones decided. */
export const getProposalsQueryOptions = () =>
  adminQuery(proposalKeys.all, (signal) =>
    operatorCall(backofficeRoutes.adminProposalList, undefined, { signal }),
  );

/** Applies (another admin's) or rejects / withdraws (one's own) a pending proposal. */
export const useDecideProposal = () =>
  useAdminChange(ADMIN_KEY, ({ id, apply }: { id: number; apply: boolean }) =>
    operatorCall(
      apply ? backofficeRoutes.adminProposalApprove : backofficeRoutes.adminProposalReject,
      { id },
      { loading: true },
    ),
  );

/**
 * Wraps a money-moving save: when the server answers CHANGE_PROPOSED the pending list reads again;
 * the save still fails for its caller (it did not happen), so no "saved" toast follows.
 */
export function useProposing<Input, Output>(
  send: (input: Input) => Promise<Output>,
): (input: Input) => Promise<Output> {
  const client = useQueryClient();
  return async (input) => {
    try {
      return await send(input);
    } catch (error) {
      if (error instanceof ApiError && error.details.reason === 'CHANGE_PROPOSED')
        await client.invalidateQueries({ queryKey: proposalKeys.all });
      throw error;
    }
  };
}
