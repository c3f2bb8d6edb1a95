import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@waihui/core';
import type { Order } from '@waihui/contracts';
import { formatPrice } from '@/lib/quotes/format';
import { Figure } from './figure';
import { formatTradeTime } from './format';
import { orderDetailPath } from './position-tabs';
import { CardHead } from './card-head';

/**
 * One pending limit order (product.md §4.2 current entrust): what it will open, its limit, what it holds
 * reserved (margin and open fee at the limit price), TP/SL and when it was placed; Cancel.
 */
export function OrderCard({
  order,
  cancelling,
  onCancel,
}: {
  order: Order;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('positions');
  const titleId = `wh-pos-order-${order.id}`;
  return (
    <article className="wh-pos-card" aria-labelledby={titleId} data-testid={`order-${order.id}`}>
      <CardHead titleId={titleId} symbol={order.symbol} side={order.side} leverage={order.leverage}>
        <span className="wh-pos-card__type" data-field="type">
          {t(`orderType.${order.type}`)}
        </span>
      </CardHead>
      <dl className="wh-pos-grid">
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
        <Figure label={t('fields.takeProfit')} field="take-profit">
          {order.take_profit === null ? t('value.none') : formatPrice(order.take_profit)}
        </Figure>
        <Figure label={t('fields.stopLoss')} field="stop-loss">
          {order.stop_loss === null ? t('value.none') : formatPrice(order.stop_loss)}
        </Figure>
        <Figure label={t('fields.orderTime')} field="order-time">
          <time dateTime={order.created_at}>{formatTradeTime(order.created_at)}</time>
        </Figure>
      </dl>
      <div className="wh-pos-card__actions">
        <button
          type="button"
          className="wh-pos-action wh-pos-action--strong"
          disabled={cancelling}
          aria-describedby={titleId}
          onClick={onCancel}
        >
          {t('actions.cancelOrder')}
        </button>
        <Link className="wh-pos-action" to={orderDetailPath(order.id)} aria-describedby={titleId}>
          {t('actions.details')}
        </Link>
      </div>
    </article>
  );
}
