import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Bound wallet addresses. Placeholder until its issue fills it. */
export default function BindUSDTPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.bindUSDT')} />
      <NotAvailableYet />
    </>
  );
}
