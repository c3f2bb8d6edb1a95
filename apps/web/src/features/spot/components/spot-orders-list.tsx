import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SpotOrder } from '@waihui/contracts';
import { confirmDialog } from '@/lib/confirm-dialog';
import { ListFooter } from '@/components/list-footer';
import { showToast } from '@/lib/toast/toast';
import { loadedRows } from '@/lib/query/paging';
import { openSpotOrdersQueryOptions, spotHistoryQueryOptions, useCancelSpot } from '../api/spot';
import { formatMoney } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/prices';
import { formatInstant } from '@/lib/format/times';
import { SpotModifySheet } from './spot-modify-sheet';

/** The user's resting limit orders, each with its locked funds, Modify and Cancel. */
export function OpenSpotOrders({ token }: { token: string }) {
  const { t } = useTranslation('spot');
  const open = useQuery(openSpotOrdersQueryOptions(token));
  const cancel = useCancelSpot();
  const orders = open.data?.list ?? [];
  const [modifyingId, setModifyingId] = useState<number | null>(null);
  // The listed row; gone once filled or cancelled (the sheet closes with it).
  const modifying = orders.find((order) => order.id === modifyingId);

  async function onCancel(order: SpotOrder) {
    const confirmed = await confirmDialog({
      content: t('open.confirmCancel'),
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(order.id);
      showToast(t('result.cancelled'), { icon: 'success' });
    } catch {
      // Already shown by the client (e.g. "already filled or cancelled").
    }
  }

  return (
    <section className="wh-spot-orders" aria-labelledby="spot-open-title">
      <h2 id="spot-open-title" className="wh-spot-section-title">
        {t('open.title')}
      </h2>
      {orders.length === 0 ? (
        <p className="wh-spot-empty">{open.isPending ? t('state.loading') : t('open.empty')}</p>
      ) : (
        <ul className="wh-spot-list">
          {orders.map((order) => (
            <li key={order.id} className="wh-spot-order" data-testid={`spot-open-${order.id}`}>
              <OrderLines order={order} />
              <button
                type="button"
                className="wh-button wh-button--ghost wh-spot-order__cancel"
                aria-label={t('open.modifyLabel', { id: order.id })}
                onClick={() => setModifyingId(order.id)}
              >
                {t('open.modify')}
              </button>
              <button
                type="button"
                className="wh-button wh-button--ghost wh-spot-order__cancel"
                aria-label={t('open.cancelLabel', { id: order.id })}
                onClick={() => void onCancel(order)}
              >
                {t('open.cancel')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {modifying !== undefined && (
        <SpotModifySheet key={modifying.id} order={modifying} onDone={() => setModifyingId(null)} />
      )}
    </section>
  );
}

/** Filled and cancelled orders with each fill's recorded quote; loadmore / nomore. */
export function SpotHistory({ token }: { token: string }) {
  const { t } = useTranslation('spot');
  const history = useInfiniteQuery(spotHistoryQueryOptions(token));
  const orders = loadedRows(history.data);
  return (
    <section className="wh-spot-orders" aria-labelledby="spot-history-title">
      <h2 id="spot-history-title" className="wh-spot-section-title">
        {t('history.title')}
      </h2>
      {history.isPending ? (
        <p className="wh-spot-empty" role="status">
          {t('state.loading')}
        </p>
      ) : history.isError && orders.length === 0 ? (
        <div className="wh-spot-empty" role="alert">
          <p>{t('history.loadFailed')}</p>
          <button
            type="button"
            className="wh-button wh-button--ghost"
            onClick={() => void history.refetch()}
          >
            {t('state.retry')}
          </button>
        </div>
      ) : orders.length === 0 ? (
        <p className="wh-spot-empty">{t('history.empty')}</p>
      ) : (
        <>
          <ul className="wh-spot-list">
            {orders.map((order) => (
              <li key={order.id} className="wh-spot-order" data-testid={`spot-order-${order.id}`}>
                <OrderLines order={order} />
              </li>
            ))}
          </ul>
          <ListFooter pages={history} />
        </>
      )}
    </section>
  );
}

function OrderLines({ order }: { order: SpotOrder }) {
  const { t } = useTranslation('spot');
  return (
    <div className="wh-spot-order__body">
      <p className="wh-spot-order__head">
        <span className={order.side === 'buy' ? 'wh-rise' : 'wh-fall'}>
          {t('order.title', {
            side: t(`side.${order.side}`),
            amount: formatMoney(order.amount, order.base_currency),
            base: order.base_currency,
          })}
        </span>
        <span className="wh-spot-order__symbol">{order.symbol}</span>
        <span className="wh-spot-order__status">{t(`order.status.${order.status}`)}</span>
      </p>
      {order.limit_price !== null && (
        <p className="wh-spot-order__meta">
          {t('order.limit', { price: formatPrice(order.limit_price) })}
        </p>
      )}
      {order.status === 'pending' && order.reserved_currency !== null && (
        <p className="wh-spot-order__meta">
          {t('order.locked', {
            amount: formatMoney(order.reserved, order.reserved_currency),
            currency: order.reserved_currency,
          })}
        </p>
      )}
      {order.fill !== null && (
        <>
          <p className="wh-spot-order__meta" data-field="fill">
            {t('order.fill', {
              price: formatPrice(order.fill.price),
              bid: formatPrice(order.fill.bid),
              ask: formatPrice(order.fill.ask),
              time: formatInstant(order.fill.quote_at),
            })}
          </p>
          {order.fill.source !== null && (
            <p className="wh-spot-order__meta" data-field="source">
              {t('order.source', {
                source: order.fill.source.id,
                bid: formatPrice(order.fill.source.bid),
                ask: formatPrice(order.fill.source.ask),
                markupBid: formatPrice(order.fill.source.markup_bid),
                markupAsk: formatPrice(order.fill.source.markup_ask),
              })}
            </p>
          )}
          {order.fill.after_pause && (
            <p className="wh-spot-order__meta" data-field="after-pause">
              {t('order.afterPause')}
            </p>
          )}
          <p className="wh-spot-order__meta" data-field="fee">
            {t('order.fee', {
              fee: formatMoney(order.fill.fee, order.quote_currency),
              net: formatMoney(order.fill.net, order.quote_currency),
              currency: order.quote_currency,
            })}
          </p>
        </>
      )}
      <time className="wh-spot-order__time" dateTime={order.created_at}>
        {formatInstant(order.created_at)}
      </time>
    </div>
  );
}
