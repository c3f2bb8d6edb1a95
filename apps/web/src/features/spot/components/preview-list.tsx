import { useTranslation } from 'react-i18next';
import { type Decimal, parseDecimal } from '@waihui/core';
import type { SpotPreview } from './order-values';

/** Price, value, fee (with its rate) and what is paid and received: shown before confirm. */
export function PreviewList({
  preview,
  pair,
}: {
  preview: SpotPreview;
  /**
   * The pair traded (a spot market or an FX rate): `precision` is the decimal places of its prices
   * (the price is on its grid: this only pads zeros), `fee_rate` a fraction, e.g. "0.001".
   */
  pair: { quote_currency: string; precision: number; fee_rate: string };
}) {
  const { t } = useTranslation('spot');
  const { quote_currency: quoteCurrency, precision } = pair;
  const feeRate = parseDecimal(pair.fee_rate);
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

/** The preview's figures as a confirm text names them: amounts exact, the price at `precision`. */
export function previewTextValues(preview: SpotPreview, precision: number) {
  return {
    price: preview.price.toFixed(precision),
    fee: formatAmount(preview.fee),
    pay: formatAmount(preview.pay),
    payCurrency: preview.payCurrency,
    receive: formatAmount(preview.receive),
    receiveCurrency: preview.receiveCurrency,
  };
}
