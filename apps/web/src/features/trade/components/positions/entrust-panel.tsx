import { useTranslation } from 'react-i18next';
import type { Order } from '@waihui/contracts';
import { EmptyState } from './list-states';
import { OrderCard } from './order-card';
import { useConfirmCancel } from './use-cancel-order';

/** Current entrust (product.md §4.2): the pending limit orders, each with Cancel and Details. */
export function EntrustPanel({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation('positions');
  const { pendingId, confirmCancel } = useConfirmCancel();
  if (orders.length === 0) return <EmptyState text={t('state.noOrders')} />;
  return (
    <ul className="wh-pos-list" aria-label={t('list.orders')}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard
            order={order}
            cancelling={pendingId === order.id}
            onCancel={() => void confirmCancel(order)}
          />
        </li>
      ))}
    </ul>
  );
}
