import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import {
  chooseLocationPath,
  chosenPlaceOf,
  directionsUrl,
  placeFromSearch,
  type Place,
} from '@/lib/places/place';
import { getPlaceSettingsQueryOptions } from '@/lib/places/place-settings';
import { PlaceCard } from '../components/place-card';
import { TileMap } from '../components/tile-map';
import '../components/location.css';

/**
 * The built-in location viewer (product.md §2.8), as a mobile framework's openLocation: the place of
 * `?latitude=&longitude=&name=&address=` on a map from the configured tile server when there is one
 * and the place has coordinates, always in words with "open in maps" links. "Directions from…"
 * asks /choose-location for a starting point, which it hands back in this page's route state.
 */
export default function OpenLocationPage() {
  const { t } = useTranslation(['common', 'content']);
  const location = useLocation();
  const place = placeFromSearch(location.search);
  const settings = useQuery(getPlaceSettingsQueryOptions());
  const from = chosenPlaceOf(location.state);

  return (
    <>
      <PageHeader title={t('titles.openLocation')} />
      <div className="wh-location">
        {place === null ? (
          <p className="wh-location__empty">{t('content:location.noPlace')}</p>
        ) : (
          <>
            {/* The map is an addition: until the settings are read, or if they cannot be, the card says it all. */}
            {settings.data?.mapTileUrl != null && hasPoint(place) && (
              <TileMap
                place={place}
                tileUrl={settings.data.mapTileUrl}
                attribution={settings.data.mapTileAttribution}
              />
            )}
            <PlaceCard place={place} />
            <Directions to={place} from={from} returnTo={location.pathname + location.search} />
          </>
        )}
      </div>
    </>
  );
}

function hasPoint(place: Place): place is Place & { latitude: number; longitude: number } {
  return place.latitude !== null && place.longitude !== null;
}

/** The way here from a place the user picks; the picked place comes back in the route state. */
function Directions({ to, from, returnTo }: { to: Place; from: Place | null; returnTo: string }) {
  const { t } = useTranslation('content');
  return (
    <section className="wh-location-directions" aria-labelledby="location-directions-title">
      <h2 id="location-directions-title" className="wh-location-directions__title">
        {t('location.directions')}
      </h2>
      {from !== null && (
        <p className="wh-location-directions__from" data-testid="directions-from">
          {t('location.from', { place: from.name !== '' ? from.name : from.address })}{' '}
          <a href={directionsUrl(from, to)} target="_blank" rel="noopener noreferrer">
            {t('location.showRoute')}
            <span className="wh-visually-hidden"> ({t('contact.newWindow')})</span>
          </a>
        </p>
      )}
      <Link className="wh-button wh-button--ghost" to={chooseLocationPath(returnTo)}>
        {from === null ? t('location.chooseStart') : t('location.chooseOtherStart')}
      </Link>
    </section>
  );
}
