import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isVerificationCode } from '@waihui/core';
import { CodeField } from '@/components/form/fields';
import { useCodeSender } from '@/components/form/send-code';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { PATHS } from '@/lib/paths';
import { useVerifyReset } from '../api/forget-password';
import { sendCode } from '../api/send-code';
import { AccountFields, useAccountInput } from './account-fields';
import { CaptchaField, useCaptchaAnswer } from './captcha-field';
import { useIdentityDraft } from './identity-draft';
import './identity.css';

/**
 * Forgot password, step 1 (forgotPassword): the account and a code sent to it (an SMS needs the
 * image code first). The server answers a reset token, kept in memory for step 2 (forgotPasswordNext).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const setResetToken = useIdentityDraft((state) => state.setResetToken);
  const accountType = useIdentityDraft((state) => state.accountType);
  const { account, area } = useAccountInput();
  const verify = useVerifyReset();
  const [code, setCode] = useState('');
  const captcha = useCaptchaAnswer();
  const sms = accountType === 'phone';

  const form = useForm(
    { name: 'forgot', fields: ['account', 'captcha', 'code'] },
    {
      account: account.ok ? null : account.issue,
      captcha: sms && captcha.value.trim() === '' ? 'CAPTCHA_REQUIRED' : null,
      code: isVerificationCode(code.trim()) ? null : 'CODE_FORMAT',
    },
  );
  const onSendCode = useCodeSender(
    form,
    { needs: sms ? ['account', 'captcha'] : ['account'], code: 'code' },
    () => {
      if (!account.ok) return null;
      if (account.destination.channel === 'email') {
        return sendCode('reset_password', account.destination);
      }
      // The SMS uses the image code up, whatever the answer.
      return sendCode('reset_password', account.destination, captcha.solution()).finally(
        captcha.renew,
      );
    },
  );

  const onSubmit = form.onSubmit(
    async () => {
      if (!account.ok) return;
      const ticket = await verify.mutateAsync({
        account: account.account,
        country: account.country,
        code: code.trim(),
      });
      setResetToken(ticket.reset_token);
      void navigate(PATHS.forgotPasswordNext);
    },
    { fields: ['account', 'code'] },
  );

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-step">{t('forgot.step', { step: 1 })}</p>
      <p className="wh-form-note">{t('forgot.intro')}</p>
      <AccountFields field={form.field('account')} area={area} />
      {sms && (
        <CaptchaField
          field={form.field('captcha')}
          value={captcha.value}
          onChange={captcha.setValue}
        />
      )}
      <CodeField field={form.field('code')} value={code} onChange={setCode} onSend={onSendCode} />
      <SubmitButton form={form} label={t('forgot.next')} />
    </form>
  );
}
