import { useTranslation } from 'react-i18next';
import { localizeDecimal } from '@/lib/format/prices';
import { geoUri, openStreetMapUrl, type Place } from '@/lib/places/place';
import './location.css';

/**
 * A place in words (product.md §2.8): its name, address and coordinates, and the links that open it
 * in the device's map app (a geo: URI) or on OpenStreetMap in a new window. Links only: nothing is
 * requested from any map service until the user follows one.
 */
export function PlaceCard({ place }: { place: Place }) {
  const { t } = useTranslation('content');
  return (
    <section className="wh-location-card" aria-labelledby="location-place-name">
      <h2 id="location-place-name" className="wh-location-card__name">
        {place.name !== '' ? place.name : t('location.unnamed')}
      </h2>
      <dl className="wh-location-card__facts">
        {place.address !== '' && (
          <div>
            <dt>{t('location.address')}</dt>
            <dd>{place.address}</dd>
          </div>
        )}
        {place.latitude !== null && place.longitude !== null && (
          <>
            <div>
              <dt>{t('location.latitude')}</dt>
              <dd>{localizeDecimal(String(place.latitude))}</dd>
            </div>
            <div>
              <dt>{t('location.longitude')}</dt>
              <dd>{localizeDecimal(String(place.longitude))}</dd>
            </div>
          </>
        )}
      </dl>
      <ul className="wh-location-card__links">
        <li>
          <a href={geoUri(place)}>{t('location.openInMapsApp')}</a>
        </li>
        <li>
          <a href={openStreetMapUrl(place)} target="_blank" rel="noopener noreferrer">
            {t('location.openInOsm')}
            <span className="wh-visually-hidden"> ({t('contact.newWindow')})</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
