import { queryOptions } from '@tanstack/react-query';
import { marketRoutes, type Language, type WatchlistData } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/** GET /api/market/follow: the user's followed instruments, oldest follow first (needs a session). */
export function getWatchlistQueryOptions(lang: Language, token: string | null) {
  return queryOptions({
    queryKey: ['market', 'watchlist', lang, token] as const,
    queryFn: (): Promise<WatchlistData> => call(marketRoutes.watchlist),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
