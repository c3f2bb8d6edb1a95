import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Add a bank card. Placeholder until its issue fills it. */
export default function AddBankPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.addBank')} />
      <NotAvailableYet />
    </>
  );
}
