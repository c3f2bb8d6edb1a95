import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** USDT withdrawal. Placeholder until its issue fills it. */
export default function WithdrawUSDTPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.withdrawUSDT')} />
      <NotAvailableYet />
    </>
  );
}
