import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { PASSWORD_MIN_LENGTH, validateNewPassword } from '@waihui/core';
import { fieldIssueText, newPasswordIssues } from '@/components/field-errors';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { useServerFieldError, type ServerFieldMap } from '@/components/use-server-field-error';
import { ApiError } from '@/lib/http/client';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { useResetPassword } from '../api/forget-password';
import { useIdentityDraft } from './identity-draft';
import './identity.css';

type Field = 'password' | 'confirm';
const FIELD_IDS: Record<Field, string> = { password: 'reset-password', confirm: 'reset-confirm' };
const SERVER_FIELDS: ServerFieldMap<Field> = {
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORDS_DO_NOT_MATCH: 'confirm',
};

/**
 * Forgot password, step 2 (forgotPasswordNext): the new password twice, spending the reset token
 * of step 1. Without a token (reload, expired, used) it says so and offers step 1 again.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const resetToken = useIdentityDraft((state) => state.resetToken);
  const clearSecrets = useIdentityDraft((state) => state.clearSecrets);
  const setResetToken = useIdentityDraft((state) => state.setResetToken);
  const reset = useResetPassword();
  const server = useServerFieldError(SERVER_FIELDS);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  if (resetToken === null) {
    return (
      <section className="wh-form-card wh-notice-card" role="alert">
        <p className="wh-form-note">{t('forgot.expired')}</p>
        <Link to={PATHS.forgotPassword} replace className="wh-button wh-button--primary">
          {t('forgot.restart')}
        </Link>
      </section>
    );
  }

  const issues = newPasswordIssues(
    validateNewPassword({ password, confirmPassword: confirm }),
    password,
  );
  function errorOf(field: Field): string | null {
    const serverMessage = server.messageFor(field);
    if (serverMessage !== null) return serverMessage;
    const issue = submitted ? issues[field === 'password' ? 'password' : 'confirm'] : null;
    return issue === null ? null : fieldIssueText(t, issue);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (reset.isPending || resetToken === null) return;
    setSubmitted(true);
    if (issues.password !== null || issues.confirm !== null) {
      document
        .getElementById(FIELD_IDS[issues.password !== null ? 'password' : 'confirm'])
        ?.focus();
      return;
    }
    reset.mutate(
      { reset_token: resetToken, password, confirm_password: confirm },
      {
        onSuccess: () => {
          clearSecrets();
          showToast(t('forgot.success'), { icon: 'success' });
          void navigate(PATHS.login, { replace: true });
        },
        onError: (error) => {
          server.show(error);
          // An expired or used token cannot be retried: back to step 1.
          if (error instanceof ApiError && error.details.reason === 'RESET_TICKET_INVALID') {
            setResetToken(null);
          }
        },
      },
    );
  }

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-step">{t('forgot.step', { step: 2 })}</p>
      <p className="wh-form-note">{t('forgot.newIntro')}</p>
      <FormField
        id={FIELD_IDS.password}
        label={t('fields.newPassword')}
        error={errorOf('password')}
      >
        <PasswordInput
          id={FIELD_IDS.password}
          autoComplete="new-password"
          placeholder={t('fields.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          invalid={errorOf('password') !== null}
          onChange={(value) => {
            server.clear('password');
            setPassword(value);
          }}
        />
      </FormField>
      <FormField
        id={FIELD_IDS.confirm}
        label={t('fields.confirmNewPassword')}
        error={errorOf('confirm')}
      >
        <PasswordInput
          id={FIELD_IDS.confirm}
          autoComplete="new-password"
          placeholder={t('fields.confirmPasswordPlaceholder')}
          value={confirm}
          invalid={errorOf('confirm') !== null}
          onChange={(value) => {
            server.clear('confirm');
            setConfirm(value);
          }}
        />
      </FormField>
      <div className="wh-form-actions">
        <Button type="submit" color="primary" size="large" block loading={reset.isPending}>
          {t('forgot.submit')}
        </Button>
      </div>
    </form>
  );
}
