import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/form/plain-fields';
import { useForm } from '@/components/form/use-form';
import type { Place } from '@/lib/places/place';
import { getPlaceSearchQueryOptions } from '../api/place-search';
import './location.css';

/**
 * Search for a place by words through the configured geocoder: what was found as a list of buttons
 * (name and address), or while searching, when nothing was found or the search failed, a line that
 * says so to screen readers as well (a live region).
 */
export function PlaceSearch({
  geocoderUrl,
  onChosen,
}: {
  geocoderUrl: string;
  onChosen: (place: Place) => void;
}) {
  const { t, i18n } = useTranslation('content');
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const form = useForm(
    { name: 'place-search', fields: ['query'] },
    { query: text.trim() === '' ? { message: t('location.searchRequired') } : null },
  );
  const search = useQuery({
    ...getPlaceSearchQueryOptions(geocoderUrl, asked ?? '', i18n.language),
    enabled: asked !== null,
  });
  const onSubmit = form.onSubmit(() => {
    setAsked(text.trim());
    return Promise.resolve();
  });

  return (
    <section className="wh-location-search" aria-labelledby="place-search-title">
      <h2 id="place-search-title" className="wh-location__title">
        {t('location.searchTitle')}
      </h2>
      <form role="search" noValidate onSubmit={onSubmit}>
        <TextField
          field={form.field('query')}
          label={t('location.searchLabel')}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          onChange={setText}
        />
        <div className="wh-form-actions">
          <button type="submit" className="wh-button wh-button--primary wh-location__submit">
            {t('location.search')}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="wh-location-search__results">
        {asked === null ? null : search.isPending ? (
          <p role="status">{t('location.searching')}</p>
        ) : search.isError ? (
          <div role="alert">
            <p>{t('location.searchFailed')}</p>
            <button
              type="button"
              className="wh-button wh-button--ghost"
              onClick={() => void search.refetch()}
            >
              {t('state.retry')}
            </button>
          </div>
        ) : search.data.length === 0 ? (
          <p>{t('location.noResults', { query: asked })}</p>
        ) : (
          <ul className="wh-location-search__list" aria-label={t('location.results')}>
            {search.data.map((place, index) => (
              <li key={`${index}-${place.address}`}>
                <button
                  type="button"
                  className="wh-location-search__place"
                  onClick={() => onChosen(place)}
                >
                  <span className="wh-location-search__name">{place.name}</span>
                  <span className="wh-location-search__address">{place.address}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
