import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPasswordFields, PasswordField } from '@/components/form/fields';
import { newPasswordIssues } from '@/components/form/new-password';
import { NEW_PASSWORD_REASONS, reasonsTo } from '@/components/form/server-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm, type ServerFieldMap } from '@/components/form/use-form';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { useAmendPassword } from '../api/amend-password';
import './me.css';

type Field = 'old' | 'password' | 'confirm';
const SERVER_FIELDS: ServerFieldMap<Field> = {
  OLD_PASSWORD_WRONG: 'old',
  ACCOUNT_LOCKED: 'old',
  ...reasonsTo('password', NEW_PASSWORD_REASONS),
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
  const [values, setValues] = useState<Record<Field, string>>({
    old: '',
    password: '',
    confirm: '',
  });
  const form = useForm(
    { name: 'change', fields: ['old', 'password', 'confirm'], server: SERVER_FIELDS },
    {
      old: values.old === '' ? 'PASSWORD_REQUIRED' : null,
      ...newPasswordIssues(values.password, values.confirm),
    },
  );
  const set = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = form.onSubmit(async () => {
    await amend.mutateAsync({
      old_password: values.old,
      password: values.password,
      confirm_password: values.confirm,
    });
    showToast(t('changePassword.success'), { icon: 'success' });
    void navigate(PATHS.me, { replace: true });
  });

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-form-note">{t('changePassword.intro')}</p>
      <PasswordField
        field={form.field('old')}
        label={t('fields.oldPassword')}
        autoComplete="current-password"
        placeholder={t('fields.oldPasswordPlaceholder')}
        value={values.old}
        onChange={set('old')}
      />
      <NewPasswordFields
        form={form}
        labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmNewPassword') }}
        values={values}
        onChange={(which, value) => set(which)(value)}
      />
      <SubmitButton form={form} label={t('changePassword.submit')} />
    </form>
  );
}
