import { queryOptions } from '@tanstack/react-query';
import { identityRoutes, type Area, type Language } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/** GET /api/default/area_list: countries with calling codes and the barred flag, named in `lang`. */
export function getAreaList(signal?: AbortSignal): Promise<Area[]> {
  return call(identityRoutes.areaList, undefined, { signal });
}

/** Keyed by language: the server names the countries in the request's `lang`. */
export function getAreaListQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['default', 'area_list', lang],
    // No abort signal: a list still arriving after the page closed is kept for the next visit.
    queryFn: () => getAreaList(),
    staleTime: 60 * 60_000,
  });
}
