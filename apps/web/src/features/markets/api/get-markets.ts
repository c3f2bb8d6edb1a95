import { queryOptions } from '@tanstack/react-query';
import { currencyMatchesDataSchema, type CurrencyMatchesData } from '@waihui/contracts';
import type { Language } from '@waihui/contracts';
import { http } from '@/lib/http/client';

/**
 * GET /api/market/currency_matches: every instrument by category, with its ticker and (when a
 * token is sent) whether the user follows it. Names come in the request language, hence `lang`
 * in the key; `token` keys the `followed` flags to the session.
 */
export function getMarketsQueryOptions(lang: Language, token: string | null) {
  return queryOptions({
    queryKey: ['market', 'currency_matches', lang, token] as const,
    queryFn: (): Promise<CurrencyMatchesData> =>
      http.get('/api/market/currency_matches', { schema: currencyMatchesDataSchema }),
    staleTime: 30_000,
  });
}
