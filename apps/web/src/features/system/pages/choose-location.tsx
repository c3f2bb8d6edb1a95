import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Built-in location picker. Placeholder until its issue fills it. */
export default function ChooseLocationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.chooseLocation')} />
      <NotAvailableYet />
    </>
  );
}
