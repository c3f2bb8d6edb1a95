import type { MarketIndexData } from '@waihui/contracts';
import { http } from '@/lib/http/client';

/**
 * GET /api/market/index: headline cards, most active, top gainers and losers, category summary.
 * Typed by the contract but not parsed with its zod schema: the home route's size budget has no
 * room for zod (apps/web/README.md); the server serialises with that schema.
 */
export function getMarketIndex(): Promise<MarketIndexData> {
  return http.get<MarketIndexData>('/api/market/index');
}
