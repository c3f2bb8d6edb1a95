import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './components.css';

/** A page load shorter than this shows no indicator at all (product.md §2.1). */
export const LOADING_DELAY_MS = 200;

/** The "loading page" indicator, shown only once loading has taken LOADING_DELAY_MS. */
export function PageLoading() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return <div className="wh-page-loading" aria-busy="true" />;
  return (
    <div className="wh-page-loading" aria-busy="true">
      <div className="wh-page-loading__box" role="status">
        <span className="wh-spinner" aria-hidden="true" />
        <span>{t('loading.page')}</span>
      </div>
    </div>
  );
}
