import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { isVerificationCode } from '@waihui/core';
import { CodeButton } from '@/components/code-button';
import { fieldIssueText, type FieldIssue } from '@/components/field-errors';
import { FormField, TextInput } from '@/components/form-field';
import { useServerFieldError, type ServerFieldMap } from '@/components/use-server-field-error';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { useVerifyReset } from '../api/forget-password';
import { sendCode } from '../api/send-code';
import { AccountField } from './account-fields';
import { readAccountInput } from './account-input';
import { AccountTypeTabs } from './account-type-tabs';
import { useIdentityDraft } from './identity-draft';
import { useSelectedArea } from './use-areas';
import './identity.css';

type Field = 'account' | 'code';
const FIELD_IDS: Record<Field, string> = { account: 'forgot-account', code: 'forgot-code' };

const SERVER_FIELDS: ServerFieldMap<Field> = {
  INVALID_ACCOUNT: 'account',
  INVALID_MOBILE: 'account',
  INVALID_EMAIL: 'account',
  ACCOUNT_NOT_FOUND: 'account',
  NO_PHONE_ON_ACCOUNT: 'account',
  NO_EMAIL_ON_ACCOUNT: 'account',
  CODE_FORMAT: 'code',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_TOO_MANY_TRIES: 'code',
};

/**
 * Forgot password, step 1 (forgotPassword): the account and a code sent to it. The server answers
 * a reset token, kept in memory for step 2 (forgotPasswordNext).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const draft = useIdentityDraft();
  const { country, area } = useSelectedArea();
  const verify = useVerifyReset();
  const server = useServerFieldError(SERVER_FIELDS);
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());

  const account = readAccountInput(
    draft.accountType,
    { phone: draft.phone, email: draft.email },
    country,
  );
  const issues: Partial<Record<Field, FieldIssue>> = {};
  if (!account.ok) issues.account = account.issue;
  if (!isVerificationCode(code.trim())) issues.code = 'CODE_FORMAT';

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
      const sent = await sendCode('reset_password', account.destination);
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
    if (verify.isPending) return;
    setShown(new Set(['account', 'code']));
    if (!account.ok || issues.code !== undefined) {
      document.getElementById(FIELD_IDS[account.ok ? 'code' : 'account'])?.focus();
      return;
    }
    verify.mutate(
      { account: account.account, country: account.country, code: code.trim() },
      {
        onSuccess: (ticket) => {
          draft.setResetToken(ticket.reset_token);
          void navigate(PATHS.forgotPasswordNext);
        },
        onError: (error) => server.show(error),
      },
    );
  }

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-step">{t('forgot.step', { step: 1 })}</p>
      <p className="wh-form-note">{t('forgot.intro')}</p>
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
      <div className="wh-form-actions">
        <Button type="submit" color="primary" size="large" block loading={verify.isPending}>
          {t('forgot.next')}
        </Button>
      </div>
    </form>
  );
}
