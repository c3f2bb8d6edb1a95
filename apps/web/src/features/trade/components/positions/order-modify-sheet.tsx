import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@waihui/contracts';
import { AmountField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { formatPrice } from '@/lib/format/prices';
import { useTicker } from '@/lib/quotes/use-quotes';
import { showToast } from '@/lib/toast/toast';
import { useModifyOrder } from '../../api/trading';
import { checkModify } from './order-modify-check';
import { decimalsOf } from './stops-check';

const FIELDS = ['lots', 'limitPrice', 'takeProfit', 'stopLoss'] as const;

/** "" → null: an empty TP or SL removes it. */
function priceOrNull(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Modify a pending limit order (product.md §10.16): lots, limit price, TP and SL prefilled, checked
 * with core's rules before any request, then a second step confirming the new terms beside the
 * market price; "Order modified" on success (its reserve is priced again by the server). A modal bottom
 * sheet like the TP/SL one; `onDone` when it closes, saved or not.
 */
export function OrderModifySheet({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation('positions');
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState({
    lots: String(order.lots),
    limitPrice: order.limit_price ?? '',
    takeProfit: order.take_profit ?? '',
    stopLoss: order.stop_loss ?? '',
  });
  const ticker = useTicker(order.symbol);
  const precision = ticker === undefined ? null : decimalsOf(ticker.bid);
  // The closing side now: a long closes at the bid, a short at the ask.
  const current = ticker === undefined ? null : order.side === 'long' ? ticker.bid : ticker.ask;
  const issues = checkModify(order, draft, precision, current);
  const form = useForm({ name: 'modify-order', fields: [...FIELDS] }, issues);
  const modify = useModifyOrder();

  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  // The confirmation is the sheet's second step (a dialog over a modal sheet would be inert).
  const [reviewing, setReviewing] = useState(false);
  const set = (name: (typeof FIELDS)[number]) => (value: string) => {
    setReviewing(false);
    setDraft((before) => ({ ...before, [name]: value }));
  };
  const market = ticker === undefined ? null : order.side === 'long' ? ticker.ask : ticker.bid;

  const onSubmit = form.onSubmit(async () => {
    if (!reviewing) {
      setReviewing(true);
      return;
    }
    await modify.mutateAsync({
      order_id: order.id,
      lots: draft.lots,
      limit_price: draft.limitPrice.trim(),
      take_profit: priceOrNull(draft.takeProfit),
      stop_loss: priceOrNull(draft.stopLoss),
    });
    showToast(t('modify.done'), { icon: 'success' });
    dialog.current?.close();
  });

  return (
    <dialog
      ref={dialog}
      className="wh-pos-sheet"
      aria-labelledby="wh-pos-modify-title"
      data-testid="order-modify-sheet"
      onClose={onDone}
    >
      <form className="wh-pos-sheet__form" noValidate onSubmit={onSubmit}>
        <h2 id="wh-pos-modify-title" className="wh-pos-sheet__title">
          {t(reviewing ? 'modify.confirmTitle' : 'modify.title')}
        </h2>
        <p className="wh-pos-sheet__context">
          {t('modify.context', {
            symbol: order.symbol,
            side: t(`side.${order.side}`),
            leverage: order.leverage,
          })}
        </p>
        <AmountField
          field={form.field('lots')}
          label={t('modify.lots')}
          scale={0}
          value={draft.lots}
          onChange={set('lots')}
        />
        <AmountField
          field={form.field('limitPrice')}
          label={t('modify.limitPrice')}
          scale={precision ?? undefined}
          value={draft.limitPrice}
          onChange={set('limitPrice')}
        />
        <AmountField
          field={form.field('takeProfit')}
          label={t('tpsl.takeProfit')}
          scale={precision ?? undefined}
          value={draft.takeProfit}
          placeholder={t('tpsl.placeholder')}
          onChange={set('takeProfit')}
        />
        <AmountField
          field={form.field('stopLoss')}
          label={t('tpsl.stopLoss')}
          scale={precision ?? undefined}
          value={draft.stopLoss}
          placeholder={t('tpsl.placeholder')}
          onChange={set('stopLoss')}
        />
        <p className="wh-pos-sheet__hint" role="status">
          {reviewing
            ? t('modify.confirmText', {
                symbol: order.symbol,
                side: t(`side.${order.side}`),
                lots: draft.lots,
                price: formatPrice(draft.limitPrice),
                market: formatPrice(market),
              })
            : t('modify.hint')}
        </p>
        <div className="wh-pos-sheet__actions">
          <button
            type="button"
            className="wh-button wh-button--ghost"
            onClick={() => (reviewing ? setReviewing(false) : dialog.current?.close())}
          >
            {t(reviewing ? 'modify.back' : 'tpsl.dismiss')}
          </button>
          <button type="submit" className="wh-button wh-button--primary" disabled={form.submitting}>
            {t(reviewing ? 'modify.confirm' : 'modify.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
