import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { PASSWORD_MIN_LENGTH, isVerificationCode, validateNewPassword } from '@waihui/core';
import type { UserInfo } from '@waihui/contracts';
import { CodeButton } from '@/components/code-button';
import { fieldIssueText, newPasswordIssues, type FieldIssue } from '@/components/field-errors';
import { FormField, TextInput } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { useServerFieldError, type ServerFieldMap } from '@/components/use-server-field-error';
import { showToast } from '@/lib/toast/toast';
import { sendFundPasswordCode, useSetFundPassword } from '../api/fund-password';
import './me.css';

type Field = 'code' | 'password' | 'confirm';
const FIELDS: readonly Field[] = ['code', 'password', 'confirm'];
const FIELD_IDS: Record<Field, string> = {
  code: 'fund-code',
  password: 'fund-password',
  confirm: 'fund-confirm',
};
const SERVER_FIELDS: ServerFieldMap<Field> = {
  CODE_FORMAT: 'code',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
  CODE_TOO_MANY_TRIES: 'code',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  FUND_PASSWORD_SAME_AS_LOGIN: 'password',
  PASSWORDS_DO_NOT_MATCH: 'confirm',
};

/**
 * Set or change the fund password (anQuan) with a code sent to the account's own e-mail or mobile.
 * The fund password confirms withdrawals and must differ from the login password (server rule).
 */
export function FundPasswordForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation('identity');
  const save = useSetFundPassword();
  const server = useServerFieldError(SERVER_FIELDS);
  const [values, setValues] = useState<Record<Field, string>>({
    code: '',
    password: '',
    confirm: '',
  });
  const [submitted, setSubmitted] = useState(false);

  const passwords = newPasswordIssues(
    validateNewPassword({ password: values.password, confirmPassword: values.confirm }),
    values.password,
  );
  const issues: Record<Field, FieldIssue | null> = {
    code: isVerificationCode(values.code.trim()) ? null : 'CODE_FORMAT',
    password: passwords.password,
    confirm: passwords.confirm,
  };
  const destination =
    (info.account_type === 'phone' ? info.phone_masked : info.email_masked) ?? info.account;

  function errorOf(field: Field): string | null {
    const serverMessage = server.messageFor(field);
    if (serverMessage !== null) return serverMessage;
    const issue = submitted ? issues[field] : null;
    return issue === null ? null : fieldIssueText(t, issue);
  }

  function set(field: Field, value: string): void {
    server.clear(field);
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function onSendCode(): Promise<number> {
    try {
      const sent = await sendFundPasswordCode(info.account_type);
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
    if (save.isPending) return;
    setSubmitted(true);
    const invalid = FIELDS.find((field) => issues[field] !== null);
    if (invalid !== undefined) {
      document.getElementById(FIELD_IDS[invalid])?.focus();
      return;
    }
    save.mutate(
      { code: values.code.trim(), password: values.password, confirm_password: values.confirm },
      {
        onSuccess: () => {
          showToast(t('security.success'), { icon: 'success' });
          setSubmitted(false);
          setValues({ code: '', password: '', confirm: '' });
        },
        onError: (error) => server.show(error),
      },
    );
  }

  const title = info.has_fund_password ? t('security.changeTitle') : t('security.setTitle');
  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit} aria-label={title}>
      <h2 className="wh-form-title">{title}</h2>
      <p className="wh-form-note">{t('security.fundIntro')}</p>
      <FormField id={FIELD_IDS.code} label={t('fields.code')} error={errorOf('code')}>
        <TextInput
          id={FIELD_IDS.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('fields.codePlaceholder')}
          value={values.code}
          invalid={errorOf('code') !== null}
          onChange={(value) => set('code', value)}
          suffix={<CodeButton onSend={onSendCode} />}
        />
      </FormField>
      <p className="wh-form-note">{t('security.codeTo', { destination })}</p>
      <FormField
        id={FIELD_IDS.password}
        label={t('fields.fundPassword')}
        error={errorOf('password')}
      >
        <PasswordInput
          id={FIELD_IDS.password}
          autoComplete="new-password"
          placeholder={t('fields.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
          value={values.password}
          invalid={errorOf('password') !== null}
          onChange={(value) => set('password', value)}
        />
      </FormField>
      <FormField
        id={FIELD_IDS.confirm}
        label={t('fields.confirmFundPassword')}
        error={errorOf('confirm')}
      >
        <PasswordInput
          id={FIELD_IDS.confirm}
          autoComplete="new-password"
          placeholder={t('fields.confirmPasswordPlaceholder')}
          value={values.confirm}
          invalid={errorOf('confirm') !== null}
          onChange={(value) => set('confirm', value)}
        />
      </FormField>
      <div className="wh-form-actions">
        <Button type="submit" color="primary" size="large" block loading={save.isPending}>
          {info.has_fund_password ? t('security.changeSubmit') : t('security.setSubmit')}
        </Button>
      </div>
    </form>
  );
}
