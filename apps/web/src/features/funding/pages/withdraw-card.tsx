import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Bank-card withdrawal. Placeholder until its issue fills it. */
export default function WithdrawCardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.withdrawCard')} />
      <NotAvailableYet />
    </>
  );
}
