import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Deposit. Placeholder until its issue fills it. */
export default function DepositPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.deposit')} />
      <NotAvailableYet />
    </>
  );
}
