import { useTranslation } from 'react-i18next';
import type { Position } from '@waihui/contracts';
import { confirmDialog } from '@/lib/confirm-dialog';
import { showToast } from '@/lib/toast/toast';
import { useClosePosition } from '../../api/trading';
import { formatSignedMoney } from './format';
import { formatPrice } from '@/lib/format/prices';

/**
 * Close with the spec's confirmation (product.md §4.2 "Close Position?"): the whole position at the market, then
 * "Position closed". A refusal (already closed, no quote) has been toasted by the HTTP client.
 * `pendingId` is the position being closed, so its button can wait.
 */
export function useConfirmClose(): {
  pendingId: number | null;
  confirmClose: (position: Position) => Promise<void>;
} {
  const { t } = useTranslation('positions');
  const close = useClosePosition();

  async function confirmClose(position: Position): Promise<void> {
    const confirmed = await confirmDialog({
      title: t('close.title'),
      content: t('close.text', {
        symbol: position.symbol,
        side: t(`side.${position.side}`),
        lots: position.lots,
        price: formatPrice(position.current_price),
        pnl: formatSignedMoney(position.floating_pnl),
      }),
      confirmText: t('close.confirm'),
    });
    if (!confirmed) return;
    try {
      await close.mutateAsync(position.id);
    } catch {
      return;
    }
    showToast(t('close.done'), { icon: 'success' });
  }

  return { pendingId: close.isPending ? (close.variables ?? null) : null, confirmClose };
}
