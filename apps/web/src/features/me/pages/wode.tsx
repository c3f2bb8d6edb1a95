import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** My account / profile. Placeholder until its issue fills it. */
export default function WodePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.wode')} />
      <NotAvailableYet />
    </>
  );
}
