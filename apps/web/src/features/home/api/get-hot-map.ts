import { marketPaths, type HotMapData } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/** GET /api/market/ETF/hot_map: every category with its members' change. Typed, not parsed (see get-market-index.ts). */
export function getHotMap(): Promise<HotMapData> {
  return call(marketPaths.hotMap);
}
