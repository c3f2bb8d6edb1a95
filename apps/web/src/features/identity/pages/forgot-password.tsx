import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** Forgot password, step 1: the account and a code sent to it. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.forgotPassword')} />
      <ForgotPasswordForm />
    </>
  );
}
