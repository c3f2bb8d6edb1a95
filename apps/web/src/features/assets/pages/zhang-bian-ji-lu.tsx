import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';

/** Account change records. Placeholder until its issue fills it. */
export default function ZhangBianJiLuPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.zhangBianJiLu')} />
      <NotAvailableYet />
    </>
  );
}
