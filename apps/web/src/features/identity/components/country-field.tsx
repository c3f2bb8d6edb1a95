import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import type { Area } from '@waihui/contracts';
import { FormField, errorIdOf } from '@/components/form/form-field';
import { PATHS } from '@/lib/paths';
import './identity.css';

export interface CountryFieldProps {
  id: string;
  area: Area | null;
  /** The chosen code, shown while the list (with names) is loading. */
  country: string | null;
  error?: string | null;
}

/** The country or region row: tapping it opens selectCountry, which sets the choice and comes back. */
export function CountryField({ id, area, country, error }: CountryFieldProps) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const invalid = error !== undefined && error !== null;
  return (
    <FormField id={id} label={t('fields.country')} error={error}>
      <button
        id={id}
        type="button"
        className="wh-select-row"
        data-invalid={invalid ? 'true' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorIdOf(id) : undefined}
        onClick={() => void navigate(PATHS.selectCountry)}
      >
        <span
          className={
            area === null && country === null
              ? 'wh-select-row__placeholder'
              : 'wh-select-row__value'
          }
        >
          {area?.name ?? country ?? t('fields.countryPlaceholder')}
        </span>
        {area !== null && <span className="wh-select-row__extra">{area.dial_code}</span>}
        <RightOutline className="wh-select-row__arrow" aria-hidden="true" />
      </button>
    </FormField>
  );
}

/** The calling code in front of a mobile number; tapping it opens selectCountry too. */
export function DialCodePrefix({ area }: { area: Area | null }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="wh-input-prefix"
      aria-label={`${t('fields.country')}: ${area?.name ?? t('fields.countryPlaceholder')}`}
      onClick={() => void navigate(PATHS.selectCountry)}
    >
      {area?.dial_code ?? '+'}
      <RightOutline className="wh-input-prefix__arrow" aria-hidden="true" />
    </button>
  );
}
