import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Contract trading (tab 2). Placeholder until its issue fills it. */
export default function ContractTradePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.contractTrade')} back={false} />
      <NotAvailableYet />
    </>
  );
}
