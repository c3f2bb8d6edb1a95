import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Contact page with the support contact. Placeholder until its issue fills it. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.contactUs')} />
      <NotAvailableYet />
    </>
  );
}
