import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Candlestick chart. Placeholder until its issue fills it. */
export default function KLinePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.kLine')} />
      <NotAvailableYet />
    </>
  );
}
