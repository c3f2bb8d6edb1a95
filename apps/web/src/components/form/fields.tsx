import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@waihui/core';
import { bindInput, rowOf, type FieldRowProps } from './bound-field';
import { CodeButton } from './code-button';
import { AmountInput, FormField, TextInput, errorIdOf, type TextInputProps } from './form-field';
import { PasswordInput } from './password-input';

/**
 * The form kit's fields: a labelled row bound to `useForm` (id, message under it, server message
 * cleared on edit). Each takes the `field` from `form.field(name)`, a label, the value and onChange;
 * the rest goes to the input. Password and code fields read the `identity` namespace (password
 * toggle, code button). Choices and long text: select-field.tsx, text-area-field.tsx.
 */

type BoundInputProps = Omit<TextInputProps, 'id' | 'invalid' | 'onChange'> &
  FieldRowProps & { onChange: (value: string) => void };

export function TextField({ field, label, aside, note, onChange, ...input }: BoundInputProps) {
  return (
    <FormField {...rowOf({ field, label, aside, note })}>
      <TextInput {...input} {...bindInput(field, note, onChange)} />
    </FormField>
  );
}

/** A password with its show/hide toggle. */
export function PasswordField({
  field,
  label,
  aside,
  note,
  onChange,
  ...input
}: Omit<BoundInputProps, 'type' | 'suffix'>) {
  return (
    <FormField {...rowOf({ field, label, aside, note })}>
      <PasswordInput {...input} {...bindInput(field, note, onChange)} />
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
  note,
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
    <FormField {...rowOf({ field, label: label ?? t('fields.code'), note })}>
      <TextInput
        {...input}
        {...bindInput(field, note, onChange)}
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
  form: { field: (name: 'password' | 'confirm') => FieldRowProps['field'] };
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
