import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Service terms with risk warnings. Placeholder until its issue fills it. */
export default function ServiceTermsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.serviceTerms')} />
      <NotAvailableYet />
    </>
  );
}
