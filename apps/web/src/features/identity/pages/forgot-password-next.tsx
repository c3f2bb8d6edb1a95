import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Forgot password, step 2: the new password (needs the reset token of step 1). */
export default function ForgotPasswordNextPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.forgotPasswordNext')} />
      <ResetPasswordForm />
    </>
  );
}
