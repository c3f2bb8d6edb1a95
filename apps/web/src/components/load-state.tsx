import { useTranslation } from 'react-i18next';

/** The namespaces whose `state.loading`, `state.loadFailed` and `state.retry` LoadState reads. */
export type LoadStateNamespace = 'content' | 'funding' | 'spot';

/**
 * What a section shows until its query has data: a status line while the first load runs, or,
 * once it failed (offline, server down), what failed and a button that loads it again. The texts
 * are `state.*` of the feature's namespace `ns`; `className` is the feature's state style.
 */
export function LoadState({
  ns,
  className,
  failed,
  onRetry,
}: {
  ns: LoadStateNamespace;
  className: string;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(ns);
  if (!failed) {
    return (
      <p className={className} role="status">
        {t('state.loading')}
      </p>
    );
  }
  return (
    <div className={className} role="alert">
      <p>{t('state.loadFailed')}</p>
      <button type="button" className="wh-button wh-button--ghost" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}
