import { useEffect } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Order, Position } from '@waihui/contracts';
import { loadedRows } from '@/lib/query/paging';
import { getHistoryQueryOptions, getOpenTradesQueryOptions } from '../../api/trading';

/** What the order page was asked for (`?position_id=` or `?order_id=`). */
export type OrderPageTarget = { kind: 'position'; id: number } | { kind: 'order'; id: number };

export type TargetLookup =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'missing' }
  | { state: 'position'; position: Position }
  | { state: 'order'; order: Order };

/** The position asked for, or the one an order's fill opened (its open fill names the order). */
function matches(target: OrderPageTarget, position: Position): boolean {
  return target.kind === 'position'
    ? position.id === target.id
    : position.fills.some((fill) => fill.order_id === target.id);
}

/**
 * Finds the order page's subject without a by-id endpoint (packages/contracts routes/trading.ts
 * has none): first among the open trades (pending orders, open positions with live figures), then
 * in the history of closed positions, page by page (the pages the history tab already loaded come
 * from the same cache) until it is found or there is no further page.
 */
export function useOrderPageTarget(token: string, target: OrderPageTarget): TargetLookup {
  const open = useQuery(getOpenTradesQueryOptions(token));
  const pending =
    target.kind === 'order' ? open.data?.orders.find((order) => order.id === target.id) : undefined;
  const openPosition = open.data?.positions.find((position) => matches(target, position));
  const inOpenTrades = pending !== undefined || openPosition !== undefined;

  const searchHistory = open.data !== undefined && !inOpenTrades;
  const history = useInfiniteQuery({
    ...getHistoryQueryOptions(token),
    enabled: searchHistory,
  });
  const closed = loadedRows(history.data).find((position) => matches(target, position));
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = history;
  const pageOn =
    searchHistory && closed === undefined && hasNextPage && !isFetchingNextPage && !isError;

  useEffect(() => {
    if (pageOn) void fetchNextPage();
  }, [pageOn, fetchNextPage]);

  if (pending !== undefined) return { state: 'order', order: pending };
  if (openPosition !== undefined) return { state: 'position', position: openPosition };
  if (open.data === undefined) {
    return open.isError
      ? { state: 'error', retry: () => void open.refetch() }
      : { state: 'loading' };
  }
  if (closed !== undefined) return { state: 'position', position: closed };
  if (history.isError) {
    return {
      state: 'error',
      retry: () => void (history.data === undefined ? history.refetch() : fetchNextPage()),
    };
  }
  if (history.data === undefined || hasNextPage) return { state: 'loading' };
  return { state: 'missing' };
}
