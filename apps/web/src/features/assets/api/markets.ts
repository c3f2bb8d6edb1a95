import { queryOptions } from '@tanstack/react-query';
import { marketRoutes, type MarketItem } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/**
 * GET /api/market/currency_matches for valuing balances: every instrument's base and quote currency
 * (which pair converts a currency to USD) with the ticker it had when read. Prices then come live
 * from the quote socket, so the list is read once per few minutes.
 */
export function getValuationInstrumentsQueryOptions() {
  return queryOptions({
    queryKey: ['assets', 'instruments'] as const,
    queryFn: async ({ signal }): Promise<MarketItem[]> => {
      const data = await call(marketRoutes.currencyMatches, undefined, { signal });
      return data.categories.flatMap((category) => category.items);
    },
    staleTime: 5 * 60_000,
  });
}
