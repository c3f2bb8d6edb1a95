import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** News (tab 3). Placeholder until its issue fills it. */
export default function NewsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.news')} back={false} />
      <NotAvailableYet />
    </>
  );
}
