import { useTranslation } from 'react-i18next';
import { LEGAL_PAGES } from '@waihui/contracts';
import { PageHeader } from '@/components/page-header';
import { LegalArticle } from '../components/legal-article';

/** About us (product.md §2.4 aboutUs): the content module's about page, in the reader's language. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.aboutUs')} />
      <LegalArticle slug={LEGAL_PAGES.aboutUs} />
    </>
  );
}
