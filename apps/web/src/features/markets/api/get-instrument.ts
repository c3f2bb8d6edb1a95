import { queryOptions } from '@tanstack/react-query';
import { marketRoutes, type Language, type MarketItem } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/**
 * One instrument with its ticker and followed flag: GET /api/market/currency_matches?symbol=.
 * Fails with reason MARKET_UNKNOWN_SYMBOL for a symbol the server does not list.
 */
export function getInstrumentQueryOptions(symbol: string, lang: Language, token: string | null) {
  return queryOptions({
    queryKey: ['market', 'instrument', symbol, lang, token] as const,
    queryFn: async (): Promise<MarketItem | null> => {
      const data = await call(marketRoutes.currencyMatches, { symbol });
      return data.categories.flatMap((category) => category.items)[0] ?? null;
    },
    staleTime: 60_000,
  });
}
