import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AdminInstrument } from '@waihui/contracts';
import { AmountInput, TextInput } from '@/components/form/form-field';
import { getInstrumentsQueryOptions, useSaveInstrument } from '../api/instruments';
import { ProposalsBlock } from './proposals-block';
import { CountriesSettings, SupportSettings } from './settings-access';
import { DeliverySettings } from './settings-delivery';
import { useSavedToast } from './settings-form';
import { FundingSettings } from './settings-funding';

/** Decimals of a fee rate (the contract's limit). */
const FEE_RATE_SCALE = 8;

/**
 * Settings (admin): changes awaiting a second admin, instruments (fee rate and maximum leverage for new orders; spreads read-only),
 * delivery periods and payouts, withdrawal fees and delay, barred countries, support channels.
 */
export function SettingsSection() {
  return (
    <>
      <ProposalsBlock />
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
  const list = useQuery(getInstrumentsQueryOptions());
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

/** One instrument's terms for new orders, saved on its own (no form: a table row). */
function InstrumentRow({ item }: { item: AdminInstrument }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveInstrument();
  const saved = useSavedToast();
  const [fee, setFee] = useState(item.fee_rate);
  const [leverage, setLeverage] = useState(String(item.max_leverage));
  return (
    <tr>
      <th scope="row">{item.symbol}</th>
      <td>
        <AmountInput
          id={`bo-instrument-fee-${item.symbol}`}
          aria-label={`${item.symbol} ${t('settings.fee')}`}
          scale={FEE_RATE_SCALE}
          value={fee}
          onChange={setFee}
        />
      </td>
      <td>
        <TextInput
          id={`bo-instrument-leverage-${item.symbol}`}
          aria-label={`${item.symbol} ${t('settings.leverage')}`}
          inputMode="numeric"
          value={leverage}
          onChange={setLeverage}
        />
      </td>
      <td>{item.spread}</td>
      <td>
        <button
          type="button"
          onClick={() =>
            // The fee stays a decimal string; leverage is a whole number of times.
            save.mutate(
              { symbol: item.symbol, fee_rate: fee, max_leverage: Number.parseInt(leverage, 10) },
              { onSuccess: saved },
            )
          }
        >
          {t('settings.save')} {item.symbol}
        </button>
      </td>
    </tr>
  );
}
