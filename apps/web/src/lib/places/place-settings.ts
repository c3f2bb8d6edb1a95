import { queryOptions } from '@tanstack/react-query';
import { systemRoutes, type Place } from '@waihui/contracts';
import { call } from '../http/client';

/**
 * The location settings of GET /api/default/setting (product.md §2.8): the company's place, the map
 * tile URL template and the place search, each null when the operator configured none. Read through
 * the contract schema here, in the pages that need them, so the home route's settings reader
 * (lib/settings/public-settings.ts) stays as small as the size budget wants.
 */
export interface PlaceSettings {
  companyPlace: Place | null;
  mapTileUrl: string | null;
  mapTileAttribution: string;
  geocoderUrl: string | null;
}

export function getPlaceSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'place-settings'] as const,
    queryFn: async ({ signal }): Promise<PlaceSettings> => {
      const settings = await call(systemRoutes.publicSettings, undefined, { signal });
      return {
        companyPlace: settings.company_place,
        mapTileUrl: settings.map_tile_url,
        mapTileAttribution: settings.map_tile_attribution,
        geocoderUrl: settings.geocoder_url,
      };
    },
    staleTime: 300_000,
  });
}
