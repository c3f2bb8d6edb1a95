import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isVerificationCode } from '@waihui/core';
import { CodeField } from '@/components/form/fields';
import { useCodeSender } from '@/components/form/send-code';
import { CODE_REASONS, reasonsTo } from '@/components/form/server-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm, type ServerFieldMap } from '@/components/form/use-form';
import { PATHS } from '@/lib/paths';
import { useVerifyReset } from '../api/forget-password';
import { sendCode } from '../api/send-code';
import { AccountFields, useAccountInput } from './account-fields';
import { ACCOUNT_REASONS } from './account-input';
import { useIdentityDraft } from './identity-draft';
import './identity.css';

type Field = 'account' | 'code';

const SERVER_FIELDS: ServerFieldMap<Field> = {
  ...reasonsTo('account', ACCOUNT_REASONS),
  ...reasonsTo('code', CODE_REASONS),
};

/**
 * Forgot password, step 1 (forgotPassword): the account and a code sent to it. The server answers
 * a reset token, kept in memory for step 2 (forgotPasswordNext).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const setResetToken = useIdentityDraft((state) => state.setResetToken);
  const { account, area } = useAccountInput();
  const verify = useVerifyReset();
  const [code, setCode] = useState('');

  const form = useForm(
    { name: 'forgot', fields: ['account', 'code'], server: SERVER_FIELDS },
    {
      account: account.ok ? null : account.issue,
      code: isVerificationCode(code.trim()) ? null : 'CODE_FORMAT',
    },
  );
  const onSendCode = useCodeSender(form, { needs: ['account'], code: 'code' }, () =>
    account.ok ? sendCode('reset_password', account.destination) : null,
  );

  const onSubmit = form.onSubmit(async () => {
    if (!account.ok) return;
    const ticket = await verify.mutateAsync({
      account: account.account,
      country: account.country,
      code: code.trim(),
    });
    setResetToken(ticket.reset_token);
    void navigate(PATHS.forgotPasswordNext);
  });

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-step">{t('forgot.step', { step: 1 })}</p>
      <p className="wh-form-note">{t('forgot.intro')}</p>
      <AccountFields field={form.field('account')} area={area} />
      <CodeField field={form.field('code')} value={code} onChange={setCode} onSend={onSendCode} />
      <SubmitButton form={form} label={t('forgot.next')} />
    </form>
  );
}
