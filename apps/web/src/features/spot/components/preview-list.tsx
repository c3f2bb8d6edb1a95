import { useTranslation } from 'react-i18next';
import { parseDecimal } from '@waihui/core';
import { formatMoney, formatPriceAt } from '@/lib/format/numbers';
import { localizeDecimal } from '@/lib/format/prices';
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
  const text = previewTextValues(preview, precision, quoteCurrency);
  return (
    <section className="wh-spot-preview" aria-labelledby="spot-preview-title">
      <h2 id="spot-preview-title" className="wh-spot-section-title">
        {t('preview.title')}
      </h2>
      <dl>
        <div>
          <dt>{t('preview.price')}</dt>
          <dd data-field="price">{`${text.price} ${quoteCurrency}`}</dd>
        </div>
        <div>
          <dt>{t('preview.gross')}</dt>
          <dd data-field="gross">{`${text.gross} ${quoteCurrency}`}</dd>
        </div>
        <div>
          <dt>{t('preview.fee', { rate: localizeDecimal(feeRate.times(100).toFixed()) })}</dt>
          <dd data-field="fee">{`${text.fee} ${quoteCurrency}`}</dd>
        </div>
        <div>
          <dt>{t('preview.pay')}</dt>
          <dd data-field="pay">{`${text.pay} ${preview.payCurrency}`}</dd>
        </div>
        <div>
          <dt>{t('preview.receive')}</dt>
          <dd data-field="receive">{`${text.receive} ${preview.receiveCurrency}`}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The preview's figures as the list and the confirm text show them: each amount as money in its
 * own currency (product.md §12.1, cut; a coin to 8 decimals), the price at the pair's `precision`.
 */
export function previewTextValues(preview: SpotPreview, precision: number, quoteCurrency: string) {
  return {
    price: formatPriceAt(preview.price, precision),
    gross: formatMoney(preview.gross, quoteCurrency),
    fee: formatMoney(preview.fee, quoteCurrency),
    pay: formatMoney(preview.pay, preview.payCurrency),
    payCurrency: preview.payCurrency,
    receive: formatMoney(preview.receive, preview.receiveCurrency),
    receiveCurrency: preview.receiveCurrency,
  };
}
