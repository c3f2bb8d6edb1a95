import { useTranslation } from 'react-i18next';
import { useQuoteStatus } from './use-quotes';
import './quotes.css';

/**
 * A thin notice while the quote socket is down: prices still move, from polling, only less often.
 * Reads the `market` locale namespace (the quote screens load it).
 */
export function ConnectionBanner() {
  const { t } = useTranslation('market');
  const status = useQuoteStatus();
  if (status !== 'reconnecting') return null;
  return (
    <p className="wh-connection-banner" role="status">
      <span className="wh-connection-banner__dot" aria-hidden="true" />
      {t('status.reconnecting')}
    </p>
  );
}
