import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { backofficeRoutes, type AdminLoginData } from '@waihui/contracts';
import { asksForCaptcha } from '@/lib/http/asks-for-captcha';
import { operatorCall } from '../api/operator-client';
import { setOperatorSession } from '../api/operator-session';
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
  const [busy, setBusy] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captcha = useSignInCaptcha(captchaNeeded);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const solution = captchaNeeded ? captcha.solution() : undefined;
    // The server would refuse without it (CAPTCHA_REQUIRED): said at the field, nothing sent.
    setCaptchaMissing(captchaNeeded && solution === undefined);
    if (captchaNeeded && solution === undefined) return;
    setBusy(true);
    try {
      const answer: AdminLoginData = await operatorCall(
        backofficeRoutes.adminLogin,
        { account, password, ...(step.kind === 'code' ? { totp: code } : {}), ...solution },
        { loading: true },
      ).finally(() => {
        // The server used the image code up, whatever the answer.
        if (solution !== undefined) captcha.renew();
      });
      if (answer.status === 'signed_in') {
        setOperatorSession({
          token: answer.token,
          roles: answer.roles,
          expiresAt: answer.expires_at,
        });
      } else if (answer.status === 'totp_setup') {
        setStep({ kind: 'code', setup: { uri: answer.otpauth_uri, secret: answer.secret } });
      } else {
        setStep({ kind: 'code', setup: null });
      }
    } catch (error) {
      // The client showed the server's message; the next try may need the image code.
      if (asksForCaptcha(error)) setCaptchaNeeded(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="bo-signin" aria-labelledby="bo-signin-heading">
      <h2 id="bo-signin-heading">{t('signIn.heading')}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="bo-account">{t('signIn.account')}</label>
        <input
          id="bo-account"
          autoComplete="username"
          value={account}
          disabled={step.kind === 'code'}
          onChange={(event) => setAccount(event.target.value)}
        />
        <label htmlFor="bo-password">{t('signIn.password')}</label>
        <input
          id="bo-password"
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={step.kind === 'code'}
          onChange={(event) => setPassword(event.target.value)}
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
          <>
            <label htmlFor="bo-code">{t('signIn.code')}</label>
            <input
              id="bo-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </>
        )}
        {captchaNeeded && (
          <SignInCaptcha
            captcha={captcha}
            // Said until something is typed.
            missing={captchaMissing && captcha.answer.trim() === ''}
          />
        )}
        <button type="submit" disabled={busy}>
          {step.kind === 'code' ? t('signIn.verify') : t('signIn.submit')}
        </button>
      </form>
    </section>
  );
}
