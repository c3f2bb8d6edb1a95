import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Market quotes (tab 1). Placeholder until its issue fills it. */
export default function HangqingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.hangqing')} back={false} />
      <NotAvailableYet />
    </>
  );
}
