import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  backofficeRoutes,
  type AdminCountriesSettings,
  type AdminSupportSettings,
} from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';

const COUNTRIES_KEY = ['admin', 'settings', 'countries'];
const SUPPORT_KEY = ['admin', 'settings', 'support'];

/** "us, JP,,kr" → ["US", "JP", "KR"]: the codes typed, upper-cased, blanks dropped. */
export function countryCodesOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

/** Countries whose residents cannot register (new registrations only). */
export function CountriesSettings() {
  const { t } = useTranslation('backoffice');
  const query = useQuery({
    queryKey: COUNTRIES_KEY,
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminCountriesSettings, undefined, { signal }),
  });
  return (
    <section aria-labelledby="bo-settings-countries">
      <h3 id="bo-settings-countries">{t('settings.countriesHeading')}</h3>
      <p>{t('settings.countriesNote')}</p>
      {query.data && <CountriesForm key={JSON.stringify(query.data)} settings={query.data} />}
    </section>
  );
}

function CountriesForm({ settings }: { settings: AdminCountriesSettings }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  const [text, setText] = useState(settings.barred_countries.join(', '));
  const save = useMutation({
    mutationFn: () =>
      operatorCall(
        backofficeRoutes.adminCountriesSave,
        { barred_countries: countryCodesOf(text) },
        { loading: true },
      ),
    onSuccess: () => {
      showToast(t('settings.saved'), { icon: 'success' });
      return client.invalidateQueries({ queryKey: COUNTRIES_KEY });
    },
  });
  return (
    <>
      <p>
        {t(settings.source === 'saved' ? 'settings.sourceSaved' : 'settings.sourceEnvironment')}
      </p>
      <label>
        {t('settings.countries')}
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => save.mutate()}>
        {t('settings.saveCountries')}
      </button>
    </>
  );
}

/** The support e-mail and customer-service page users see. */
export function SupportSettings() {
  const { t } = useTranslation('backoffice');
  const query = useQuery({
    queryKey: SUPPORT_KEY,
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminSupportSettings, undefined, { signal }),
  });
  return (
    <section aria-labelledby="bo-settings-support">
      <h3 id="bo-settings-support">{t('settings.supportHeading')}</h3>
      {query.data && <SupportForm key={JSON.stringify(query.data)} settings={query.data} />}
    </section>
  );
}

function SupportForm({ settings }: { settings: AdminSupportSettings }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  const [email, setEmail] = useState(settings.support_email);
  const [url, setUrl] = useState(settings.service_url ?? '');
  const save = useMutation({
    mutationFn: () =>
      operatorCall(
        backofficeRoutes.adminSupportSave,
        // An empty page field means "no customer-service page".
        { support_email: email.trim(), service_url: url.trim() === '' ? null : url.trim() },
        { loading: true },
      ),
    onSuccess: () => {
      showToast(t('settings.saved'), { icon: 'success' });
      return client.invalidateQueries({ queryKey: SUPPORT_KEY });
    },
  });
  return (
    <>
      <p>
        {t(settings.source === 'saved' ? 'settings.sourceSaved' : 'settings.sourceEnvironment')}
      </p>
      <label>
        {t('settings.supportEmail')}
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        {t('settings.serviceUrl')}
        <input type="url" value={url} onChange={(event) => setUrl(event.target.value)} />
      </label>
      <button type="button" onClick={() => save.mutate()}>
        {t('settings.saveSupport')}
      </button>
    </>
  );
}
