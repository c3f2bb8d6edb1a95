import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { LEGAL_PAGES } from '@waihui/contracts';
import { PageHeader } from '@/components/page-header';
import { useAppStore } from '@/lib/store/store';
import { getAreasQueryOptions } from '../api/content';
import { LegalArticle } from '../components/legal-article';
import '../components/content-pages.css';

/**
 * Terms of service (product.md §2.4 serviceTerms, §1.4): the terms with their risk warning, then the
 * countries and regions whose residents cannot open an account, read from the server's settings
 * (the same list registration enforces), so the page never disagrees with the rule.
 */
export default function ServiceTermsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.serviceTerms')} />
      <LegalArticle slug={LEGAL_PAGES.serviceTerms}>
        <BarredAreas />
      </LegalArticle>
    </>
  );
}

function BarredAreas() {
  const { t } = useTranslation('content');
  const lang = useAppStore((state) => state.lang);
  const areas = useQuery(getAreasQueryOptions(lang));
  if (areas.data === undefined) return null;
  const barred = areas.data.filter((area) => area.barred);
  return (
    <section className="wh-barred" aria-labelledby="barred-title" data-testid="barred-areas">
      <h2 id="barred-title" className="wh-barred__title">
        {t('terms.barredTitle')}
      </h2>
      {barred.length === 0 ? (
        <p>{t('terms.barredNone')}</p>
      ) : (
        <>
          <p>{t('terms.barredIntro')}</p>
          <ul className="wh-barred__list">
            {barred.map((area) => (
              <li key={area.code}>{area.name}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
