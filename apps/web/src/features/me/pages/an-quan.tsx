import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Security / fund password. Placeholder until its issue fills it. */
export default function AnQuanPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.anQuan')} />
      <NotAvailableYet />
    </>
  );
}
