import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@waihui/core';
import { CodeButton } from './code-button';
import {
  FormField,
  SelectInput,
  TextInput,
  describedByOf,
  errorIdOf,
  type SelectInputProps,
  type TextInputProps,
} from './form-field';
import { PasswordInput } from './password-input';
import { readAmountInput } from './amount-input';
import type { BoundField } from './use-form';

/**
 * The form kit's fields: a labelled row bound to `useForm` (id, message under it, server message
 * cleared on edit). Each takes the `field` from `form.field(name)`, a label, the value and onChange;
 * the rest goes to the input. They read the `identity` namespace (password toggle, code button).
 */
type BoundInputProps = Omit<TextInputProps, 'id' | 'invalid' | 'hinted' | 'onChange'> & {
  field: BoundField;
  label: ReactNode;
  onChange: (value: string) => void;
  /** Content after the label (a hint or a link). */
  aside?: ReactNode;
  /** A line under the input that describes it (limits, what is available). */
  hint?: ReactNode;
};

function bind<T>({ field, onChange }: { field: BoundField; onChange: (value: T) => void }) {
  return {
    id: field.id,
    invalid: field.error !== null,
    onChange: (value: T) => {
      field.edited();
      onChange(value);
    },
  };
}

export function TextField({ field, label, aside, hint, onChange, ...input }: BoundInputProps) {
  return (
    <FormField id={field.id} label={label} error={field.error} aside={aside} hint={hint}>
      <TextInput {...input} {...bind({ field, onChange })} hinted={hint !== undefined} />
    </FormField>
  );
}

/** A password with its show/hide toggle. */
export function PasswordField({
  field,
  label,
  aside,
  onChange,
  ...input
}: Omit<BoundInputProps, 'type' | 'suffix' | 'hint'>) {
  return (
    <FormField id={field.id} label={label} error={field.error} aside={aside}>
      <PasswordInput {...input} {...bind({ field, onChange })} />
    </FormField>
  );
}

/**
 * The 6-digit verification code with its send button and 60 s countdown (CodeButton: `onSend`
 * resolves with the seconds to wait, or null when nothing was sent). Label and placeholder default
 * to "Verification code" / "6-digit code".
 */
export function CodeField({
  field,
  label,
  onChange,
  onSend,
  placeholder,
  ...input
}: Omit<BoundInputProps, 'label' | 'suffix' | 'hint'> & {
  label?: ReactNode;
  onSend: () => Promise<number | null>;
}) {
  const { t } = useTranslation('identity');
  return (
    <FormField id={field.id} label={label ?? t('fields.code')} error={field.error}>
      <TextInput
        {...input}
        {...bind({ field, onChange })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder={placeholder ?? t('fields.codePlaceholder')}
        suffix={<CodeButton onSend={onSend} />}
      />
    </FormField>
  );
}

/**
 * A money amount or quantity, kept as the decimal string typed (never a float): only digits and
 * one decimal point get in ("," is read as "."), at most `scale` decimals. The form validates the
 * string with core's Decimal rules before sending it as is. With `currency`, the label names it:
 * "Amount (USD)".
 */
export function AmountField({
  field,
  label,
  aside,
  hint,
  onChange,
  scale,
  currency,
  ...input
}: Omit<BoundInputProps, 'inputMode'> & {
  /** Decimal places allowed while typing (e.g. 8 for the ledger); none when omitted. */
  scale?: number;
  /** The currency of the amount (or price), shown in the label. */
  currency?: string;
}) {
  const { t } = useTranslation('identity');
  const bound = bind({ field, onChange });
  return (
    <FormField
      id={field.id}
      label={currency === undefined ? label : t('amount.withCurrency', { label, currency })}
      error={field.error}
      aside={aside}
      hint={hint}
    >
      <TextInput
        autoComplete="off"
        {...input}
        {...bound}
        hinted={hint !== undefined}
        inputMode="decimal"
        onChange={(typed) => {
          const amount = readAmountInput(typed, scale);
          if (amount !== null) bound.onChange(amount);
        }}
      />
    </FormField>
  );
}

/** A choice from a list (a native select), e.g. a currency, an account or a destination. */
export function SelectField<T extends string>({
  field,
  label,
  aside,
  hint,
  onChange,
  ...select
}: Omit<SelectInputProps<T>, 'id' | 'invalid' | 'hinted' | 'onChange'> & {
  field: BoundField;
  label: ReactNode;
  onChange: (value: T) => void;
  aside?: ReactNode;
  /** A line under the select that describes the choice (e.g. its price now). */
  hint?: ReactNode;
}) {
  return (
    <FormField id={field.id} label={label} error={field.error} aside={aside} hint={hint}>
      <SelectInput {...select} {...bind({ field, onChange })} hinted={hint !== undefined} />
    </FormField>
  );
}

/** A text of several lines; `hint` (e.g. a character counter) is read with it. */
export function TextAreaField({
  field,
  label,
  hint,
  value,
  onChange,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> & {
  field: BoundField;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  const bound = bind({ field, onChange });
  return (
    <FormField id={field.id} label={label} error={field.error} hint={hint}>
      <textarea
        {...area}
        id={field.id}
        className="wh-textarea"
        value={value}
        aria-invalid={bound.invalid || undefined}
        aria-describedby={describedByOf(field.id, {
          invalid: bound.invalid,
          hinted: hint !== undefined,
        })}
        onChange={(event) => bound.onChange(event.target.value)}
      />
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
  field: BoundField;
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

/**
 * A new password and its confirmation (register, reset, change, fund password): two password
 * fields with "at least 6 characters" and "enter the password again" as placeholders.
 */
export function NewPasswordFields({
  form,
  labels,
  values,
  onChange,
}: {
  form: { field: (name: 'password' | 'confirm') => BoundField };
  labels: { password: ReactNode; confirm: ReactNode };
  values: { password: string; confirm: string };
  onChange: (which: 'password' | 'confirm', value: string) => void;
}) {
  const { t } = useTranslation('identity');
  return (
    <>
      <PasswordField
        field={form.field('password')}
        label={labels.password}
        autoComplete="new-password"
        placeholder={t('fields.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={(value) => onChange('password', value)}
      />
      <PasswordField
        field={form.field('confirm')}
        label={labels.confirm}
        autoComplete="new-password"
        placeholder={t('fields.confirmPasswordPlaceholder')}
        value={values.confirm}
        onChange={(value) => onChange('confirm', value)}
      />
    </>
  );
}
