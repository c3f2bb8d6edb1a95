import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/plain-fields';
import { useForm } from '@/components/form/use-form';
import type { Place } from '@/lib/places/place';
import './location.css';

/** An address typed by hand, with an optional name: a place without coordinates. */
export function ManualPlaceForm({ onChosen }: { onChosen: (place: Place) => void }) {
  const { t } = useTranslation('content');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const form = useForm(
    { name: 'place', fields: ['name', 'address'] },
    { address: address.trim() === '' ? { message: t('location.addressRequired') } : null },
  );
  const onSubmit = form.onSubmit(() => {
    onChosen({ name: name.trim(), address: address.trim(), latitude: null, longitude: null });
    return Promise.resolve();
  });

  return (
    <section className="wh-location-manual" aria-labelledby="place-manual-title">
      <h2 id="place-manual-title" className="wh-location__title">
        {t('location.manualTitle')}
      </h2>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          field={form.field('name')}
          label={t('location.nameLabel')}
          autoComplete="organization"
          value={name}
          onChange={setName}
        />
        <TextField
          field={form.field('address')}
          label={t('location.addressLabel')}
          autoComplete="street-address"
          value={address}
          onChange={setAddress}
        />
        <div className="wh-form-actions">
          <button type="submit" className="wh-button wh-button--primary wh-location__submit">
            {t('location.useAddress')}
          </button>
        </div>
      </form>
    </section>
  );
}
