import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { Place } from '@/lib/places/place';

/*
 * Place search through a geocoder speaking Nominatim's search API (product.md §2.8):
 * GET <geocoder>/search?q=<text>&format=jsonv2&limit=<n>&accept-language=<lang>, answering a JSON
 * array of places with `lat` and `lon` as decimal strings and a `display_name`. Asked by the browser
 * directly (the server's content-security policy lets it reach the configured origin only), with no
 * credentials; never asked when no geocoder is configured.
 */

/** Places one search shows at most. */
export const PLACE_SEARCH_LIMIT = 8;

const nominatimPlacesSchema = z.array(
  z.object({
    lat: z.string(),
    lon: z.string(),
    display_name: z.string(),
    name: z.string().optional(),
  }),
);

/** The search URL of `geocoderUrl` (a base URL, with or without a path of its own). */
export function placeSearchUrl(geocoderUrl: string, text: string, lang: string): string {
  const base = geocoderUrl.endsWith('/') ? geocoderUrl : `${geocoderUrl}/`;
  const url = new URL('search', base);
  url.search = new URLSearchParams({
    q: text,
    format: 'jsonv2',
    limit: String(PLACE_SEARCH_LIMIT),
    'accept-language': lang,
  }).toString();
  return url.href;
}

/**
 * A geocoder's answer as places: the name is the place's own (else the first part of its display
 * name), the address its display name. Results with coordinates that are not numbers on the globe
 * are left out; an answer of another shape throws.
 */
export function placesOfAnswer(answer: unknown): Place[] {
  const places: Place[] = [];
  for (const result of nominatimPlacesSchema.parse(answer)) {
    const latitude = Number(result.lat);
    const longitude = Number(result.lon);
    const onGlobe = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    if (result.lat === '' || result.lon === '' || !onGlobe) continue;
    const name = result.name?.trim() || (result.display_name.split(',')[0] ?? '').trim();
    places.push({ name, address: result.display_name, latitude, longitude });
  }
  return places.slice(0, PLACE_SEARCH_LIMIT);
}

/** One search (cached per text and language: the same words are not asked twice in a minute). */
export function getPlaceSearchQueryOptions(geocoderUrl: string, text: string, lang: string) {
  return queryOptions({
    queryKey: ['system', 'place-search', geocoderUrl, lang, text] as const,
    queryFn: async ({ signal }): Promise<Place[]> => {
      const response = await fetch(placeSearchUrl(geocoderUrl, text, lang), {
        signal,
        credentials: 'omit',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`place search answered HTTP ${response.status}`);
      return placesOfAnswer(await response.json());
    },
    staleTime: 60_000,
    retry: false,
  });
}
