import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { PASSWORD_MIN_LENGTH, validateNewPassword } from '@waihui/core';
import { fieldIssueText, newPasswordIssues, type FieldIssue } from '@/components/field-errors';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { useServerFieldError, type ServerFieldMap } from '@/components/use-server-field-error';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { useAmendPassword } from '../api/amend-password';
import './me.css';

type Field = 'old' | 'password' | 'confirm';
const FIELDS: readonly Field[] = ['old', 'password', 'confirm'];
const FIELD_IDS: Record<Field, string> = {
  old: 'change-old',
  password: 'change-password',
  confirm: 'change-confirm',
};
const SERVER_FIELDS: ServerFieldMap<Field> = {
  OLD_PASSWORD_WRONG: 'old',
  ACCOUNT_LOCKED: 'old',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORDS_DO_NOT_MATCH: 'confirm',
};

/**
 * Change the login password (xiuGaiMiMa): current, new and confirmation ("passwords do not match"
 * before any request). The server logs the user's other devices out; this one stays logged in.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const amend = useAmendPassword();
  const server = useServerFieldError(SERVER_FIELDS);
  const [values, setValues] = useState<Record<Field, string>>({
    old: '',
    password: '',
    confirm: '',
  });
  const [submitted, setSubmitted] = useState(false);

  const passwords = newPasswordIssues(
    validateNewPassword({ password: values.password, confirmPassword: values.confirm }),
    values.password,
  );
  const issues: Record<Field, FieldIssue | null> = {
    old: values.old === '' ? 'PASSWORD_REQUIRED' : null,
    password: passwords.password,
    confirm: passwords.confirm,
  };

  function errorOf(field: Field): string | null {
    const serverMessage = server.messageFor(field);
    if (serverMessage !== null) return serverMessage;
    const issue = submitted ? issues[field] : null;
    return issue === null ? null : fieldIssueText(t, issue);
  }

  function set(field: Field, value: string): void {
    server.clear(field);
    setValues((current) => ({ ...current, [field]: value }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (amend.isPending) return;
    setSubmitted(true);
    const invalid = FIELDS.find((field) => issues[field] !== null);
    if (invalid !== undefined) {
      document.getElementById(FIELD_IDS[invalid])?.focus();
      return;
    }
    amend.mutate(
      { old_password: values.old, password: values.password, confirm_password: values.confirm },
      {
        onSuccess: () => {
          showToast(t('changePassword.success'), { icon: 'success' });
          void navigate(PATHS.me, { replace: true });
        },
        onError: (error) => server.show(error),
      },
    );
  }

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-form-note">{t('changePassword.intro')}</p>
      <FormField id={FIELD_IDS.old} label={t('fields.oldPassword')} error={errorOf('old')}>
        <PasswordInput
          id={FIELD_IDS.old}
          autoComplete="current-password"
          placeholder={t('fields.oldPasswordPlaceholder')}
          value={values.old}
          invalid={errorOf('old') !== null}
          onChange={(value) => set('old', value)}
        />
      </FormField>
      <FormField
        id={FIELD_IDS.password}
        label={t('fields.newPassword')}
        error={errorOf('password')}
      >
        <PasswordInput
          id={FIELD_IDS.password}
          autoComplete="new-password"
          placeholder={t('fields.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
          value={values.password}
          invalid={errorOf('password') !== null}
          onChange={(value) => set('password', value)}
        />
      </FormField>
      <FormField
        id={FIELD_IDS.confirm}
        label={t('fields.confirmNewPassword')}
        error={errorOf('confirm')}
      >
        <PasswordInput
          id={FIELD_IDS.confirm}
          autoComplete="new-password"
          placeholder={t('fields.confirmPasswordPlaceholder')}
          value={values.confirm}
          invalid={errorOf('confirm') !== null}
          onChange={(value) => set('confirm', value)}
        />
      </FormField>
      <div className="wh-form-actions">
        <Button type="submit" color="primary" size="large" block loading={amend.isPending}>
          {t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
