import type { ReactNode } from 'react';
import { bindInput, rowOf, type FieldRowProps } from './bound-field';
import { AmountInput, FormField, TextInput, errorIdOf, type TextInputProps } from './form-field';

/**
 * The form kit's plain fields: a labelled row bound to `useForm` (id, message under it, server
 * message cleared on edit). Each takes the `field` from `form.field(name)`, a label, the value and
 * onChange; the rest goes to the input. No locale namespace of their own, so any page (the
 * back-office too) uses them without loading the identity screens' password and code fields
 * (fields.tsx). Choices and long text: select-field.tsx, text-area-field.tsx.
 */

export type BoundInputProps = Omit<TextInputProps, 'id' | 'invalid' | 'onChange'> &
  FieldRowProps & { onChange: (value: string) => void };

export function TextField({ field, label, aside, note, onChange, ...input }: BoundInputProps) {
  return (
    <FormField {...rowOf({ field, label, aside, note })}>
      <TextInput {...input} {...bindInput(field, note, onChange)} />
    </FormField>
  );
}

/**
 * A money amount or quantity, kept as the decimal string typed (never a float): only digits and
 * one decimal point get in ("," is read as "."), at most `scale` decimals. The form validates the
 * string with core's Decimal rules before sending it as is.
 */
export function AmountField({
  field,
  label,
  aside,
  note,
  onChange,
  ...input
}: Omit<BoundInputProps, 'inputMode'> & {
  /** Decimal places allowed while typing (e.g. 8 for the ledger); none when omitted. */
  scale?: number;
}) {
  return (
    <FormField {...rowOf({ field, label, aside, note })}>
      <AmountInput {...input} {...bindInput(field, note, onChange)} />
    </FormField>
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
          aria-describedby={invalid ? errorIdOf(field.id) : undefined}
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
