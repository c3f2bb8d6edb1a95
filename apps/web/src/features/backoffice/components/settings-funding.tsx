import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFundingSettings, AdminWithdrawalFee } from '@waihui/contracts';
import { AmountField, TextField } from '@/components/form/plain-fields';
import { AmountInput, SelectInput, TextInput } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { getFundingSettingsQueryOptions, useSaveFundingSettings } from '../api/settings';
import { SettingsBlock, SettingsSource, useSavedToast } from './settings-form';

const METHODS: readonly AdminWithdrawalFee['method'][] = ['trc20', 'erc20', 'bank'];
/** Decimals of a fee or minimum, and of the four-eyes threshold in USD (the contract's limits). */
const FEE_SCALE = 8;
const THRESHOLD_SCALE = 2;

/** Withdrawal fees and minimums per currency and method, the destination delay and the four-eyes threshold. */
export function FundingSettings() {
  const { t } = useTranslation('backoffice');
  return (
    <SettingsBlock
      part="funding"
      heading={t('settings.fundingHeading')}
      note={t('settings.fundingNote')}
      query={getFundingSettingsQueryOptions()}
      form={(settings) => <FundingForm settings={settings} />}
    />
  );
}

function FundingForm({ settings }: { settings: AdminFundingSettings }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveFundingSettings();
  const saved = useSavedToast();
  const [fees, setFees] = useState<AdminWithdrawalFee[]>(settings.withdrawal_fees);
  const [delay, setDelay] = useState(String(settings.destination_delay_seconds));
  // USD, a decimal string as typed; the server refuses anything but > 0 with at most 2 decimals.
  const [threshold, setThreshold] = useState(settings.four_eyes_threshold_usd);
  const form = useForm({ name: 'bo-settings', fields: ['delay', 'four-eyes'] }, {});
  const change = (index: number, patch: Partial<AdminWithdrawalFee>) =>
    setFees(fees.map((fee, i) => (i === index ? { ...fee, ...patch } : fee)));
  // Fees and the threshold stay decimal strings; the delay is whole seconds.
  const onSubmit = form.onSubmit(() =>
    save
      .mutateAsync({
        withdrawal_fees: fees,
        destination_delay_seconds: Number.parseInt(delay, 10),
        four_eyes_threshold_usd: threshold.trim(),
      })
      .then(saved),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <SettingsSource settings={settings} />
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
                  <TextInput
                    id={`bo-fee-currency-${row}`}
                    aria-label={`${t('settings.currency')} ${row}`}
                    value={fee.currency}
                    onChange={(currency) => change(index, { currency: currency.toUpperCase() })}
                  />
                </td>
                <td>
                  <SelectInput
                    id={`bo-fee-method-${row}`}
                    aria-label={`${t('settings.method')} ${row}`}
                    value={fee.method}
                    options={METHODS.map((method) => ({
                      value: method,
                      label: t(`settings.methods.${method}`),
                    }))}
                    onChange={(method) => change(index, { method })}
                  />
                </td>
                <td>
                  <AmountInput
                    id={`bo-fee-fee-${row}`}
                    aria-label={`${t('settings.withdrawalFee')} ${row}`}
                    scale={FEE_SCALE}
                    value={fee.fee}
                    onChange={(amount) => change(index, { fee: amount })}
                  />
                </td>
                <td>
                  <AmountInput
                    id={`bo-fee-minimum-${row}`}
                    aria-label={`${t('settings.minimum')} ${row}`}
                    scale={FEE_SCALE}
                    value={fee.minimum}
                    onChange={(amount) => change(index, { minimum: amount })}
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
      <TextField
        field={form.field('delay')}
        label={t('settings.delay')}
        inputMode="numeric"
        value={delay}
        onChange={setDelay}
      />
      <AmountField
        field={form.field('four-eyes')}
        label={t('settings.fourEyes')}
        note={t('settings.fourEyesNote')}
        scale={THRESHOLD_SCALE}
        value={threshold}
        onChange={setThreshold}
      />
      <button type="submit" disabled={form.submitting}>
        {t('settings.saveFunding')}
      </button>
    </form>
  );
}
