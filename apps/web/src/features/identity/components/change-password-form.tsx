import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPasswordFields, PasswordField } from '@/components/form/fields';
import { newPasswordIssues } from '@/components/form/new-password';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm, type ServerFieldMap } from '@/components/form/use-form';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { useAmendPassword } from '../api/amend-password';
import './me.css';

type Field = 'oldPassword' | 'password' | 'confirmPassword';
/** Locked by wrong current passwords: said under that field. */
const SERVER_FIELDS: ServerFieldMap<Field> = { ACCOUNT_LOCKED: 'oldPassword' };

/**
 * Change the login password (xiuGaiMiMa): current, new and confirmation ("passwords do not match"
 * before any request). The server logs the user's other devices out; this one stays logged in.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const amend = useAmendPassword();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    password: '',
    confirmPassword: '',
  });
  const form = useForm(
    {
      name: 'change',
      fields: ['oldPassword', 'password', 'confirmPassword'],
      server: SERVER_FIELDS,
    },
    {
      oldPassword: values.oldPassword === '' ? 'PASSWORD_REQUIRED' : null,
      ...newPasswordIssues(values.password, values.confirmPassword),
    },
  );
  const set = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = form.onSubmit(async () => {
    await amend.mutateAsync({
      old_password: values.oldPassword,
      password: values.password,
      confirm_password: values.confirmPassword,
    });
    showToast(t('changePassword.success'), { icon: 'success' });
    void navigate(PATHS.me, { replace: true });
  });

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-form-note">{t('changePassword.intro')}</p>
      <PasswordField
        field={form.field('oldPassword')}
        label={t('fields.oldPassword')}
        autoComplete="current-password"
        placeholder={t('fields.oldPasswordPlaceholder')}
        value={values.oldPassword}
        onChange={set('oldPassword')}
      />
      <NewPasswordFields
        form={form}
        labels={{
          password: t('fields.newPassword'),
          confirmPassword: t('fields.confirmNewPassword'),
        }}
        values={values}
        onChange={(which, value) => set(which)(value)}
      />
      <SubmitButton form={form} label={t('changePassword.submit')} />
    </form>
  );
}
