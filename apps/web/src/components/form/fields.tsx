import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type NewPasswordField, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@waihui/core';
import { CodeButton } from './code-button';
import { FormField, TextInput, errorIdOf, type TextInputProps } from './form-field';
import { PasswordInput } from './password-input';
import { readAmountInput } from './amount-input';

/**
 * The form kit's fields: a labelled row bound to `useForm` (id, message under it, server message
 * cleared on edit). Each takes the `field` from `form.field(name)`, a label, the value and onChange;
 * the rest goes to the input. They read the `identity` namespace (password toggle, code button).
 */
type BoundInputProps = Omit<TextInputProps, 'id' | 'invalid' | 'onChange'> & {
  field: { id: string; error: string | null; edited: () => void };
  label: ReactNode;
  onChange: (value: string) => void;
  /** Content after the label (a hint or a link). */
  aside?: ReactNode;
};

function bind({ field, onChange }: Pick<BoundInputProps, 'field' | 'onChange'>) {
  return {
    id: field.id,
    invalid: field.error !== null,
    onChange: (value: string) => {
      field.edited();
      onChange(value);
    },
  };
}

export function TextField({ field, label, aside, onChange, ...input }: BoundInputProps) {
  return (
    <FormField id={field.id} label={label} error={field.error} aside={aside}>
      <TextInput {...input} {...bind({ field, onChange })} />
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
}: Omit<BoundInputProps, 'type' | 'suffix'>) {
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
}: Omit<BoundInputProps, 'label' | 'suffix'> & {
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
 * string with core's Decimal rules before sending it as is.
 */
export function AmountField({
  field,
  label,
  aside,
  onChange,
  scale,
  ...input
}: Omit<BoundInputProps, 'inputMode'> & {
  /** Decimal places allowed while typing (e.g. 8 for the ledger); none when omitted. */
  scale?: number;
}) {
  const bound = bind({ field, onChange });
  return (
    <FormField id={field.id} label={label} error={field.error} aside={aside}>
      <TextInput
        autoComplete="off"
        {...input}
        {...bound}
        inputMode="decimal"
        onChange={(typed) => {
          const amount = readAmountInput(typed, scale);
          if (amount !== null) bound.onChange(amount);
        }}
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
  field: BoundInputProps['field'];
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const invalid = field.error !== null;
  return (
    <>
      <div className="wh-terms" data-invalid={invalid ? 'true' : undefined}>
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
        <label htmlFor={field.id} className="wh-terms__label">
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
  form: { field: (name: NewPasswordField) => BoundInputProps['field'] };
  labels: Record<NewPasswordField, ReactNode>;
  values: Record<NewPasswordField, string>;
  onChange: (which: NewPasswordField, value: string) => void;
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
        field={form.field('confirmPassword')}
        label={labels.confirmPassword}
        autoComplete="new-password"
        placeholder={t('fields.confirmPasswordPlaceholder')}
        value={values.confirmPassword}
        onChange={(value) => onChange('confirmPassword', value)}
      />
    </>
  );
}
