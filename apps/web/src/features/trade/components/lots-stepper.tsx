import { useTranslation } from 'react-i18next';
import { errorIdOf, FormField } from '@/components/form/form-field';
import type { BoundField } from '@/components/form/use-form';
import { MIN_LOTS } from './order-values';

/** Whole lots as typed: digits only (product.md §5.5: a positive integer), at most 9 of them. */
function readLots(typed: string): string | null {
  const text = typed.trim();
  return /^\d{0,9}$/.test(text) ? text : null;
}

/**
 * Quantity in whole lots: − and + step by one between 1 and `max` (the most lots the account can
 * afford now, from the preview; unknown = no cap yet), and the box takes any whole number typed
 * (the preview and the server refuse what the instrument or the account cannot take).
 */
export function LotsStepper({
  field,
  value,
  onChange,
  max,
  hint,
}: {
  field: BoundField;
  value: string;
  onChange: (lots: string) => void;
  /** Upper end of the + button; null while unknown. */
  max: number | null;
  hint: string;
}) {
  const { t } = useTranslation('trade');
  const lots = /^\d+$/.test(value) ? Number(value) : null;
  const set = (next: number) => {
    field.edited();
    onChange(String(next));
  };
  const invalid = field.error !== null;
  return (
    <FormField
      id={field.id}
      label={t('form.lots')}
      error={field.error}
      aside={<span className="wh-trade-field-hint">{hint}</span>}
    >
      <div className="wh-trade-stepper" data-invalid={invalid ? 'true' : undefined}>
        <button
          type="button"
          className="wh-trade-stepper__button"
          aria-label={t('form.fewer')}
          aria-controls={field.id}
          disabled={lots === null || lots <= MIN_LOTS}
          onClick={() => set(lots === null ? MIN_LOTS : lots - 1)}
        >
          −
        </button>
        <input
          id={field.id}
          className="wh-trade-stepper__input"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorIdOf(field.id) : undefined}
          onChange={(event) => {
            const typed = readLots(event.target.value);
            if (typed === null) return;
            field.edited();
            onChange(typed);
          }}
        />
        <button
          type="button"
          className="wh-trade-stepper__button"
          aria-label={t('form.more')}
          aria-controls={field.id}
          disabled={lots !== null && max !== null && lots >= Math.max(max, MIN_LOTS)}
          onClick={() => set(lots === null ? MIN_LOTS : lots + 1)}
        >
          +
        </button>
      </div>
    </FormField>
  );
}
