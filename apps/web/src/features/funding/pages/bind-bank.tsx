import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Bound bank cards. Placeholder until its issue fills it. */
export default function BindBankPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.bindBank')} />
      <NotAvailableYet />
    </>
  );
}
