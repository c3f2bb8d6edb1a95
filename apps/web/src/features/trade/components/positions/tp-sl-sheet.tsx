import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@waihui/contracts';
import { AmountField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { useTicker } from '@/lib/quotes/use-quotes';
import { showToast } from '@/lib/toast/toast';
import { useSetStops } from '../../api/trading';
import { checkStops, decimalsOf } from './stops-check';
import { formatPrice } from '@/lib/format/prices';

type Field = 'takeProfit' | 'stopLoss';

/** "" → null: an empty field removes that side (setstop's null). */
function priceOrNull(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Set, change or remove the take-profit and stop-loss of an open position: a modal bottom sheet
 * (the native <dialog>: focus stays inside, Escape closes it). The prices are checked with core's
 * product.md §5.6 rule against the open and the live current price before any request; "Take-profit and
 * stop-loss set" on success. `onDone` when it closes, saved or not.
 */
export function TpSlSheet({ position, onDone }: { position: Position; onDone: () => void }) {
  const { t } = useTranslation('positions');
  const dialog = useRef<HTMLDialogElement>(null);
  const [takeProfit, setTakeProfit] = useState(position.take_profit ?? '');
  const [stopLoss, setStopLoss] = useState(position.stop_loss ?? '');
  // The feed sends prices at exactly the instrument's precision: the typed price may have no more.
  const ticker = useTicker(position.symbol);
  const precision = ticker === undefined ? null : decimalsOf(ticker.bid);
  const issues = checkStops(position, { takeProfit, stopLoss }, precision);
  const form = useForm({ name: 'tpsl', fields: ['takeProfit', 'stopLoss'] }, issues);
  const setStops = useSetStops();

  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  const onSubmit = form.onSubmit(async () => {
    await setStops.mutateAsync({
      position_id: position.id,
      take_profit: priceOrNull(takeProfit),
      stop_loss: priceOrNull(stopLoss),
    });
    showToast(t('tpsl.done'), { icon: 'success' });
    onDone();
  });

  function removeButton(field: Field, clear: () => void) {
    return (
      <button
        type="button"
        className="wh-pos-sheet__remove"
        aria-label={t(field === 'takeProfit' ? 'tpsl.removeTakeProfit' : 'tpsl.removeStopLoss')}
        onClick={() => {
          form.field(field).edited();
          clear();
        }}
      >
        {t('tpsl.remove')}
      </button>
    );
  }

  return (
    <dialog
      ref={dialog}
      className="wh-pos-sheet"
      aria-labelledby="wh-pos-tpsl-title"
      onClose={onDone}
    >
      <form className="wh-pos-sheet__form" noValidate onSubmit={onSubmit}>
        <h2 id="wh-pos-tpsl-title" className="wh-pos-sheet__title">
          {t('tpsl.title')}
        </h2>
        <p className="wh-pos-sheet__context" data-testid="tpsl-context">
          {t('tpsl.context', {
            symbol: position.symbol,
            side: t(`side.${position.side}`),
            open: formatPrice(position.open_price),
            current: formatPrice(position.current_price),
          })}
        </p>
        <AmountField
          field={form.field('takeProfit')}
          label={t('tpsl.takeProfit')}
          scale={precision ?? undefined}
          value={takeProfit}
          placeholder={t('tpsl.placeholder')}
          onChange={setTakeProfit}
          suffix={takeProfit === '' ? null : removeButton('takeProfit', () => setTakeProfit(''))}
        />
        <AmountField
          field={form.field('stopLoss')}
          label={t('tpsl.stopLoss')}
          scale={precision ?? undefined}
          value={stopLoss}
          placeholder={t('tpsl.placeholder')}
          onChange={setStopLoss}
          suffix={stopLoss === '' ? null : removeButton('stopLoss', () => setStopLoss(''))}
        />
        <p className="wh-pos-sheet__hint">{t(`tpsl.hint.${position.side}`)}</p>
        <div className="wh-pos-sheet__actions">
          <button
            type="button"
            className="wh-button wh-button--ghost"
            onClick={() => dialog.current?.close()}
          >
            {t('tpsl.dismiss')}
          </button>
          <button type="submit" className="wh-button wh-button--primary" disabled={form.submitting}>
            {t('tpsl.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
