import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Identity verification, step 2 (documents). Placeholder until its issue fills it. */
export default function IdentityVerification2Page() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.identityVerification2')} />
      <NotAvailableYet />
    </>
  );
}
