import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  tradingRoutes,
  type ModifyOrderBody,
  type PreviewBody,
  type SetStopsBody,
  type SubmitOrderBody,
} from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { LEDGER_KEY, TRADING_KEY } from '@/lib/query/keys';
import { pinnedList } from '@/lib/query/paging';

/*
 * Contract trading over HTTP (packages/contracts/src/routes/trading.ts). Reads sit under TRADING_KEY;
 * every action, done or refused, reads trading and the ledger again (a fill moves the balance). The
 * live channel (live.ts) patches and invalidates the same keys, so pages never poll. The account
 * summary's query is in lib/account/trading-summary.ts (the Assets contract tab reads it too).
 */

/** Closed positions per page of the history (the server allows up to 100). */
export const HISTORY_PAGE_SIZE = 20;

export const openTradesKey = [...TRADING_KEY, 'open'] as const;
export const historyKey = [...TRADING_KEY, 'history'] as const;

/** GET /api/lever/dealall/v2: open positions (live PnL, TP/SL), pending orders and the summary. */
export function getOpenTradesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: openTradesKey,
    queryFn: ({ signal }) => call(tradingRoutes.openTrades, undefined, { signal }),
    enabled: token !== null,
  });
}

/**
 * POST /api/lever/deal for one order as the form stands; null input = the form is not complete yet.
 * Refusals (INSUFFICIENT_MARGIN is not one: `sufficient` says so) come back as the query's error.
 */
export function getPreviewQueryOptions(token: string | null, input: PreviewBody | null) {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'preview', input] as const,
    queryFn: ({ signal }) => call(tradingRoutes.previewOrder, input as PreviewBody, { signal }),
    enabled: token !== null && input !== null,
    // The fill price moves with every quote: a preview is fresh for a few seconds only.
    staleTime: 2_000,
  });
}

/** POST /api/lever/my_trade: closed positions with their fills and quotes, newest first. */
export function getHistoryQueryOptions(token: string | null) {
  return infiniteQueryOptions({
    queryKey: historyKey,
    queryFn: ({ pageParam, signal }) =>
      call(
        tradingRoutes.tradeHistory,
        { page: pageParam.page, limit: HISTORY_PAGE_SIZE, before_id: pageParam.beforeId },
        { signal },
      ),
    ...pinnedList,
    enabled: token !== null,
  });
}

/** After any trading action (done or refused): trading and ledger reads are stale. */
function useInvalidateAfterAction() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TRADING_KEY }),
      queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
    ]);
}

/**
 * POST /api/lever/submit. The body carries an `idempotency_key` made once per confirmed submit, so a
 * retry never opens twice; `consent` only with the user's first leveraged order.
 */
export function useSubmitOrder() {
  const onSettled = useInvalidateAfterAction();
  return useMutation({
    mutationFn: (body: SubmitOrderBody) => call(tradingRoutes.submitOrder, body, { loading: true }),
    onSettled,
  });
}

/** POST /api/lever/close: the whole position at the current quote. */
export function useClosePosition() {
  const onSettled = useInvalidateAfterAction();
  return useMutation({
    mutationFn: (positionId: number) =>
      call(tradingRoutes.closePosition, { position_id: positionId }, { loading: true }),
    onSettled,
  });
}

/** POST /api/lever/close with `lots`: whole lots of the position (product.md §10.16). */
export function useClosePositionPart() {
  const onSettled = useInvalidateAfterAction();
  return useMutation({
    mutationFn: ({ positionId, lots }: { positionId: number; lots: string }) =>
      call(tradingRoutes.closePosition, { position_id: positionId, lots }, { loading: true }),
    onSettled,
  });
}

/** POST /api/lever/modify: a pending limit order's new lots, limit, TP and SL (product.md §10.16). */
export function useModifyOrder() {
  const onSettled = useInvalidateAfterAction();
  return useMutation({
    mutationFn: (body: ModifyOrderBody) => call(tradingRoutes.modifyOrder, body, { loading: true }),
    onSettled,
  });
}

/** POST /api/lever/cancel: a pending order; its reserve is released. */
export function useCancelOrder() {
  const onSettled = useInvalidateAfterAction();
  return useMutation({
    mutationFn: (orderId: number) =>
      call(tradingRoutes.cancelOrder, { order_id: orderId }, { loading: true }),
    onSettled,
  });
}

/** POST /api/lever/setstop: null removes that side. */
export function useSetStops() {
  const onSettled = useInvalidateAfterAction();
  return useMutation({
    mutationFn: (body: SetStopsBody) => call(tradingRoutes.setStops, body, { loading: true }),
    onSettled,
  });
}
