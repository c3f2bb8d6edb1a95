import { useTranslation } from 'react-i18next';
import './funding.css';

/** What a funding page shows while its query loads, or after it failed (with a retry). */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('funding');
  if (!failed) {
    return (
      <p className="wh-funding-state" role="status">
        {t('state.loading')}
      </p>
    );
  }
  return (
    <div className="wh-funding-state" role="alert">
      <p>{t('state.loadFailed')}</p>
      <button type="button" className="wh-button wh-button--ghost" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}
