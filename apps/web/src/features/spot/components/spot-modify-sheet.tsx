import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseOrderPrice, parseSpotQuantity } from '@waihui/core';
import { PRICE_MAX_SCALE, type SpotOrder } from '@waihui/contracts';
import { AmountField } from '@/components/form/fields';
import { issueOf, useForm } from '@/components/form/use-form';
import { formatPrice } from '@/lib/format/prices';
import { useTicker } from '@/lib/quotes/use-quotes';
import { showToast } from '@/lib/toast/toast';
import { useModifySpot } from '../api/spot';

/**
 * Modify a resting spot limit order (product.md §10.16): amount and limit price prefilled, checked
 * with core's rules, then a second step confirming them beside the market price; "Order modified" on success (the
 * server locks or releases only the difference of the reserve). `onDone` when it closes.
 */
export function SpotModifySheet({ order, onDone }: { order: SpotOrder; onDone: () => void }) {
  const { t } = useTranslation('spot');
  const dialog = useRef<HTMLDialogElement>(null);
  const [amount, setAmount] = useState(order.amount);
  const [limitPrice, setLimitPrice] = useState(order.limit_price ?? '');
  const ticker = useTicker(order.symbol);
  const precision = ticker === undefined ? null : (ticker.bid.split('.')[1]?.length ?? 0);
  const issues = {
    amount: issueOf(parseSpotQuantity(amount.trim())),
    limitPrice: issueOf(parseOrderPrice(limitPrice.trim(), precision ?? PRICE_MAX_SCALE)),
  };
  const form = useForm({ name: 'spot-modify', fields: ['amount', 'limitPrice'] }, issues);
  const modify = useModifySpot();

  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  // The confirmation is the sheet's second step (a dialog over a modal sheet would be inert).
  const [reviewing, setReviewing] = useState(false);
  const market = ticker === undefined ? null : order.side === 'buy' ? ticker.ask : ticker.bid;
  const edit = (set: (value: string) => void) => (value: string) => {
    setReviewing(false);
    set(value);
  };

  const onSubmit = form.onSubmit(async () => {
    if (!reviewing) {
      setReviewing(true);
      return;
    }
    await modify.mutateAsync({
      order_id: order.id,
      amount: amount.trim(),
      limit_price: limitPrice.trim(),
    });
    showToast(t('modify.done'), { icon: 'success' });
    dialog.current?.close();
  });

  return (
    <dialog
      ref={dialog}
      className="wh-spot-sheet"
      aria-labelledby="wh-spot-modify-title"
      data-testid="spot-modify-sheet"
      onClose={onDone}
    >
      <form className="wh-spot-sheet__form" noValidate onSubmit={onSubmit}>
        <h2 id="wh-spot-modify-title" className="wh-spot-sheet__title">
          {t(reviewing ? 'modify.confirmTitle' : 'modify.title')}
        </h2>
        <p className="wh-spot-sheet__context" role="status">
          {reviewing
            ? t('modify.confirmText', {
                symbol: order.symbol,
                side: t(`side.${order.side}`),
                amount: amount.trim(),
                price: formatPrice(limitPrice.trim()),
                market: formatPrice(market),
              })
            : t('modify.hint')}
        </p>
        <AmountField
          field={form.field('amount')}
          label={t('modify.amount')}
          currency={order.base_currency}
          scale={8}
          value={amount}
          onChange={edit(setAmount)}
        />
        <AmountField
          field={form.field('limitPrice')}
          label={t('modify.limitPrice')}
          currency={order.quote_currency}
          scale={precision ?? undefined}
          value={limitPrice}
          onChange={edit(setLimitPrice)}
        />
        <div className="wh-spot-sheet__actions">
          <button
            type="button"
            className="wh-button wh-button--ghost"
            onClick={() => (reviewing ? setReviewing(false) : dialog.current?.close())}
          >
            {t(reviewing ? 'modify.back' : 'modify.dismiss')}
          </button>
          <button type="submit" className="wh-button wh-button--primary" disabled={form.submitting}>
            {t(reviewing ? 'modify.confirm' : 'modify.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
