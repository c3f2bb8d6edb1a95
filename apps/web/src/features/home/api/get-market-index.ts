import { marketPaths, type MarketIndexData } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/**
 * GET /api/market/index: headline cards, most active, top gainers and losers, category summary.
 * Called through the bare endpoint (marketPaths): typed by the route table but not parsed with its
 * zod schema, since the home route's size budget has no room for zod (apps/web/README.md); the
 * server serialises with that schema.
 */
export function getMarketIndex(): Promise<MarketIndexData> {
  return call(marketPaths.marketIndex);
}
