import { queryOptions } from '@tanstack/react-query';
import { watchlistDataSchema, type Language, type WatchlistData } from '@waihui/contracts';
import { http } from '@/lib/http/client';

/** GET /api/market/follow: the user's followed instruments, oldest follow first (needs a session). */
export function getWatchlistQueryOptions(lang: Language, token: string | null) {
  return queryOptions({
    queryKey: ['market', 'watchlist', lang, token] as const,
    queryFn: (): Promise<WatchlistData> =>
      http.get('/api/market/follow', { schema: watchlistDataSchema }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
