import { useTranslation } from 'react-i18next';
import type { Decimal } from '@waihui/core';
import type { SpotPreview } from './order-values';

/** Price, value, fee (with its rate) and what is paid and received: shown before confirm. */
export function PreviewList({
  preview,
  quoteCurrency,
  precision,
  feeRate,
}: {
  preview: SpotPreview;
  quoteCurrency: string;
  /** Decimal places of the pair's prices (the price is on its grid: this only pads zeros). */
  precision: number;
  /** Fraction, e.g. 0.001. */
  feeRate: Decimal;
}) {
  const { t } = useTranslation('spot');
  // Amounts are shown exact (8 decimals at most, as the ledger keeps them), grouped for reading.
  const exact = (value: Decimal) => formatAmount(value);
  return (
    <section className="wh-spot-preview" aria-labelledby="spot-preview-title">
      <h2 id="spot-preview-title" className="wh-spot-section-title">
        {t('preview.title')}
      </h2>
      <dl>
        <div>
          <dt>{t('preview.price')}</dt>
          <dd data-field="price">{`${preview.price.toFixed(precision)} ${quoteCurrency}`}</dd>
        </div>
        <div>
          <dt>{t('preview.gross')}</dt>
          <dd data-field="gross">{`${exact(preview.gross)} ${quoteCurrency}`}</dd>
        </div>
        <div>
          <dt>{t('preview.fee', { rate: feeRate.times(100).toFixed() })}</dt>
          <dd data-field="fee">{`${exact(preview.fee)} ${quoteCurrency}`}</dd>
        </div>
        <div>
          <dt>{t('preview.pay')}</dt>
          <dd data-field="pay">{`${exact(preview.pay)} ${preview.payCurrency}`}</dd>
        </div>
        <div>
          <dt>{t('preview.receive')}</dt>
          <dd data-field="receive">{`${exact(preview.receive)} ${preview.receiveCurrency}`}</dd>
        </div>
      </dl>
    </section>
  );
}

/** An exact amount with thousands separators ("1,234.56789"), unlike formatMoney's truncation. */
export function formatAmount(value: Decimal | string): string {
  const text = typeof value === 'string' ? value : value.toFixed();
  const [whole = '0', fraction] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign === '' ? whole : whole.slice(1);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
