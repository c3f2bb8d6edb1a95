import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Announcements. Placeholder until its issue fills it. */
export default function NoticesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.notices')} />
      <NotAvailableYet />
    </>
  );
}
