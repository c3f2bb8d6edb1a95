import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ledgerRoutes, type AccountType } from '@waihui/contracts';
import type { PostingKind } from '@waihui/core';
import { call } from '@/lib/http/client';
import { LEDGER_KEY, TRADING_KEY } from '@/lib/query/keys';
import { pinnedList } from '@/lib/query/paging';

/** Postings per page of the money log (the server allows up to 100). */
export const MONEY_LOG_PAGE_SIZE = 20;

/**
 * GET /api/account/list: the coin and contract accounts, one `balance_arr` each. Read again every
 * time a page showing them opens: money also arrives without a tap here (a deposit confirmed by an
 * operator or the demo's timer), and a balance must never look older than the visit.
 */
export function getAccountListQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...LEDGER_KEY, 'list'],
    queryFn: ({ signal }) => call(ledgerRoutes.accountList, undefined, { signal }),
    enabled: token !== null,
    refetchOnMount: 'always',
  });
}

/** GET /api/account/income: today's realised result and the margin of open positions (USD). */
export function getIncomeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...LEDGER_KEY, 'income'],
    queryFn: ({ signal }) => call(ledgerRoutes.accountIncome, undefined, { signal }),
    enabled: token !== null,
  });
}

/** GET /api/account_log/moneyLog, newest first, page by page; `kind` null = every kind. */
export function getMoneyLogQueryOptions(token: string | null, kind: PostingKind | null) {
  return infiniteQueryOptions({
    queryKey: [...LEDGER_KEY, 'money-log', kind ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      call(
        ledgerRoutes.moneyLog,
        {
          page: pageParam.page,
          limit: MONEY_LOG_PAGE_SIZE,
          kind: kind ?? undefined,
          before_id: pageParam.beforeId,
        },
        { signal },
      ),
    ...pinnedList,
    enabled: token !== null,
  });
}

export interface TransferInput {
  fromAccount: AccountType;
  toAccount: AccountType;
  currency: string;
  /** Decimal string exactly as typed (trimmed). */
  quantity: string;
  /** One per confirmed submit: a retry of the same submit never moves money twice. */
  idempotencyKey: string;
}

/** POST /api/biaddress/huazhuan: coin ↔ contract. */
export function transfer(input: TransferInput) {
  return call(
    ledgerRoutes.transfer,
    {
      from_account: input.fromAccount,
      to_account: input.toAccount,
      currency: input.currency,
      quantity: input.quantity,
      idempotency_key: input.idempotencyKey,
    },
    { loading: true },
  );
}

/** The transfer; afterwards (done or refused) every balance and the money log are read again. */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transfer,
    // A transfer changes the contract account, so trading's summary is read again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
        queryClient.invalidateQueries({ queryKey: TRADING_KEY }),
      ]),
  });
}
