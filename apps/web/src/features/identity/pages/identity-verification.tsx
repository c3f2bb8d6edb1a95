import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Identity verification, step 1. Placeholder until its issue fills it. */
export default function IdentityVerificationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.identityVerification')} />
      <NotAvailableYet />
    </>
  );
}
