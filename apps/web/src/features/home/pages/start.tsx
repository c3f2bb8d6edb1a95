import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { PageHeader } from '@/components/page-header';
import { HOME_PATH } from '@/lib/paths';

/** Start page; `/` is an alias of it. Placeholder until its issue fills it; links to the home tab meanwhile. */
export default function StartPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.start')} back={false} />
      <NotAvailableYet>
        <Link className="wh-link-button" to={HOME_PATH} replace>
          {t('page.goHome')}
        </Link>
      </NotAvailableYet>
    </>
  );
}
