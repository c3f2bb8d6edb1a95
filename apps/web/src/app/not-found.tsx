import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { HOME_PATH } from '../lib/paths';

/** Shown for a hash path that is no route of product.md §2.4. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.notFound')} />
      <section className="wh-not-available">
        <p className="wh-not-available__text">{t('page.notFound')}</p>
        <Link className="wh-link-button" to={HOME_PATH} replace>
          {t('page.goHome')}
        </Link>
      </section>
    </>
  );
}
