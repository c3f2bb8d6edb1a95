import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Forgot password, step 2. Placeholder until its issue fills it. */
export default function ForgotPasswordNextPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.forgotPasswordNext')} />
      <NotAvailableYet />
    </>
  );
}
