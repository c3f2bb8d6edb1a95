import { queryOptions } from '@tanstack/react-query';
import { marketRoutes, type CurrencyMatchesData, type Language } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/**
 * GET /api/market/currency_matches for the instrument picker of the contract trade and delivery
 * pages: every instrument with its settings (contract size, fee rate, maximum leverage, precision,
 * trade types) and its ticker.
 * Names come in the request language, hence `lang` in the key. Settings change rarely (an operator
 * edit); prices come live from the quote socket, so the list is read once per few minutes.
 */
export function getInstrumentsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['instruments', lang] as const,
    queryFn: ({ signal }): Promise<CurrencyMatchesData> =>
      call(marketRoutes.currencyMatches, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
