import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCountriesSettings, AdminSupportSettings } from '@waihui/contracts';
import { TextField } from '@/components/form/plain-fields';
import { useForm } from '@/components/form/use-form';
import {
  getCountriesSettingsQueryOptions,
  getSupportSettingsQueryOptions,
  useSaveCountriesSettings,
  useSaveSupportSettings,
} from '../api/settings';
import { SettingsBlock, SettingsSource, useSavedToast } from './settings-form';

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
  return (
    <SettingsBlock
      part="countries"
      heading={t('settings.countriesHeading')}
      note={t('settings.countriesNote')}
      query={getCountriesSettingsQueryOptions()}
      form={(settings) => <CountriesForm settings={settings} />}
    />
  );
}

function CountriesForm({ settings }: { settings: AdminCountriesSettings }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveCountriesSettings();
  const saved = useSavedToast();
  const [text, setText] = useState(settings.barred_countries.join(', '));
  const form = useForm({ name: 'bo-countries', fields: ['codes'] }, {});
  const onSubmit = form.onSubmit(() =>
    save.mutateAsync({ barred_countries: countryCodesOf(text) }).then(saved),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <SettingsSource settings={settings} />
      <TextField
        field={form.field('codes')}
        label={t('settings.countries')}
        value={text}
        onChange={setText}
      />
      <button type="submit" disabled={form.submitting}>
        {t('settings.saveCountries')}
      </button>
    </form>
  );
}

/** The support e-mail and customer-service page users see. */
export function SupportSettings() {
  const { t } = useTranslation('backoffice');
  return (
    <SettingsBlock
      part="support"
      heading={t('settings.supportHeading')}
      query={getSupportSettingsQueryOptions()}
      form={(settings) => <SupportForm settings={settings} />}
    />
  );
}

function SupportForm({ settings }: { settings: AdminSupportSettings }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveSupportSettings();
  const saved = useSavedToast();
  const [email, setEmail] = useState(settings.support_email);
  const [url, setUrl] = useState(settings.service_url ?? '');
  const form = useForm({ name: 'bo-support', fields: ['email', 'url'] }, {});
  const onSubmit = form.onSubmit(() =>
    save
      .mutateAsync({
        support_email: email.trim(),
        // An empty page field means "no customer-service page".
        service_url: url.trim() === '' ? null : url.trim(),
      })
      .then(saved),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <SettingsSource settings={settings} />
      <TextField
        field={form.field('email')}
        label={t('settings.supportEmail')}
        type="email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        field={form.field('url')}
        label={t('settings.serviceUrl')}
        type="url"
        value={url}
        onChange={setUrl}
      />
      <button type="submit" disabled={form.submitting}>
        {t('settings.saveSupport')}
      </button>
    </form>
  );
}
