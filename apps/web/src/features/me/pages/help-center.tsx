import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Help centre. Placeholder until its issue fills it. */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.helpCenter')} />
      <NotAvailableYet />
    </>
  );
}
