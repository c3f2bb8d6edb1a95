import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Add a wallet address. Placeholder until its issue fills it. */
export default function AddUSDTPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.addUSDT')} />
      <NotAvailableYet />
    </>
  );
}
