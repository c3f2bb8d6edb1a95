import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isVerificationCode } from '@waihui/core';
import type { LoginBody } from '@waihui/contracts';
import { CodeField, PasswordField } from '@/components/form/fields';
import { useCodeSender } from '@/components/form/send-code';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { asksForCaptcha } from '@/lib/http/asks-for-captcha';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { useLogin } from '../api/login';
import { sendCode } from '../api/send-code';
import { AccountFields, useAccountInput } from './account-fields';
import { CaptchaField, useCaptchaAnswer } from './captcha-field';
import { useIdentityDraft } from './identity-draft';
import { redirectTarget } from './redirect';
import './identity.css';

export type LoginMode = 'password' | 'code';

/**
 * Login with an e-mail address or mobile number and the password, or with a code sent to it
 * (product.md §2.4). On success the token and profile go to the store and the app goes back to where the
 * visitor was sent from (`?redirect=`), else home. The image code shows where the
 * server asks for one: before an SMS code, and for passwords after 5 wrong ones (product.md §15.2).
 */
export function LoginForm() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { search } = useLocation();
  const clearSecrets = useIdentityDraft((state) => state.clearSecrets);
  const accountType = useIdentityDraft((state) => state.accountType);
  const { account, area } = useAccountInput();
  const login = useLogin();
  const [mode, setMode] = useState<LoginMode>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [passwordNeedsCaptcha, setPasswordNeedsCaptcha] = useState(false);
  const captcha = useCaptchaAnswer();
  const smsCode = mode === 'code' && accountType === 'phone';
  const showCaptcha = smsCode || (mode === 'password' && passwordNeedsCaptcha);

  const form = useForm(
    { name: 'login', fields: ['account', 'captcha', 'password', 'code'] },
    {
      account: account.ok ? null : account.issue,
      captcha: showCaptcha && captcha.value.trim() === '' ? 'CAPTCHA_REQUIRED' : null,
      password: mode === 'password' && password === '' ? 'PASSWORD_REQUIRED' : null,
      code: mode === 'code' && !isVerificationCode(code.trim()) ? 'CODE_FORMAT' : null,
    },
  );
  const onSendCode = useCodeSender(
    form,
    { needs: smsCode ? ['account', 'captcha'] : ['account'], code: 'code' },
    () => {
      if (!account.ok) return null;
      if (account.destination.channel === 'email') return sendCode('login', account.destination);
      // The SMS uses the image code up, whatever the answer.
      return sendCode('login', account.destination, captcha.solution()).finally(captcha.renew);
    },
  );

  const onSubmit = form.onSubmit(
    async () => {
      if (!account.ok) return;
      const who = { account: account.account, country: account.country };
      const body: LoginBody =
        mode === 'password'
          ? { type: 'password', ...who, password, ...(showCaptcha ? captcha.solution() : {}) }
          : { type: 'code', ...who, code: code.trim() };
      try {
        await login.mutateAsync(body);
      } catch (error) {
        if (mode === 'password') {
          if (showCaptcha) captcha.renew();
          if (asksForCaptcha(error)) setPasswordNeedsCaptcha(true);
        }
        throw error;
      }
      clearSecrets();
      showToast(t('login.success'), { icon: 'success' });
      void navigate(redirectTarget(search), { replace: true });
    },
    {
      fields: mode === 'password' && showCaptcha ? ['account', 'captcha', mode] : ['account', mode],
    },
  );

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <AccountFields field={form.field('account')} area={area} />
      {showCaptcha && (
        <CaptchaField
          field={form.field('captcha')}
          value={captcha.value}
          onChange={captcha.setValue}
        />
      )}
      {mode === 'password' ? (
        <PasswordField
          field={form.field('password')}
          label={t('fields.password')}
          autoComplete="current-password"
          placeholder={t('fields.loginPasswordPlaceholder')}
          value={password}
          onChange={setPassword}
        />
      ) : (
        <CodeField field={form.field('code')} value={code} onChange={setCode} onSend={onSendCode} />
      )}
      <div className="wh-form-switch">
        <button
          type="button"
          className="wh-link"
          onClick={() => {
            form.reset();
            setMode(mode === 'password' ? 'code' : 'password');
          }}
        >
          {mode === 'password' ? t('login.withCode') : t('login.withPassword')}
        </button>
        <Link to={PATHS.forgotPassword} className="wh-link">
          {t('login.forgot')}
        </Link>
      </div>
      <SubmitButton form={form} label={t('login.submit')} />
    </form>
  );
}
