import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminInstrument } from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';
import { CountriesSettings, SupportSettings } from './settings-access';
import { DeliverySettings } from './settings-delivery';
import { FundingSettings } from './settings-funding';

/**
 * Settings (admin): instruments (fee rate and maximum leverage for new orders; spreads read-only),
 * delivery periods and payouts, withdrawal fees and delay, barred countries, support channels.
 */
export function SettingsSection() {
  return (
    <>
      <InstrumentSettings />
      <DeliverySettings />
      <FundingSettings />
      <CountriesSettings />
      <SupportSettings />
    </>
  );
}

function InstrumentSettings() {
  const { t } = useTranslation('backoffice');
  const list = useQuery({
    queryKey: ['admin', 'instruments'],
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminInstrumentList, undefined, { signal }),
  });
  return (
    <section aria-labelledby="bo-settings">
      <h2 id="bo-settings">{t('settings.heading')}</h2>
      <p>{t('settings.note')}</p>
      <p>{t('settings.spreadNote')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('settings.symbol')}</th>
            <th scope="col">{t('settings.fee')}</th>
            <th scope="col">{t('settings.leverage')}</th>
            <th scope="col">{t('settings.spread')}</th>
            <th scope="col">{t('settings.save')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.list.map((item) => (
            <InstrumentRow key={item.symbol} item={item} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function InstrumentRow({ item }: { item: AdminInstrument }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  const [fee, setFee] = useState(item.fee_rate);
  const [leverage, setLeverage] = useState(String(item.max_leverage));
  const save = useMutation({
    mutationFn: () =>
      operatorCall(
        backofficeRoutes.adminInstrumentSave,
        // The fee stays a decimal string; leverage is a whole number of times.
        { symbol: item.symbol, fee_rate: fee, max_leverage: Number.parseInt(leverage, 10) },
        { loading: true },
      ),
    onSuccess: () => {
      showToast(t('settings.saved'), { icon: 'success' });
      return client.invalidateQueries({ queryKey: ['admin', 'instruments'] });
    },
  });
  return (
    <tr>
      <th scope="row">{item.symbol}</th>
      <td>
        <input
          aria-label={`${item.symbol} ${t('settings.fee')}`}
          inputMode="decimal"
          value={fee}
          onChange={(event) => setFee(event.target.value)}
        />
      </td>
      <td>
        <input
          aria-label={`${item.symbol} ${t('settings.leverage')}`}
          inputMode="numeric"
          value={leverage}
          onChange={(event) => setLeverage(event.target.value)}
        />
      </td>
      <td>{item.spread}</td>
      <td>
        <button type="button" onClick={() => save.mutate()}>
          {t('settings.save')} {item.symbol}
        </button>
      </td>
    </tr>
  );
}
