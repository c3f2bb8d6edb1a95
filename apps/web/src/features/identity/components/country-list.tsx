import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckOutline, SearchOutline } from 'antd-mobile-icons';
import type { Area } from '@waihui/contracts';
import { TextInput } from '@/components/form/form-field';
import { useIdentityDraft } from './identity-draft';
import { useAreas } from './use-areas';
import './identity.css';

/** Lower-case, without accents: "Côte" matches "cote". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Areas whose name, ISO code or calling code matches the search ("ger", "de", "+49", "49"). */
export function filterAreas(areas: readonly Area[], search: string): Area[] {
  const query = fold(search.trim());
  if (query === '') return [...areas];
  const digits = query.replace(/^\+/, '');
  return areas.filter(
    (area) =>
      fold(area.name).includes(query) ||
      area.code.toLowerCase() === query ||
      (/^\d+$/.test(digits) && area.dial_code.slice(1).startsWith(digits)),
  );
}

export interface CountryListProps {
  /** After a choice (the page goes back to the form). */
  onChosen: () => void;
}

/**
 * The countries of GET /api/default/area_list with their calling codes, searchable. Barred
 * countries (terms of service) are listed but cannot be chosen, with a note saying why.
 */
export function CountryList({ onChosen }: CountryListProps) {
  const { t } = useTranslation('identity');
  const areas = useAreas();
  const current = useIdentityDraft((state) => state.country);
  const setCountry = useIdentityDraft((state) => state.setCountry);
  const [search, setSearch] = useState('');

  let body;
  if (areas.data !== undefined) {
    const shown = filterAreas(areas.data, search);
    body =
      shown.length === 0 ? (
        <p className="wh-country-empty">{t('country.none')}</p>
      ) : (
        <div
          className="wh-choice-list wh-country-list"
          role="radiogroup"
          aria-label={t('fields.country')}
        >
          {shown.map((area) => (
            <button
              key={area.code}
              type="button"
              role="radio"
              aria-checked={area.code === current}
              disabled={area.barred}
              className="wh-choice-list__option wh-country-option"
              onClick={() => {
                setCountry(area.code);
                onChosen();
              }}
            >
              <span className="wh-country-option__code" aria-hidden="true">
                {area.code}
              </span>
              <span className="wh-country-option__name">{area.name}</span>
              {area.barred && <span className="wh-tag wh-tag--muted">{t('country.barred')}</span>}
              <span className="wh-country-option__dial">{area.dial_code}</span>
              {area.code === current && (
                <CheckOutline
                  className="wh-country-option__check"
                  aria-label={t('country.selected')}
                />
              )}
            </button>
          ))}
        </div>
      );
  } else if (areas.isError) {
    body = (
      <div className="wh-country-empty" role="alert">
        <p>{t('country.loadFailed')}</p>
        <button
          type="button"
          className="wh-button wh-button--ghost"
          onClick={() => void areas.refetch()}
        >
          {t('country.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="wh-choice-list wh-country-list" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <div
            key={index}
            className="wh-choice-list__option wh-country-option wh-country-option--skeleton"
          >
            <span className="wh-skeleton" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className="wh-country">
      <div className="wh-country-search">
        <TextInput
          id="country-search"
          type="search"
          aria-label={t('country.search')}
          placeholder={t('country.search')}
          autoComplete="off"
          value={search}
          onChange={setSearch}
          prefix={<SearchOutline className="wh-country-search__icon" aria-hidden="true" />}
        />
      </div>
      <p className="wh-form-note wh-country-hint">{t('country.barredHint')}</p>
      {body}
    </div>
  );
}
