import { useTranslation } from 'react-i18next';
import type { Order } from '@waihui/contracts';
import { Figure } from './figure';
import {} from './format';
import { SideLabel } from './side-label';
import { useConfirmCancel } from './use-cancel-order';
import { formatMoney } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/prices';
import { formatInstant } from '@/lib/format/times';

/**
 * A pending limit order (product.md §3.5 fields of an order): what it will open, at what limit and why it
 * has not filled yet (a buy waits for the ask to reach the limit, a sell for the bid), what it
 * holds reserved, and Cancel. Once it fills, the order page shows the position it opened.
 */
export function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('positions');
  const { pendingId, confirmCancel } = useConfirmCancel();
  const stop = (price: string | null) => (price === null ? t('value.none') : formatPrice(price));
  return (
    <article className="wh-pos-detail" aria-labelledby="wh-pos-detail-title">
      <header className="wh-pos-card__head">
        <h2 id="wh-pos-detail-title" className="wh-pos-card__symbol">
          {t('detail.orderTitle', { symbol: order.symbol, id: order.id })}
        </h2>
        <SideLabel side={order.side} />
        <span className="wh-pos-card__type" data-field="status">
          {t(`status.${order.status}`)}
        </span>
      </header>
      <p className="wh-pos-fill__rule" data-field="rule">
        {t(`detail.waits.${order.side}`, { price: formatPrice(order.limit_price) })}
      </p>
      <dl className="wh-pos-grid wh-pos-grid--detail">
        <Figure label={t('detail.fields.orderType')} field="order-type">
          {t(`orderType.${order.type}`)}
        </Figure>
        <Figure label={t('fields.leverage')} field="leverage">
          {t('value.leverage', { leverage: order.leverage })}
        </Figure>
        <Figure label={t('fields.lots')} field="lots">
          {order.lots}
        </Figure>
        <Figure label={t('fields.limitPrice')} field="limit-price">
          {formatPrice(order.limit_price)}
        </Figure>
        <Figure label={t('detail.fields.reservedMargin')} field="reserved-margin">
          {formatMoney(order.reserved_margin)}
        </Figure>
        <Figure label={t('detail.fields.reservedFee')} field="reserved-fee">
          {formatMoney(order.reserved_fee)}
        </Figure>
        <Figure label={t('fields.takeProfit')} field="take-profit">
          {stop(order.take_profit)}
        </Figure>
        <Figure label={t('fields.stopLoss')} field="stop-loss">
          {stop(order.stop_loss)}
        </Figure>
        <Figure label={t('fields.orderTime')} field="order-time">
          <time dateTime={order.created_at}>{formatInstant(order.created_at)}</time>
        </Figure>
      </dl>
      <p className="wh-pos-state">{t('detail.noFills')}</p>
      {order.status === 'pending' && (
        <div className="wh-pos-card__actions">
          <button
            type="button"
            className="wh-pos-action wh-pos-action--strong"
            disabled={pendingId === order.id}
            onClick={() => void confirmCancel(order)}
          >
            {t('actions.cancelOrder')}
          </button>
        </div>
      )}
    </article>
  );
}
