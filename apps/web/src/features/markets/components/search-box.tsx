import { useTranslation } from 'react-i18next';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';

/** The search field above the markets tabs. */
export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('market');
  return (
    <div className="wh-search" role="search">
      <SearchOutline className="wh-search__icon" aria-hidden="true" />
      <input
        type="search"
        className="wh-search__input"
        placeholder={t('markets.searchPlaceholder')}
        aria-label={t('markets.searchPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
      {value !== '' && (
        <button
          type="button"
          className="wh-search__clear"
          aria-label={t('markets.clearSearch')}
          onClick={() => onChange('')}
        >
          <CloseCircleFill aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
