import { queryOptions } from '@tanstack/react-query';
import { marketRoutes, type HistoryKlineData } from '@waihui/contracts';
import type { CandleInterval } from '@waihui/core';
import { call } from '@/lib/http/client';

/** Candles the trade page's small chart shows: enough to see the trend, few enough to read. */
export const MINI_CHART_CANDLES = 48;

/** GET /api/default/history_kline2: the newest candles of one interval, oldest first. */
export function getCandlesQueryOptions(symbol: string, interval: CandleInterval) {
  return queryOptions({
    queryKey: ['trade', 'candles', symbol, interval] as const,
    queryFn: ({ signal }): Promise<HistoryKlineData> =>
      call(marketRoutes.historyKline, { symbol, interval, limit: MINI_CHART_CANDLES }, { signal }),
    // Live candles arrive over the socket; the history is read afresh on every visit.
    staleTime: 0,
    gcTime: 60_000,
  });
}
