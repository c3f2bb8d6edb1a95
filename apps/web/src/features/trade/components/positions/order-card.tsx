import { useTranslation } from 'react-i18next';
import type { Order } from '@waihui/contracts';
import { Figure } from './figure';
import {} from './format';
import { orderDetailPath } from './position-tabs';
import { StopsFigures, TradeCard } from './trade-card';
import { formatMoney } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/prices';
import { formatInstant } from '@/lib/format/times';

/**
 * One pending limit order (product.md §4.2 current entrust): what it will open, its limit, what it holds
 * reserved (margin and open fee at the limit price), TP/SL and when it was placed; Cancel and Modify.
 */
export function OrderCard({
  order,
  cancelling,
  onCancel,
  onModify,
}: {
  order: Order;
  cancelling: boolean;
  onCancel: () => void;
  onModify: () => void;
}) {
  const { t } = useTranslation('positions');
  const titleId = `wh-pos-order-${order.id}`;
  return (
    <TradeCard
      titleId={titleId}
      testId={`order-${order.id}`}
      symbol={order.symbol}
      side={order.side}
      leverage={order.leverage}
      headExtra={
        <span className="wh-pos-card__type" data-field="type">
          {t(`orderType.${order.type}`)}
        </span>
      }
      actions={
        <>
          <button
            type="button"
            className="wh-pos-action wh-pos-action--strong"
            disabled={cancelling}
            aria-describedby={titleId}
            onClick={onCancel}
          >
            {t('actions.cancelOrder')}
          </button>
          <button
            type="button"
            className="wh-pos-action"
            disabled={cancelling}
            aria-describedby={titleId}
            onClick={onModify}
          >
            {t('actions.modify')}
          </button>
        </>
      }
      detailsTo={orderDetailPath(order.id)}
    >
      <Figure label={t('fields.lots')} field="lots">
        {order.lots}
      </Figure>
      <Figure label={t('fields.limitPrice')} field="limit-price">
        {formatPrice(order.limit_price)}
      </Figure>
      <Figure label={t('fields.reserved')} field="reserved">
        {t('value.reserved', {
          margin: formatMoney(order.reserved_margin),
          fee: formatMoney(order.reserved_fee),
        })}
      </Figure>
      <StopsFigures takeProfit={order.take_profit} stopLoss={order.stop_loss} />
      <Figure label={t('fields.orderTime')} field="order-time">
        <time dateTime={order.created_at}>{formatInstant(order.created_at)}</time>
      </Figure>
    </TradeCard>
  );
}
