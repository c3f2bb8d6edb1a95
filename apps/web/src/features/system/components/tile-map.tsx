import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@/lib/places/place';
import './location.css';

/**
 * The place on a map from the configured tile server (product.md §2.8): a keyboard-usable map
 * (arrow keys pan, + and − zoom) with a pin at the place. Leaflet loads with the map only. Should
 * it fail to load, the page's card still says everything the map would.
 */
export function TileMap({
  place,
  tileUrl,
  attribution,
}: {
  place: Place & { latitude: number; longitude: number };
  tileUrl: string;
  attribution: string;
}) {
  const { t } = useTranslation('content');
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const { latitude, longitude } = place;
  const label = place.name !== '' ? place.name : place.address;

  useEffect(() => {
    let remove: (() => void) | null = null;
    let cancelled = false;
    import('./leaflet-map')
      .then(({ drawMap }) => {
        if (cancelled || element.current === null) return;
        remove = drawMap(element.current, {
          latitude,
          longitude,
          tileUrl,
          attribution,
          markerLabel: label,
          zoomInTitle: t('location.zoomIn'),
          zoomOutTitle: t('location.zoomOut'),
        });
        setState('shown');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [latitude, longitude, tileUrl, attribution, label, t]);

  return (
    <section className="wh-location-map" aria-label={t('location.map', { place: label })}>
      <div ref={element} className="wh-location-map__canvas" data-state={state} />
      {state === 'loading' && (
        <p className="wh-location-map__state" role="status">
          {t('location.mapLoading')}
        </p>
      )}
      {state === 'failed' && (
        <p className="wh-location-map__state" role="alert">
          {t('location.mapFailed')}
        </p>
      )}
    </section>
  );
}
