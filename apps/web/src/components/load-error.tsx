import { useTranslation } from 'react-i18next';
import './forms.css';
import './load-error.css';

/**
 * Error state of a section that loads the account (profile, security): the load failed (offline,
 * server down); a button retries. Reads the `identity` namespace.
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('identity');
  return (
    <section className="wh-load-error" role="alert">
      <p className="wh-load-error__message">{t('me.loadFailed')}</p>
      <button type="button" className="wh-button wh-button--ghost" onClick={onRetry}>
        {t('me.retry')}
      </button>
    </section>
  );
}
