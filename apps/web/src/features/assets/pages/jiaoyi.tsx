import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Assets and trade (tab 4). Placeholder until its issue fills it. */
export default function JiaoyiPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.jiaoyi')} back={false} />
      <NotAvailableYet />
    </>
  );
}
