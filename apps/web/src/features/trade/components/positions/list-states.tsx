import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list still loading its first answer. */
export function LoadingState() {
  const { t } = useTranslation('positions');
  return (
    <p className="wh-pos-state" role="status">
      {t('state.loading')}
    </p>
  );
}

/** A list whose load failed (offline, server down): what failed, and Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('positions');
  return (
    <div className="wh-pos-state" role="alert">
      <p>{message}</p>
      <button type="button" className="wh-button wh-button--ghost" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

/** Nothing to list, with what the user can do next (`children`). */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="wh-pos-state">
      <p>{text}</p>
      {children}
    </div>
  );
}
