import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { showToast } from '@/lib/toast/toast';

/**
 * One block of the settings: its heading and note, then its form once the settings in force
 * arrived. A save reads them again, and the form starts afresh from what was saved.
 */
export function SettingsBlock<Data, Key extends QueryKey>({
  part,
  heading,
  note,
  query,
  form,
}: {
  part: 'delivery' | 'funding' | 'countries' | 'support';
  heading: string;
  note?: string;
  query: UseQueryOptions<Data, Error, Data, Key>;
  form: (settings: Data) => ReactNode;
}) {
  const { data } = useQuery(query);
  return (
    <section aria-labelledby={`bo-settings-${part}`}>
      <h3 id={`bo-settings-${part}`}>{heading}</h3>
      {note !== undefined && <p>{note}</p>}
      {data !== undefined && <Fragment key={JSON.stringify(data)}>{form(data)}</Fragment>}
    </section>
  );
}

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
