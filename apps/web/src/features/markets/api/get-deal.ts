import { queryOptions } from '@tanstack/react-query';
import { dealDataSchema, type DealData } from '@waihui/contracts';
import { http } from '@/lib/http/client';

/** Ticks listed under the chart. */
export const DEAL_LIMIT = 15;

/** GET /api/market/deal: the latest ticks of one instrument, newest first. */
export function getDealQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: ['market', 'deal', symbol] as const,
    queryFn: (): Promise<DealData> =>
      http.get('/api/market/deal', {
        query: { symbol, limit: DEAL_LIMIT },
        schema: dealDataSchema,
      }),
    staleTime: 0,
  });
}
