import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ArticleList } from '../components/article-list';
import '@/lib/content/content.css';
import '../components/news.css';

/** Announcements (product.md §2.4 gongGao): the notices, newest first, page by page. */
export default function NoticesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.notices')} />
      <div className="wh-news">
        <ArticleList category="notice" />
      </div>
    </>
  );
}
