import { useTranslation } from 'react-i18next';
import type { MarketItem, PreviewData } from '@waihui/contracts';
import { ConfirmSheet, type ConfirmFact } from '@/components/form/confirm-sheet';
import type { OrderValues } from './order-values';
import { stopOutShown } from './stop-out-text';
import { formatMoney, formatPriceAt, formatLots } from '@/lib/format/numbers';
import { displaySymbol } from '@/lib/format/prices';

/**
 * The order summary the user confirms: what will be sent (instrument, direction, type, limit
 * price, lots, leverage, TP/SL) and what it costs by the latest preview (price, margin, fee,
 * estimated stop-out price). A limit order shows its limit and, beside it, the market price now
 * (the opening side: a long's ask, a short's bid), so the two are never taken for each other. Confirm sends it; the buttons are inert while the request runs.
 */
export function OrderConfirmSheet({
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
  const stopOut = stopOutShown(values.side, preview);
  const facts: ConfirmFact[] = [
    {
      id: 'instrument',
      label: t('confirm.instrument'),
      value: `${displaySymbol(item)} · ${item.name}`,
    },
    {
      id: 'side',
      label: t('confirm.side'),
      value: values.side === 'long' ? t('form.long') : t('form.short'),
    },
    {
      id: 'type',
      label: t('confirm.type'),
      value: values.type === 'market' ? t('form.market') : t('form.limit'),
    },
    ...(values.type === 'limit'
      ? [{ id: 'limit-price', label: t('confirm.limitPrice'), value: price(values.limitPrice) }]
      : []),
    { id: 'lots', label: t('confirm.lots'), value: formatLots(values.lots) },
    {
      id: 'leverage',
      label: t('confirm.leverage'),
      value: t('form.leverageValue', { value: values.leverage }),
    },
    values.type === 'limit'
      ? {
          id: 'market-price',
          label: t('confirm.marketPrice'),
          value: price(values.side === 'long' ? preview.ask : preview.bid),
        }
      : {
          id: 'price',
          label: t('confirm.price'),
          value: price(preview.fill_price_now ?? preview.priced_at),
        },
    { id: 'margin', label: t('confirm.margin'), value: usd(preview.margin) },
    { id: 'fee', label: t('confirm.fee'), value: usd(preview.fee) },
    { id: 'take-profit', label: t('confirm.takeProfit'), value: stop(values.takeProfit) },
    { id: 'stop-loss', label: t('confirm.stopLoss'), value: stop(values.stopLoss) },
    {
      id: 'stop-out',
      label: t('confirm.stopOut'),
      value:
        stopOut.kind === 'price'
          ? price(stopOut.price)
          : t(stopOut.kind === 'atOnce' ? 'preview.stopOutAtOnce' : 'preview.none'),
    },
  ];
  return (
    <ConfirmSheet
      title={t('confirm.title')}
      facts={facts}
      note={values.type === 'market' ? t('confirm.marketNote') : undefined}
      confirmLabel={t('confirm.confirm')}
      cancelLabel={t('confirm.cancel')}
      busy={submitting}
      tone={values.side === 'long' ? 'rise' : 'fall'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
