import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Change password. Placeholder until its issue fills it. */
export default function XiuGaiMiMaPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.xiuGaiMiMa')} />
      <NotAvailableYet />
    </>
  );
}
