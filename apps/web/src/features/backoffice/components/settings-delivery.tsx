import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDeliveryPeriod, AdminDeliverySettings } from '@waihui/contracts';
import { AmountField, TextField } from '@/components/form/plain-fields';
import { AmountInput } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { getDeliverySettingsQueryOptions, useSaveDeliverySettings } from '../api/settings';
import { SettingsBlock, useSavedToast } from './settings-form';

/** Decimals of a payout rate and of a stake limit (the contract's limits). */
const RATE_SCALE = 4;
const STAKE_SCALE = 8;

/** Delivery periods, payout rates and stake limits of new contracts (open ones keep theirs). */
export function DeliverySettings() {
  const { t } = useTranslation('backoffice');
  return (
    <SettingsBlock
      part="delivery"
      heading={t('settings.deliveryHeading')}
      note={t('settings.deliveryNote')}
      query={getDeliverySettingsQueryOptions()}
      form={(settings) => <DeliveryForm settings={settings} />}
    />
  );
}

function DeliveryForm({ settings }: { settings: AdminDeliverySettings }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveDeliverySettings();
  const saved = useSavedToast();
  const [periods, setPeriods] = useState<AdminDeliveryPeriod[]>(settings.periods);
  const [minStake, setMinStake] = useState(settings.min_stake);
  const [maxStake, setMaxStake] = useState(settings.max_stake);
  const [newSeconds, setNewSeconds] = useState('');
  const form = useForm({ name: 'bo-delivery', fields: ['period', 'min', 'max'] }, {});
  const change = (seconds: number, patch: Partial<AdminDeliveryPeriod>) =>
    setPeriods(periods.map((p) => (p.seconds === seconds ? { ...p, ...patch } : p)));
  // Rates and stakes stay decimal strings; the server validates them.
  const onSubmit = form.onSubmit(() =>
    save.mutateAsync({ periods, min_stake: minStake, max_stake: maxStake }).then(saved),
  );
  function addPeriod() {
    const seconds = Number.parseInt(newSeconds, 10);
    if (!Number.isInteger(seconds) || periods.some((p) => p.seconds === seconds)) return;
    setPeriods(
      [...periods, { seconds, payout_rate: '0.8', enabled: true }].sort(
        (a, b) => a.seconds - b.seconds,
      ),
    );
    setNewSeconds('');
  }
  return (
    <form noValidate onSubmit={onSubmit}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('settings.seconds')}</th>
            <th scope="col">{t('settings.payoutRate')}</th>
            <th scope="col">{t('settings.offered')}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.seconds}>
              <th scope="row">{period.seconds}</th>
              <td>
                <AmountInput
                  id={`bo-delivery-rate-${period.seconds}`}
                  aria-label={`${t('settings.payoutRate')} ${period.seconds}`}
                  scale={RATE_SCALE}
                  value={period.payout_rate}
                  onChange={(rate) => change(period.seconds, { payout_rate: rate })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${t('settings.offered')} ${period.seconds}`}
                  checked={period.enabled}
                  onChange={(event) => change(period.seconds, { enabled: event.target.checked })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TextField
        field={form.field('period')}
        label={t('settings.newPeriod')}
        inputMode="numeric"
        value={newSeconds}
        onChange={setNewSeconds}
        onKeyDown={(event) => {
          // Enter adds the period (not the whole form's save).
          if (event.key !== 'Enter') return;
          event.preventDefault();
          addPeriod();
        }}
      />
      <button type="button" onClick={addPeriod}>
        {t('settings.addPeriod')}
      </button>
      <AmountField
        field={form.field('min')}
        label={t('settings.minStake')}
        scale={STAKE_SCALE}
        value={minStake}
        onChange={setMinStake}
      />
      <AmountField
        field={form.field('max')}
        label={t('settings.maxStake')}
        scale={STAKE_SCALE}
        value={maxStake}
        onChange={setMaxStake}
      />
      <button type="submit" disabled={form.submitting}>
        {t('settings.saveDelivery')}
      </button>
    </form>
  );
}
