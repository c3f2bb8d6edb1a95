import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Home (tab 0). Placeholder until its issue fills it. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.index')} back={false} />
      <NotAvailableYet />
    </>
  );
}
