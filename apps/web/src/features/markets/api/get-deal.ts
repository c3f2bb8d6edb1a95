import { queryOptions } from '@tanstack/react-query';
import { marketRoutes, type DealData } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/** Ticks listed under the chart. */
export const DEAL_LIMIT = 15;

/** GET /api/market/deal: the latest ticks of one instrument, newest first. */
export function getDealQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: ['market', 'deal', symbol] as const,
    queryFn: (): Promise<DealData> => call(marketRoutes.deal, { symbol, limit: DEAL_LIMIT }),
    staleTime: 0,
  });
}
