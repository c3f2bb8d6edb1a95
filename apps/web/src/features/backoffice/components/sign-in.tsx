import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { isVerificationCode, VERIFICATION_CODE_LENGTH } from '@waihui/core';
import { TextField } from '@/components/form/plain-fields';
import { useForm } from '@/components/form/use-form';
import { asksForCaptcha } from '@/lib/http/asks-for-captcha';
import { signIn } from '../api/sign-in';
import { SignInCaptcha, useSignInCaptcha } from './sign-in-captcha';

type Step = { kind: 'password' } | { kind: 'code'; setup: { uri: string; secret: string } | null };

/**
 * Operator sign-in: account and password (the app's own check), then the authenticator's code.
 * On the first sign-in the server answers the secret to enrol: shown as a QR code and as text.
 * Once the server says the account needs the image code (5 wrong passwords or codes), it is asked
 * on every try, each with a fresh image, until a sign-in succeeds.
 */
export function SignIn() {
  const { t } = useTranslation('backoffice');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useSignInCaptcha(captchaNeeded);
  const form = useForm(
    { name: 'bo', fields: ['account', 'password', 'code', 'captcha'] },
    {
      account: account.trim() === '' ? 'ACCOUNT_REQUIRED' : null,
      password: password === '' ? 'PASSWORD_REQUIRED' : null,
      code: step.kind === 'code' && !isVerificationCode(code) ? 'CODE_FORMAT' : null,
      // The server would refuse without it: said at the field, nothing sent.
      captcha: captchaNeeded && captcha.solution() === undefined ? 'CAPTCHA_REQUIRED' : null,
    },
  );

  const onSubmit = form.onSubmit(async () => {
    const solution = captchaNeeded ? captcha.solution() : undefined;
    try {
      const answer = await signIn({
        account,
        password,
        ...(step.kind === 'code' ? { totp: code } : {}),
        ...solution,
      });
      if (answer.status === 'totp_setup') {
        setStep({ kind: 'code', setup: { uri: answer.otpauth_uri, secret: answer.secret } });
      } else if (answer.status === 'totp_required') {
        setStep({ kind: 'code', setup: null });
      }
    } catch (error) {
      // The client showed the server's message; the next try may need the image code.
      if (asksForCaptcha(error)) setCaptchaNeeded(true);
      throw error;
    } finally {
      // The server used the image code up, whatever the answer: a new one, asked for afresh.
      if (solution !== undefined) captcha.renew();
      form.reset();
    }
  });

  return (
    <section className="bo-signin" aria-labelledby="bo-signin-heading">
      <h2 id="bo-signin-heading">{t('signIn.heading')}</h2>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          field={form.field('account')}
          label={t('signIn.account')}
          autoComplete="username"
          value={account}
          disabled={step.kind === 'code'}
          onChange={setAccount}
        />
        <TextField
          field={form.field('password')}
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={step.kind === 'code'}
          onChange={setPassword}
        />
        {step.kind === 'code' && step.setup !== null && (
          <div className="bo-setup">
            <h3>{t('signIn.setupHeading')}</h3>
            <p>{t('signIn.setupHelp')}</p>
            <img
              className="bo-qr"
              alt={t('signIn.qrAlt')}
              src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(step.setup.uri))}`}
            />
            <p>
              {t('signIn.secret')}: <code data-testid="totp-secret">{step.setup.secret}</code>
            </p>
          </div>
        )}
        {step.kind === 'code' && (
          <TextField
            field={form.field('code')}
            label={t('signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            value={code}
            onChange={(typed) => setCode(typed.replace(/\D/g, ''))}
          />
        )}
        {captchaNeeded && <SignInCaptcha field={form.field('captcha')} captcha={captcha} />}
        <button type="submit" disabled={form.submitting}>
          {step.kind === 'code' ? t('signIn.verify') : t('signIn.submit')}
        </button>
      </form>
    </section>
  );
}
