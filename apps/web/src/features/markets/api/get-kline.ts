import { queryOptions } from '@tanstack/react-query';
import { marketRoutes, type HistoryKlineData } from '@waihui/contracts';
import type { CandleInterval } from '@waihui/core';
import { call } from '@/lib/http/client';

/** Candles a chart loads: about five screens of history at the default bar spacing. */
export const KLINE_LIMIT = 300;

/** GET /api/default/history_kline2: the newest candles of one interval, oldest first. */
export function getKlineQueryOptions(symbol: string, interval: CandleInterval) {
  return queryOptions({
    queryKey: ['market', 'kline', symbol, interval] as const,
    queryFn: (): Promise<HistoryKlineData> =>
      call(marketRoutes.historyKline, { symbol, interval, limit: KLINE_LIMIT }),
    // Live candles arrive over the socket; history is read afresh on every visit.
    staleTime: 0,
    gcTime: 60_000,
  });
}
