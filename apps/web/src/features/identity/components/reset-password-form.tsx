import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '@/components/form/fields';
import { newPasswordIssues } from '@/components/form/new-password';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { ApiError } from '@/lib/http/client';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import { useResetPassword } from '../api/forget-password';
import { useIdentityDraft } from './identity-draft';
import './identity.css';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useForm(
    { name: 'reset', fields: ['password', 'confirmPassword'] },
    newPasswordIssues(password, confirm),
  );

  const onSubmit = form.onSubmit(async () => {
    if (resetToken === null) return;
    try {
      await reset.mutateAsync({ reset_token: resetToken, password, confirm_password: confirm });
    } catch (error) {
      // An expired or used token cannot be retried: back to step 1.
      if (error instanceof ApiError && error.details.reason === 'RESET_TICKET_INVALID') {
        setResetToken(null);
      }
      throw error;
    }
    clearSecrets();
    showToast(t('forgot.success'), { icon: 'success' });
    void navigate(PATHS.login, { replace: true });
  });

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

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-step">{t('forgot.step', { step: 2 })}</p>
      <p className="wh-form-note">{t('forgot.newIntro')}</p>
      <NewPasswordFields
        form={form}
        labels={{
          password: t('fields.newPassword'),
          confirmPassword: t('fields.confirmNewPassword'),
        }}
        values={{ password, confirmPassword: confirm }}
        onChange={(which, value) => (which === 'password' ? setPassword : setConfirm)(value)}
      />
      <SubmitButton form={form} label={t('forgot.submit')} />
    </form>
  );
}
