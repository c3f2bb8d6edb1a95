import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@waihui/contracts';
import { EmptyState } from './list-states';
import { OrderCard } from './order-card';
import { OrderModifySheet } from './order-modify-sheet';
import { useConfirmCancel } from './use-cancel-order';

/** Current entrust (product.md §4.2): the pending limit orders, each with Cancel, Modify and Details. */
export function EntrustPanel({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation('positions');
  const { pendingId, confirmCancel } = useConfirmCancel();
  const [modifyingId, setModifyingId] = useState<number | null>(null);
  // The live row; gone once filled or cancelled (the sheet closes with it).
  const modifying = orders.find((order) => order.id === modifyingId);
  if (orders.length === 0) return <EmptyState text={t('state.noOrders')} />;
  return (
    <>
      <ul className="wh-pos-list" aria-label={t('list.orders')}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              cancelling={pendingId === order.id}
              onCancel={() => void confirmCancel(order)}
              onModify={() => setModifyingId(order.id)}
            />
          </li>
        ))}
      </ul>
      {modifying !== undefined && (
        <OrderModifySheet
          key={modifying.id}
          order={modifying}
          onDone={() => setModifyingId(null)}
        />
      )}
    </>
  );
}
