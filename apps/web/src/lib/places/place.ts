import type { Place } from '@waihui/contracts';
import { PATHS } from '../paths';

/*
 * The built-in location pages (product.md §2.8) and the pages that open them share one shape of a
 * place: a name, an address and its coordinates in WGS 84 degrees (north and east positive), either
 * both known or both null. A place travels to /open-location in its query string and comes back from
 * /choose-location in the route state of the page that asked.
 */
export type { Place };

const IN_APP_PATHS: ReadonlySet<string> = new Set(Object.values(PATHS));

/** A coordinate pair read from text, or null when either is missing, not a number or off the globe. */
function coordinates(latitude: string | null, longitude: string | null) {
  if (latitude === null || longitude === null || latitude === '' || longitude === '') return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { latitude: lat, longitude: lon };
}

/**
 * The place of /open-location's query string (`?latitude=&longitude=&name=&address=`), or null when it
 * names neither coordinates nor an address.
 */
export function placeFromSearch(search: string): Place | null {
  const query = new URLSearchParams(search);
  const name = query.get('name')?.trim() ?? '';
  const address = query.get('address')?.trim() ?? '';
  const at = coordinates(query.get('latitude'), query.get('longitude'));
  if (at === null && address === '') return null;
  return { name, address, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null };
}

/** /open-location showing `place` (the inverse of placeFromSearch). */
export function openLocationPath(place: Place): string {
  const query = new URLSearchParams();
  if (place.latitude !== null && place.longitude !== null) {
    query.set('latitude', String(place.latitude));
    query.set('longitude', String(place.longitude));
  }
  if (place.name !== '') query.set('name', place.name);
  if (place.address !== '') query.set('address', place.address);
  return `${PATHS.openLocation}?${query.toString()}`;
}

/** /choose-location, handing the chosen place back to `returnTo` (an in-app path with its query). */
export function chooseLocationPath(returnTo: string): string {
  return `${PATHS.chooseLocation}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

/**
 * Where /choose-location hands its place back: the `redirect` parameter when it names a page of the
 * app (with its own query string), else null (the chosen place is then shown on /open-location).
 * Anything else is ignored: no open redirect.
 */
export function returnTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (target === null) return null;
  const path = target.split('?')[0] ?? '';
  return IN_APP_PATHS.has(path) && path !== PATHS.chooseLocation ? target : null;
}

/** The route state /choose-location hands back: `{ chosenPlace }`. */
export interface ChosenPlaceState {
  chosenPlace: Place;
}

/** The place handed back in a page's route state (location.state), or null when none was. */
export function chosenPlaceOf(state: unknown): Place | null {
  if (typeof state !== 'object' || state === null || !('chosenPlace' in state)) return null;
  const place = state.chosenPlace as Partial<Place> | null;
  if (typeof place?.name !== 'string' || typeof place.address !== 'string') return null;
  const at = coordinates(
    typeof place.latitude === 'number' ? String(place.latitude) : null,
    typeof place.longitude === 'number' ? String(place.longitude) : null,
  );
  return {
    name: place.name,
    address: place.address,
    latitude: at?.latitude ?? null,
    longitude: at?.longitude ?? null,
  };
}

/** "lat,lon" as map links and URIs write a point, or null without coordinates. */
function point(place: Place): string | null {
  return place.latitude === null || place.longitude === null
    ? null
    : `${place.latitude},${place.longitude}`;
}

/** How a map link names a place: its point when known, else its address (or name). */
function where(place: Place): string {
  return point(place) ?? (place.address !== '' ? place.address : place.name);
}

/**
 * A geo: URI (RFC 5870) that the device's map app opens: the point with the name as its label, or,
 * without coordinates, the address as a search (`geo:0,0?q=`, the convention Android's map apps read).
 */
export function geoUri(place: Place): string {
  const at = point(place);
  if (at === null) return `geo:0,0?q=${encodeURIComponent(where(place))}`;
  const label = place.name === '' ? '' : `(${encodeURIComponent(place.name)})`;
  return `geo:${at}?q=${at}${label}`;
}

/** The place on openstreetmap.org: a marker at its point (zoom 17), or a search for its address. */
export function openStreetMapUrl(place: Place): string {
  if (place.latitude === null || place.longitude === null) {
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(where(place))}`;
  }
  const { latitude: lat, longitude: lon } = place;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** Directions from one place to another on openstreetmap.org (points, or addresses it looks up). */
export function directionsUrl(from: Place, to: Place): string {
  const query = new URLSearchParams({ from: where(from), to: where(to) });
  return `https://www.openstreetmap.org/directions?${query.toString()}`;
}
