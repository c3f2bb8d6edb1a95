import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Built-in location viewer. Placeholder until its issue fills it. */
export default function OpenLocationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.openLocation')} />
      <NotAvailableYet />
    </>
  );
}
