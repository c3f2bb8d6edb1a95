import { useTranslation } from 'react-i18next';
import type { MarketItem, PreviewData } from '@waihui/contracts';
import { formatMoney } from '@waihui/core';
import { displaySymbol } from '@/lib/quotes/format';
import type { OrderValues } from './order-values';
import { formatPriceAt } from './price-format';
import { Sheet } from '@/components/sheet';

/**
 * The order summary the user confirms: what will be sent (instrument, direction, type, limit
 * price, lots, leverage, TP/SL) and what it costs by the latest preview (price, margin, fee,
 * estimated stop-out price). Confirm sends it; the button is inert while the request runs.
 */
export function ConfirmSheet({
  item,
  values,
  preview,
  submitting,
  onConfirm,
  onCancel,
}: {
  item: MarketItem;
  values: OrderValues;
  /** The preview read when the user asked to place the order. */
  preview: PreviewData;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('trade');
  const price = (value: string | null) => formatPriceAt(value, item.precision);
  const stop = (value: string) =>
    values.withStops && value.trim() !== '' ? price(value) : t('confirm.none');
  const usd = (value: string) => `${formatMoney(value)} USD`;
  const rows: [string, string, string][] = [
    ['instrument', t('confirm.instrument'), `${displaySymbol(item)} · ${item.name}`],
    ['side', t('confirm.side'), values.side === 'long' ? t('form.long') : t('form.short')],
    ['type', t('confirm.type'), values.type === 'market' ? t('form.market') : t('form.limit')],
    ...(values.type === 'limit'
      ? [
          ['limit-price', t('confirm.limitPrice'), price(values.limitPrice)] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ['lots', t('confirm.lots'), values.lots],
    ['leverage', t('confirm.leverage'), t('form.leverageValue', { value: values.leverage })],
    ['price', t('confirm.price'), price(preview.fill_price_now ?? preview.priced_at)],
    ['margin', t('confirm.margin'), usd(preview.margin)],
    ['fee', t('confirm.fee'), usd(preview.fee)],
    ['take-profit', t('confirm.takeProfit'), stop(values.takeProfit)],
    ['stop-loss', t('confirm.stopLoss'), stop(values.stopLoss)],
    [
      'stop-out',
      t('confirm.stopOut'),
      preview.estimated_stop_out_price === null
        ? t('preview.none')
        : price(preview.estimated_stop_out_price),
    ],
  ];
  return (
    <Sheet
      title={t('confirm.title')}
      onClose={submitting ? undefined : onCancel}
      closeLabel={t('confirm.cancel')}
      footer={
        <div className="wh-sheet__actions">
          <button
            type="button"
            className="wh-trade-button wh-trade-button--ghost"
            disabled={submitting}
            onClick={onCancel}
          >
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            className={`wh-trade-button wh-trade-button--${values.side}`}
            disabled={submitting}
            aria-busy={submitting || undefined}
            onClick={onConfirm}
          >
            {t('confirm.confirm')}
          </button>
        </div>
      }
    >
      <dl className="wh-trade-figures wh-trade-figures--summary">
        {rows.map(([id, label, value]) => (
          <div key={id} className="wh-trade-figure">
            <dt>{label}</dt>
            <dd data-testid={`confirm-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {values.type === 'market' && <p className="wh-trade-note">{t('confirm.marketNote')}</p>}
    </Sheet>
  );
}
