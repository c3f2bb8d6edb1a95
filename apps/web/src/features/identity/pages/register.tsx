import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Registration. Placeholder until its issue fills it. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.register')} />
      <NotAvailableYet />
    </>
  );
}
