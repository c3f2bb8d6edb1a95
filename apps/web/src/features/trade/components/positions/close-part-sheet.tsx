import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateCloseLots } from '@waihui/core';
import type { Position } from '@waihui/contracts';
import { AmountField } from '@/components/form/fields';
import { issueOf, useForm } from '@/components/form/use-form';
import { confirmDialog } from '@/lib/confirm-dialog';
import { formatPrice } from '@/lib/format/prices';
import { showToast } from '@/lib/toast/toast';
import { useClosePositionPart } from '../../api/trading';

/**
 * Close part of a position (product.md §10.16): whole lots, 1 … the lots it holds (core's rule and
 * message), half of them prefilled; a confirmation at the market price, then "Part of the position
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

  const onSubmit = form.onSubmit(async () => {
    const confirmed = await confirmDialog({
      title: t('close.title'),
      content: t('closePart.confirmText', {
        symbol: position.symbol,
        side: t(`side.${position.side}`),
        lots,
        total: position.lots,
        price: formatPrice(position.current_price),
      }),
      confirmText: t('close.confirm'),
    });
    if (!confirmed) return;
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
          {t('closePart.title')}
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
          onChange={setLots}
        />
        <p className="wh-pos-sheet__hint">{t('closePart.hint')}</p>
        <div className="wh-pos-sheet__actions">
          <button
            type="button"
            className="wh-button wh-button--ghost"
            onClick={() => dialog.current?.close()}
          >
            {t('tpsl.dismiss')}
          </button>
          <button type="submit" className="wh-button wh-button--primary" disabled={form.submitting}>
            {t('closePart.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
