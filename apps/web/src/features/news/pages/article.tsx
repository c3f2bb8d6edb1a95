import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/http/client';
import { PageHeader } from '@/components/page-header';
import { ArticleView } from '@/lib/content/article-view';
import { ContentLoadState } from '@/lib/content/content-load-state';
import { getArticleQueryOptions } from '@/lib/content/queries';
import { useAppStore } from '@/lib/store/store';
import '@/lib/content/content.css';
import '../components/news.css';

/** The article id of `?id=`, or null when missing or not a positive whole number. */
export function articleIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/** One article of the News tab, the notices or a banner (`?id=`), in the reader's language. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const id = articleIdOf(search);
  return (
    <>
      <PageHeader title={t('titles.article')} />
      {id === null ? <NotFound /> : <ArticleById id={id} />}
    </>
  );
}

function ArticleById({ id }: { id: number }) {
  const lang = useAppStore((state) => state.lang);
  const article = useQuery(getArticleQueryOptions({ id }, lang));
  if (article.error instanceof ApiError && article.error.details.reason === 'ARTICLE_NOT_FOUND') {
    return <NotFound />;
  }
  if (article.isPending || article.isError) {
    return <ContentLoadState failed={article.isError} onRetry={() => void article.refetch()} />;
  }
  return <ArticleView article={article.data} headingId="article-title" />;
}

function NotFound() {
  const { t } = useTranslation('content');
  return (
    <p className="wh-content-state" role="alert">
      {t('article.notFound')}
    </p>
  );
}
