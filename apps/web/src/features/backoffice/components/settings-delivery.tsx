import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  backofficeRoutes,
  type AdminDeliveryPeriod,
  type AdminDeliverySettings,
} from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';

const KEY = ['admin', 'settings', 'delivery'];

/** Delivery periods, payout rates and stake limits of new contracts (open ones keep theirs). */
export function DeliverySettings() {
  const { t } = useTranslation('backoffice');
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminDeliverySettings, undefined, { signal }),
  });
  return (
    <section aria-labelledby="bo-settings-delivery">
      <h3 id="bo-settings-delivery">{t('settings.deliveryHeading')}</h3>
      <p>{t('settings.deliveryNote')}</p>
      {query.data && <DeliveryForm key={JSON.stringify(query.data)} settings={query.data} />}
    </section>
  );
}

function DeliveryForm({ settings }: { settings: AdminDeliverySettings }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  const [periods, setPeriods] = useState<AdminDeliveryPeriod[]>(settings.periods);
  const [minStake, setMinStake] = useState(settings.min_stake);
  const [maxStake, setMaxStake] = useState(settings.max_stake);
  const [newSeconds, setNewSeconds] = useState('');
  const change = (seconds: number, patch: Partial<AdminDeliveryPeriod>) =>
    setPeriods(periods.map((p) => (p.seconds === seconds ? { ...p, ...patch } : p)));
  const save = useMutation({
    mutationFn: () =>
      operatorCall(
        backofficeRoutes.adminDeliverySave,
        // Rates and stakes stay decimal strings; the server validates them.
        { periods, min_stake: minStake, max_stake: maxStake },
        { loading: true },
      ),
    onSuccess: () => {
      showToast(t('settings.saved'), { icon: 'success' });
      return client.invalidateQueries({ queryKey: KEY });
    },
  });
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
    <>
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
                <input
                  aria-label={`${t('settings.payoutRate')} ${period.seconds}`}
                  inputMode="decimal"
                  value={period.payout_rate}
                  onChange={(event) => change(period.seconds, { payout_rate: event.target.value })}
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
      <label>
        {t('settings.newPeriod')}
        <input
          inputMode="numeric"
          value={newSeconds}
          onChange={(event) => setNewSeconds(event.target.value)}
        />
      </label>
      <button type="button" onClick={addPeriod}>
        {t('settings.addPeriod')}
      </button>
      <label>
        {t('settings.minStake')}
        <input
          inputMode="decimal"
          value={minStake}
          onChange={(event) => setMinStake(event.target.value)}
        />
      </label>
      <label>
        {t('settings.maxStake')}
        <input
          inputMode="decimal"
          value={maxStake}
          onChange={(event) => setMaxStake(event.target.value)}
        />
      </label>
      <button type="button" onClick={() => save.mutate()}>
        {t('settings.saveDelivery')}
      </button>
    </>
  );
}
