import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ledgerRoutes,
  spotRoutes,
  type SpotModifyBody,
  type SpotSubmitBody,
} from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { LEDGER_KEY } from '@/lib/query/keys';
import { pinnedList } from '@/lib/query/paging';

/** Every spot read (markets, rates, orders); a spot order also changes the ledger's reads. */
export const SPOT_KEY = ['spot'] as const;
/** Orders per page of the spot history. */
export const SPOT_PAGE_SIZE = 20;
/** How often the rates are read again while a spot screen is open (ms); the feed ticks faster. */
export const RATES_REFRESH_MS = 3000;

/** GET /api/spot_goods/lists: spot pairs with fee rate and live quote. */
export function spotMarketsQueryOptions() {
  return queryOptions({
    queryKey: [...SPOT_KEY, 'markets'],
    queryFn: ({ signal }) => call(spotRoutes.spotMarkets, undefined, { signal }),
    refetchInterval: RATES_REFRESH_MS,
  });
}

/** GET /api/biaddress/get_huilvinfo: the FX pairs against USD with bid, ask, mid and fee. */
export function fxRatesQueryOptions() {
  return queryOptions({
    queryKey: [...SPOT_KEY, 'rates'],
    queryFn: ({ signal }) => call(spotRoutes.fxRates, undefined, { signal }),
    refetchInterval: RATES_REFRESH_MS,
  });
}

/** GET /api/account/list: the coin account's balance per currency (what an order can spend). */
export function coinBalancesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...LEDGER_KEY, 'list'],
    queryFn: ({ signal }) => call(ledgerRoutes.accountList, undefined, { signal }),
    enabled: token !== null,
  });
}

/** The user's resting limit orders (all of them: a user has few). */
export function openSpotOrdersQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...SPOT_KEY, 'open'],
    queryFn: ({ signal }) =>
      call(spotRoutes.spotHistory, { page: 1, limit: 100, status: 'open' }, { signal }),
    enabled: token !== null,
    refetchInterval: RATES_REFRESH_MS,
  });
}

/** Filled and cancelled orders, newest first, page by page (loadmore / nomore). */
export function spotHistoryQueryOptions(token: string | null) {
  return infiniteQueryOptions({
    queryKey: [...SPOT_KEY, 'history'],
    queryFn: ({ pageParam, signal }) =>
      call(
        spotRoutes.spotHistory,
        {
          page: pageParam.page,
          limit: SPOT_PAGE_SIZE,
          status: 'done',
          before_id: pageParam.beforeId,
        },
        { signal },
      ),
    ...pinnedList,
    enabled: token !== null,
  });
}

function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SPOT_KEY }),
      queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
    ]);
}

/** POST /api/spot_goods/submit (spot order or conversion). */
export function useSubmitSpot() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: SpotSubmitBody) => call(spotRoutes.spotSubmit, body),
    onSettled: invalidate,
  });
}

/** POST /api/spot_goods/cancel: releases a resting order's locked funds. */
export function useCancelSpot() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (orderId: number) => call(spotRoutes.spotCancel, { order_id: orderId }),
    onSettled: invalidate,
  });
}

/** POST /api/spot_goods/modify: a resting order's new amount and limit (product.md §10.16). */
export function useModifySpot() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: SpotModifyBody) => call(spotRoutes.spotModify, body),
    onSettled: invalidate,
  });
}
