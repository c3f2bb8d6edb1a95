import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Withdraw entry. Placeholder until its issue fills it. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.withdraw')} />
      <NotAvailableYet />
    </>
  );
}
