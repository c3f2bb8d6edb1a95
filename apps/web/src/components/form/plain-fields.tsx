import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bindInput, rowOf, type FieldRowProps } from './bound-field';
import {
  AmountInput,
  FormField,
  TextInput,
  describedBy,
  errorIdOf,
  type TextInputProps,
} from './form-field';

/**
 * The form kit's plain fields: a labelled row bound to `useForm` (id, message under it, server
 * message cleared on edit). Each takes the `field` from `form.field(name)`, a label, the value and
 * onChange; the rest goes to the input. They read only the `common` namespace (always loaded), so
 * any page (the back-office too) uses them without loading the identity screens' password and
 * code fields (fields.tsx). Lists, long text and choices: select-field.tsx, text-area-field.tsx,
 * choice-field.tsx.
 */

/** What a field takes: its input's props but those it sets from its form field, and the row's. */
export type BoundInputProps<P = TextInputProps> = Omit<P, 'id' | 'invalid' | 'onChange'> &
  FieldRowProps & { onChange: (value: string) => void };

/**
 * A kit input (TextInput, AmountInput, PasswordInput) as a field: its labelled row, bound to the
 * form's field; the other props go to the input.
 */
export function fieldOf<
  P extends { id: string; invalid?: boolean; onChange: (value: string) => void },
>(Input: ComponentType<P>) {
  return function Field({ field, label, aside, note, onChange, ...input }: BoundInputProps<P>) {
    // The rest of BoundInputProps<P> is P less the props bindInput sets.
    const props = { ...input, ...bindInput(field, note, onChange) } as unknown as P;
    return (
      <FormField {...rowOf({ field, label, aside, note })}>
        <Input {...props} />
      </FormField>
    );
  };
}

export const TextField = fieldOf(TextInput);

const AmountRow = fieldOf(AmountInput);

/**
 * A money amount or quantity, kept as the decimal string typed (never a float): only digits and
 * one decimal point get in ("," is read as "."), at most `scale` decimals. The form validates the
 * string with core's Decimal rules before sending it as is. With `currency`, the label names it:
 * "Amount (USD)".
 */
export function AmountField({
  currency,
  label,
  ...row
}: ComponentProps<typeof AmountRow> & {
  /** The currency of the amount (or price), shown in the label. */
  currency?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <AmountRow
      {...row}
      label={currency === undefined ? label : t('amount.withCurrency', { label, currency })}
    />
  );
}

/** A checkbox with its label (e.g. "I agree to the terms"), its message under it. */
export function CheckboxField({
  field,
  label,
  checked,
  onChange,
}: {
  field: FieldRowProps['field'];
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const invalid = field.error !== null;
  return (
    <>
      <div className="wh-check" data-invalid={invalid ? 'true' : undefined}>
        <input
          id={field.id}
          type="checkbox"
          className="wh-checkbox"
          checked={checked}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(field.id, invalid)}
          onChange={(event) => {
            field.edited();
            onChange(event.target.checked);
          }}
        />
        <label htmlFor={field.id} className="wh-check__label">
          {label}
        </label>
      </div>
      {invalid && (
        <p className="wh-field__error" id={errorIdOf(field.id)} role="alert">
          {field.error}
        </p>
      )}
    </>
  );
}
