import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type NewPasswordField, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@waihui/core';
import { bindInput, rowOf, type FieldRowProps } from './bound-field';
import { CodeButton } from './code-button';
import { FormField, TextInput } from './form-field';
import { PasswordInput } from './password-input';
import { fieldOf, type BoundInputProps } from './plain-fields';

/*
 * The form kit's password and code fields (they read the `identity` namespace: password toggle,
 * code button), with the plain fields, lists and text areas, so a form imports all it needs from here.
 */
export { AmountField, CheckboxField, TextField } from './plain-fields';
export { SelectField } from './select-field';
export { TextAreaField } from './text-area-field';

/** A password with its show/hide toggle. */
export const PasswordField = fieldOf(PasswordInput);

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
 * A new password and its confirmation (register, reset, change, fund password): two password
 * fields with "at least 6 characters" and "enter the password again" as placeholders.
 */
export function NewPasswordFields({
  form,
  labels,
  values,
  onChange,
}: {
  form: { field: (name: NewPasswordField) => FieldRowProps['field'] };
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
