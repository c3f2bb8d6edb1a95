import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { isVerificationCode } from '@waihui/core';
import type { LoginBody } from '@waihui/contracts';
import { CodeButton } from '@/components/code-button';
import { fieldIssueText, type FieldIssue } from '@/components/field-errors';
import { FormField, TextInput } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { useServerFieldError, type ServerFieldMap } from '@/components/use-server-field-error';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { useLogin } from '../api/login';
import { sendCode } from '../api/send-code';
import { AccountField } from './account-fields';
import { readAccountInput } from './account-input';
import { AccountTypeTabs } from './account-type-tabs';
import { useIdentityDraft } from './identity-draft';
import { redirectTarget } from './redirect';
import { useSelectedArea } from './use-areas';
import './identity.css';

type Field = 'account' | 'password' | 'code';
const FIELD_IDS: Record<Field, string> = {
  account: 'login-account',
  password: 'login-password',
  code: 'login-code',
};

const SERVER_FIELDS: ServerFieldMap<Field> = {
  INVALID_ACCOUNT: 'account',
  INVALID_MOBILE: 'account',
  INVALID_EMAIL: 'account',
  ACCOUNT_NOT_FOUND: 'account',
  NO_PHONE_ON_ACCOUNT: 'account',
  NO_EMAIL_ON_ACCOUNT: 'account',
  WRONG_CREDENTIALS: 'password',
  ACCOUNT_LOCKED: 'password',
  CODE_FORMAT: 'code',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_TOO_MANY_TRIES: 'code',
};

export type LoginMode = 'password' | 'code';

/**
 * Login with an e-mail address or mobile number and the password, or with a code sent to it
 * (spec §2). On success the token and profile go to the store and the app goes back to where the
 * visitor was sent from (`?redirect=`), else to the "me" page.
 */
export function LoginForm() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { search } = useLocation();
  const draft = useIdentityDraft();
  const { country, area } = useSelectedArea();
  const loginMutation = useLogin();
  const server = useServerFieldError(SERVER_FIELDS);
  const [mode, setMode] = useState<LoginMode>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());

  const account = readAccountInput(
    draft.accountType,
    { phone: draft.phone, email: draft.email },
    country,
  );
  const issues: Partial<Record<Field, FieldIssue>> = {};
  if (!account.ok) issues.account = account.issue;
  if (mode === 'password' && password === '') issues.password = 'PASSWORD_REQUIRED';
  if (mode === 'code' && !isVerificationCode(code.trim())) issues.code = 'CODE_FORMAT';

  function errorOf(field: Field): string | null {
    const serverMessage = server.messageFor(field);
    if (serverMessage !== null) return serverMessage;
    const issue = shown.has(field) ? issues[field] : undefined;
    return issue === undefined ? null : fieldIssueText(t, issue);
  }

  async function onSendCode(): Promise<number | null> {
    setShown((current) => new Set([...current, 'account']));
    if (!account.ok) {
      document.getElementById(FIELD_IDS.account)?.focus();
      return null;
    }
    try {
      const sent = await sendCode('login', account.destination);
      showToast(t('code.sentTo', { destination: sent.destination_masked }), { icon: 'success' });
      document.getElementById(FIELD_IDS.code)?.focus();
      return sent.resend_after_seconds;
    } catch (error) {
      server.show(error);
      throw error;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (loginMutation.isPending) return;
    const fields: Field[] = ['account', mode];
    setShown(new Set(fields));
    const invalid = fields.find((field) => issues[field] !== undefined);
    if (invalid !== undefined || !account.ok) {
      document.getElementById(FIELD_IDS[invalid ?? 'account'])?.focus();
      return;
    }
    const who = { account: account.account, country: account.country };
    const body: LoginBody =
      mode === 'password'
        ? { type: 'password', ...who, password }
        : { type: 'code', ...who, code: code.trim() };
    loginMutation.mutate(body, {
      onSuccess: () => {
        draft.clearSecrets();
        showToast(t('login.success'), { icon: 'success' });
        void navigate(redirectTarget(search), { replace: true });
      },
      onError: (error) => server.show(error),
    });
  }

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <AccountTypeTabs
        value={draft.accountType}
        onChange={(type) => {
          server.clear('account');
          draft.setAccountType(type);
        }}
      />
      <AccountField
        id={FIELD_IDS.account}
        area={area}
        error={errorOf('account')}
        onEdit={() => server.clear('account')}
      />
      {mode === 'password' ? (
        <FormField id={FIELD_IDS.password} label={t('fields.password')} error={errorOf('password')}>
          <PasswordInput
            id={FIELD_IDS.password}
            autoComplete="current-password"
            placeholder={t('fields.loginPasswordPlaceholder')}
            value={password}
            invalid={errorOf('password') !== null}
            onChange={(value) => {
              server.clear('password');
              setPassword(value);
            }}
          />
        </FormField>
      ) : (
        <FormField id={FIELD_IDS.code} label={t('fields.code')} error={errorOf('code')}>
          <TextInput
            id={FIELD_IDS.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('fields.codePlaceholder')}
            value={code}
            invalid={errorOf('code') !== null}
            onChange={(value) => {
              server.clear('code');
              setCode(value);
            }}
            suffix={<CodeButton onSend={onSendCode} />}
          />
        </FormField>
      )}
      <div className="wh-form-switch">
        <button
          type="button"
          className="wh-link"
          onClick={() => {
            setShown(new Set());
            setMode(mode === 'password' ? 'code' : 'password');
          }}
        >
          {mode === 'password' ? t('login.withCode') : t('login.withPassword')}
        </button>
        <Link to={PATHS.forgotPassword} className="wh-link">
          {t('login.forgot')}
        </Link>
      </div>
      <div className="wh-form-actions">
        <Button type="submit" color="primary" size="large" block loading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
