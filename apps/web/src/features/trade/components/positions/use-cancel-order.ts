import { useTranslation } from 'react-i18next';
import type { Order } from '@waihui/contracts';
import { confirmDialog } from '@/lib/confirm-dialog';
import { showToast } from '@/lib/toast/toast';
import { useCancelOrder } from '../../api/trading';
import { formatPrice } from '@/lib/format/prices';

/**
 * Cancel a pending order with the spec's confirmation (product.md §4.2 "Revocation or not?"), then "Order
 * cancelled"; its reserved margin and fee go back to the available balance. A refusal (already
 * filled or cancelled) has been toasted by the HTTP client.
 */
export function useConfirmCancel(): {
  pendingId: number | null;
  confirmCancel: (order: Order) => Promise<void>;
} {
  const { t } = useTranslation('positions');
  const cancel = useCancelOrder();

  async function confirmCancel(order: Order): Promise<void> {
    const confirmed = await confirmDialog({
      title: t('cancel.title'),
      content: t('cancel.text', {
        symbol: order.symbol,
        side: t(`side.${order.side}`),
        lots: order.lots,
        price: formatPrice(order.limit_price),
      }),
      confirmText: t('cancel.confirm'),
      cancelText: t('cancel.keep'),
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(order.id);
    } catch {
      return;
    }
    showToast(t('cancel.done'), { icon: 'success' });
  }

  return { pendingId: cancel.isPending ? (cancel.variables ?? null) : null, confirmCancel };
}
