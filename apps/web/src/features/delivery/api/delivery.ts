import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { deliveryRoutes, type DeliverySubmitBody } from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { LEDGER_KEY } from '@/lib/query/keys';
import { pinnedList } from '@/lib/query/paging';

/*
 * Delivery contracts over HTTP (packages/contracts/src/routes/delivery.ts). The screen polls the
 * open contracts only while one is open (no live channel for delivery yet); a placement reads the
 * ledger again (the stake left the coin account).
 */

export const DELIVERY_KEY = ['delivery'] as const;
export const RECORDS_PAGE_SIZE = 20;
/** How often open contracts are read again while one is open (ms). */
export const OPEN_POLL_MS = 1_000;

/**
 * How often the offer is read again (ms): the periods offered on an instrument shrink as its
 * market's close comes nearer (one that would expire after the close is not offered).
 */
export const OFFER_REFRESH_MS = 30_000;

/** GET /api/microtrade/lists: the offer, and the caller's coin USD available balance. */
export function getDeliveryListsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...DELIVERY_KEY, 'lists', token !== null] as const,
    queryFn: ({ signal }) => call(deliveryRoutes.deliveryLists, undefined, { signal }),
    refetchInterval: OFFER_REFRESH_MS,
  });
}

/** The caller's open contracts (newest first), polled every second while there is one. */
export function getOpenContractsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...DELIVERY_KEY, 'open'] as const,
    queryFn: ({ signal }) =>
      call(deliveryRoutes.deliveryRecords, { page: 1, limit: 100, status: 'open' }, { signal }),
    enabled: token !== null,
    refetchInterval: (query) => ((query.state.data?.list.length ?? 0) > 0 ? OPEN_POLL_MS : false),
  });
}

/** GET /api/account_log/micro page by page; later pages pinned below the first page's top id. */
export function getRecordsQueryOptions(token: string | null) {
  return infiniteQueryOptions({
    queryKey: [...DELIVERY_KEY, 'records'] as const,
    queryFn: ({ pageParam, signal }) =>
      call(
        deliveryRoutes.deliveryRecords,
        { page: pageParam.page, limit: RECORDS_PAGE_SIZE, before_id: pageParam.beforeId },
        { signal },
      ),
    ...pinnedList,
    enabled: token !== null,
  });
}

/** POST /api/microtrade/submit; then delivery and ledger reads are fetched again. */
export function useSubmitDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverySubmitBody) =>
      call(deliveryRoutes.deliverySubmit, body, { loading: true }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: DELIVERY_KEY }),
        client.invalidateQueries({ queryKey: LEDGER_KEY }),
      ]);
    },
  });
}
