import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** About the platform. Placeholder until its issue fills it. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.aboutUs')} />
      <NotAvailableYet />
    </>
  );
}
