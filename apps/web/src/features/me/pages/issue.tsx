import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Questions and answers. Placeholder until its issue fills it. */
export default function IssuePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.issue')} />
      <NotAvailableYet />
    </>
  );
}
