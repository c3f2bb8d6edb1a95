import { queryOptions } from '@tanstack/react-query';
import { marketRoutes, type CurrencyMatchesData, type Language } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/**
 * GET /api/market/currency_matches: every instrument by category, with its ticker and (when a
 * token is sent) whether the user follows it. Names come in the request language, hence `lang`
 * in the key; `token` keys the `followed` flags to the session.
 */
export function getMarketsQueryOptions(lang: Language, token: string | null) {
  return queryOptions({
    queryKey: ['market', 'currency_matches', lang, token] as const,
    queryFn: (): Promise<CurrencyMatchesData> => call(marketRoutes.currencyMatches),
    staleTime: 30_000,
  });
}
