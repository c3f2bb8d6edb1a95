import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast/toast';

/** Where the settings in force come from: saved by an operator, or the server's environment. */
export function SettingsSource({ settings }: { settings: { source: 'saved' | 'environment' } }) {
  const { t } = useTranslation('backoffice');
  return (
    <p>{t(settings.source === 'saved' ? 'settings.sourceSaved' : 'settings.sourceEnvironment')}</p>
  );
}

/** The toast after a settings form was saved. */
export function useSavedToast(): () => void {
  const { t } = useTranslation('backoffice');
  return () => showToast(t('settings.saved'), { icon: 'success' });
}
