import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Country selection. Placeholder until its issue fills it. */
export default function SelectCountryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.selectCountry')} />
      <NotAvailableYet />
    </>
  );
}
