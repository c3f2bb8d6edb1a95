import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  fundingRoutes,
  type AddBankBody,
  type AddWalletBody,
  type AddWithdrawalBody,
  type DepositNoticeBody,
  type EditDestinationBody,
} from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { LEDGER_KEY } from '@/lib/query/keys';
import { pagedList } from '@/lib/query/paging';

/** Funding's queries: deposits, cards, wallets, withdrawals (GET /api/withdrawal/*, /api/deposit/*). */
export const FUNDING_KEY = ['funding'] as const;
/** Records per page of the deposit and withdrawal lists. */
export const RECORDS_PAGE_SIZE = 10;

export function getDepositInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...FUNDING_KEY, 'deposit-info'],
    queryFn: ({ signal }) => call(fundingRoutes.depositInfo, undefined, { signal }),
    enabled: token !== null,
  });
}

export function getBankCardsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...FUNDING_KEY, 'bank-cards'],
    queryFn: ({ signal }) => call(fundingRoutes.bankCards, undefined, { signal }),
    enabled: token !== null,
  });
}

export function getWalletsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...FUNDING_KEY, 'wallets'],
    queryFn: ({ signal }) => call(fundingRoutes.wallets, undefined, { signal }),
    enabled: token !== null,
  });
}

export function getWithdrawalCurrenciesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...FUNDING_KEY, 'currencies'],
    queryFn: ({ signal }) => call(fundingRoutes.withdrawalCurrencies, undefined, { signal }),
    enabled: token !== null,
  });
}

export function getDepositRecordsQueryOptions(token: string | null) {
  return infiniteQueryOptions({
    queryKey: [...FUNDING_KEY, 'deposits'],
    queryFn: ({ pageParam, signal }) =>
      call(
        fundingRoutes.depositRecords,
        { page: pageParam.page, limit: RECORDS_PAGE_SIZE },
        { signal },
      ),
    ...pagedList,
    enabled: token !== null,
  });
}

export function getWithdrawalRecordsQueryOptions(token: string | null) {
  return infiniteQueryOptions({
    queryKey: [...FUNDING_KEY, 'withdrawals'],
    queryFn: ({ pageParam, signal }) =>
      call(
        fundingRoutes.withdrawalLog,
        { page: pageParam.page, limit: RECORDS_PAGE_SIZE },
        { signal },
      ),
    ...pagedList,
    enabled: token !== null,
  });
}

/** A mutation that reads funding (and, when money moves, the balances) again afterwards. */
function useFundingMutation<I, O>(send: (input: I) => Promise<O>, movesMoney = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FUNDING_KEY }),
        movesMoney ? queryClient.invalidateQueries({ queryKey: LEDGER_KEY }) : null,
      ]),
  });
}

export const useDepositNotice = () =>
  useFundingMutation((body: DepositNoticeBody) =>
    call(fundingRoutes.depositNotice, body, { loading: true }),
  );
export const useAddBankCard = () =>
  useFundingMutation((body: AddBankBody) =>
    call(fundingRoutes.addBankCard, body, { loading: true }),
  );
export const useAddWallet = () =>
  useFundingMutation((body: AddWalletBody) =>
    call(fundingRoutes.addWallet, body, { loading: true }),
  );
export const useEditDestination = () =>
  useFundingMutation((body: EditDestinationBody) =>
    call(fundingRoutes.editDestination, body, { loading: true }),
  );
export const useRemoveDestination = () =>
  useFundingMutation((id: number) =>
    call(fundingRoutes.removeDestination, { id }, { loading: true }),
  );
export const useAddWithdrawal = () =>
  useFundingMutation(
    (body: AddWithdrawalBody) => call(fundingRoutes.addWithdrawal, body, { loading: true }),
    true,
  );
export const useCancelWithdrawal = () =>
  useFundingMutation(
    (id: number) => call(fundingRoutes.cancelWithdrawal, { id }, { loading: true }),
    true,
  );
