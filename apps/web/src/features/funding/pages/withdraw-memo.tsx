import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Withdrawal memo. Placeholder until its issue fills it. */
export default function WithdrawMemoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.withdrawMemo')} />
      <NotAvailableYet />
    </>
  );
}
