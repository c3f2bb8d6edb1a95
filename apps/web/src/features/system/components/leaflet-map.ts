import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/*
 * Leaflet (BSD-2, ~40 KB gzip), imported only by tile-map.tsx through import(): its code and style
 * load when a page shows a map from a configured tile server, never with the home route.
 */

export interface MapOptions {
  /** The place's point, WGS 84 degrees. */
  latitude: number;
  longitude: number;
  /** Tile URL template with {z}, {x} and {y}. */
  tileUrl: string;
  /** HTML the tile provider asks to show (may be empty). */
  attribution: string;
  /** Names the marker for screen readers and its tooltip. */
  markerLabel: string;
  /** The zoom controls' names, in the user's language. */
  zoomInTitle: string;
  zoomOutTitle: string;
}

/** Street level: a building and its neighbours. */
const PLACE_ZOOM = 16;
/** The deepest zoom tile servers commonly serve. */
const MAX_ZOOM = 19;

/** Draws the map into `element` and returns what removes it again (on unmount). */
export function drawMap(element: HTMLElement, options: MapOptions): () => void {
  const center: L.LatLngTuple = [options.latitude, options.longitude];
  // Zoom steps without animation: Leaflet 1.9 throws when a map is removed mid-animation (leaving
  // the page right after a zoom), and a place map gains nothing from the motion.
  const map = L.map(element, { zoomControl: false, zoomAnimation: false }).setView(
    center,
    PLACE_ZOOM,
  );
  L.control
    .zoom({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle })
    .addTo(map);
  map.attributionControl.setPrefix(false);
  L.tileLayer(options.tileUrl, { maxZoom: MAX_ZOOM, attribution: options.attribution }).addTo(map);
  // A drawn pin (no image file): the marker's element is focusable and named by its title and alt.
  const icon = L.divIcon({ className: 'wh-map-pin', iconSize: [24, 24], iconAnchor: [12, 24] });
  L.marker(center, { icon, title: options.markerLabel, alt: options.markerLabel }).addTo(map);
  return () => map.remove();
}
