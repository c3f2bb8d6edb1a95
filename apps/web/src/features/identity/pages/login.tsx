import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Login; also where an expired session is sent. Placeholder until its issue fills it. */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.login')} />
      <NotAvailableYet />
    </>
  );
}
