import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  backofficeRoutes,
  type AdminFundingSettings,
  type AdminWithdrawalFee,
} from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';

const KEY = ['admin', 'settings', 'funding'];
const METHODS: readonly AdminWithdrawalFee['method'][] = ['trc20', 'erc20', 'bank'];

/** Withdrawal fees and minimums per currency and method, the destination delay and the four-eyes threshold. */
export function FundingSettings() {
  const { t } = useTranslation('backoffice');
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminFundingSettings, undefined, { signal }),
  });
  return (
    <section aria-labelledby="bo-settings-funding">
      <h3 id="bo-settings-funding">{t('settings.fundingHeading')}</h3>
      <p>{t('settings.fundingNote')}</p>
      {query.data && <FundingForm key={JSON.stringify(query.data)} settings={query.data} />}
    </section>
  );
}

function FundingForm({ settings }: { settings: AdminFundingSettings }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  const [fees, setFees] = useState<AdminWithdrawalFee[]>(settings.withdrawal_fees);
  const [delay, setDelay] = useState(String(settings.destination_delay_seconds));
  // USD, a decimal string as typed; the server refuses anything but > 0 with at most 2 decimals.
  const [threshold, setThreshold] = useState(settings.four_eyes_threshold_usd);
  const change = (index: number, patch: Partial<AdminWithdrawalFee>) =>
    setFees(fees.map((fee, i) => (i === index ? { ...fee, ...patch } : fee)));
  const save = useMutation({
    mutationFn: () =>
      operatorCall(
        backofficeRoutes.adminFundingSave,
        // Fees and the threshold stay decimal strings; the delay is whole seconds.
        {
          withdrawal_fees: fees,
          destination_delay_seconds: Number.parseInt(delay, 10),
          four_eyes_threshold_usd: threshold.trim(),
        },
        { loading: true },
      ),
    onSuccess: () => {
      showToast(t('settings.saved'), { icon: 'success' });
      return client.invalidateQueries({ queryKey: KEY });
    },
  });
  return (
    <>
      <p>
        {t(settings.source === 'saved' ? 'settings.sourceSaved' : 'settings.sourceEnvironment')}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('settings.currency')}</th>
            <th scope="col">{t('settings.method')}</th>
            <th scope="col">{t('settings.withdrawalFee')}</th>
            <th scope="col">{t('settings.minimum')}</th>
            <th scope="col">{t('settings.remove')}</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee, index) => {
            const row = `${index + 1}`;
            return (
              <tr key={index}>
                <td>
                  <input
                    aria-label={`${t('settings.currency')} ${row}`}
                    value={fee.currency}
                    onChange={(event) =>
                      change(index, { currency: event.target.value.toUpperCase() })
                    }
                  />
                </td>
                <td>
                  <select
                    aria-label={`${t('settings.method')} ${row}`}
                    value={fee.method}
                    onChange={(event) =>
                      change(index, { method: event.target.value as AdminWithdrawalFee['method'] })
                    }
                  >
                    {METHODS.map((method) => (
                      <option key={method} value={method}>
                        {t(`settings.methods.${method}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    aria-label={`${t('settings.withdrawalFee')} ${row}`}
                    inputMode="decimal"
                    value={fee.fee}
                    onChange={(event) => change(index, { fee: event.target.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${t('settings.minimum')} ${row}`}
                    inputMode="decimal"
                    value={fee.minimum}
                    onChange={(event) => change(index, { minimum: event.target.value })}
                  />
                </td>
                <td>
                  <button type="button" onClick={() => setFees(fees.filter((_, i) => i !== index))}>
                    {t('settings.remove')} {row}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        onClick={() =>
          setFees([...fees, { currency: 'USDT', method: 'trc20', fee: '0', minimum: '0' }])
        }
      >
        {t('settings.addFee')}
      </button>
      <label>
        {t('settings.delay')}
        <input
          inputMode="numeric"
          value={delay}
          onChange={(event) => setDelay(event.target.value)}
        />
      </label>
      <label>
        {t('settings.fourEyes')}
        <input
          inputMode="decimal"
          aria-describedby="bo-settings-four-eyes-note"
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
        />
      </label>
      <p id="bo-settings-four-eyes-note">{t('settings.fourEyesNote')}</p>
      <button type="button" onClick={() => save.mutate()}>
        {t('settings.saveFunding')}
      </button>
    </>
  );
}
