import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Forgot password, step 1. Placeholder until its issue fills it. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.forgotPassword')} />
      <NotAvailableYet />
    </>
  );
}
