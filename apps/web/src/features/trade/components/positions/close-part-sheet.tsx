import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateCloseLots } from '@waihui/core';
import type { Position } from '@waihui/contracts';
import { AmountField } from '@/components/form/fields';
import { issueOf, useForm } from '@/components/form/use-form';
import { formatPrice } from '@/lib/format/prices';
import { showToast } from '@/lib/toast/toast';
import { useClosePositionPart } from '../../api/trading';

/**
 * Close part of a position (product.md §10.16): whole lots, 1 … the lots it holds (core's rule and
 * message), half of them prefilled; a second step confirming it at the market price, then "Part of the position
 * closed" (or "Position closed" for all of them). "Close" on the card still closes it all.
 */
export function ClosePartSheet({ position, onDone }: { position: Position; onDone: () => void }) {
  const { t } = useTranslation('positions');
  const dialog = useRef<HTMLDialogElement>(null);
  const [lots, setLots] = useState(String(Math.max(1, Math.floor(position.lots / 2))));
  const checked = validateCloseLots(lots, position.lots);
  const form = useForm({ name: 'close-part', fields: ['lots'] }, { lots: issueOf(checked) });
  const close = useClosePositionPart();

  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  // The confirmation is the sheet's second step (a dialog over a modal sheet would be inert).
  const [reviewing, setReviewing] = useState(false);

  const onSubmit = form.onSubmit(async () => {
    if (!reviewing) {
      setReviewing(true);
      return;
    }
    const all = checked.ok && checked.value === position.lots;
    await close.mutateAsync({ positionId: position.id, lots });
    showToast(t(all ? 'close.done' : 'closePart.done'), { icon: 'success' });
    dialog.current?.close();
  });

  return (
    <dialog
      ref={dialog}
      className="wh-pos-sheet"
      aria-labelledby="wh-pos-close-part-title"
      data-testid="close-part-sheet"
      onClose={onDone}
    >
      <form className="wh-pos-sheet__form" noValidate onSubmit={onSubmit}>
        <h2 id="wh-pos-close-part-title" className="wh-pos-sheet__title">
          {t(reviewing ? 'close.title' : 'closePart.title')}
        </h2>
        <p className="wh-pos-sheet__context">
          {t('closePart.context', {
            symbol: position.symbol,
            side: t(`side.${position.side}`),
            total: position.lots,
          })}
        </p>
        <AmountField
          field={form.field('lots')}
          label={t('closePart.lots')}
          scale={0}
          value={lots}
          onChange={(typed) => {
            setReviewing(false);
            setLots(typed);
          }}
        />
        <p className="wh-pos-sheet__hint" role="status">
          {reviewing
            ? t('closePart.confirmText', {
                symbol: position.symbol,
                side: t(`side.${position.side}`),
                lots,
                total: position.lots,
                price: formatPrice(position.current_price),
              })
            : t('closePart.hint')}
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
            {t(reviewing ? 'close.confirm' : 'closePart.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
