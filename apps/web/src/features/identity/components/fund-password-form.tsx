import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVerificationCode } from '@waihui/core';
import type { UserInfo } from '@waihui/contracts';
import { CodeField, NewPasswordFields } from '@/components/form/fields';
import { newPasswordIssues } from '@/components/form/new-password';
import { useCodeSender } from '@/components/form/send-code';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { showToast } from '@/lib/toast/toast';
import { sendFundPasswordCode, useSetFundPassword } from '../api/fund-password';
import './me.css';

type Field = 'code' | 'password' | 'confirmPassword';
const EMPTY: Record<Field, string> = { code: '', password: '', confirmPassword: '' };

/**
 * Set or change the fund password (anQuan) with a code sent to the account's own e-mail or mobile.
 * The fund password confirms withdrawals and must differ from the login password (server rule).
 */
export function FundPasswordForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation('identity');
  const save = useSetFundPassword();
  const [values, setValues] = useState(EMPTY);
  const form = useForm(
    { name: 'fund', fields: ['code', 'password', 'confirmPassword'] },
    {
      code: isVerificationCode(values.code.trim()) ? null : 'CODE_FORMAT',
      ...newPasswordIssues(values.password, values.confirmPassword),
    },
  );
  const onSendCode = useCodeSender(form, { needs: [], code: 'code' }, () =>
    sendFundPasswordCode(info.account_type),
  );
  const set = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const destination =
    (info.account_type === 'phone' ? info.phone_masked : info.email_masked) ?? info.account;

  const onSubmit = form.onSubmit(async () => {
    await save.mutateAsync({
      code: values.code.trim(),
      password: values.password,
      confirm_password: values.confirmPassword,
    });
    showToast(t('security.success'), { icon: 'success' });
    form.reset();
    setValues(EMPTY);
  });

  const title = info.has_fund_password ? t('security.changeTitle') : t('security.setTitle');
  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit} aria-label={title}>
      <h2 className="wh-form-title">{title}</h2>
      <p className="wh-form-note">{t('security.fundIntro')}</p>
      <CodeField
        field={form.field('code')}
        value={values.code}
        onChange={set('code')}
        onSend={onSendCode}
      />
      <p className="wh-form-note">{t('security.codeTo', { destination })}</p>
      <NewPasswordFields
        form={form}
        labels={{
          password: t('fields.fundPassword'),
          confirmPassword: t('fields.confirmFundPassword'),
        }}
        values={values}
        onChange={(which, value) => set(which)(value)}
      />
      <SubmitButton
        form={form}
        label={info.has_fund_password ? t('security.changeSubmit') : t('security.setSubmit')}
      />
    </form>
  );
}
