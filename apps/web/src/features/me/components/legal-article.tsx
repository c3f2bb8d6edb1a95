import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArticleView } from '@/lib/content/article-view';
import { ContentLoadState } from '@/lib/content/content-load-state';
import { getArticleQueryOptions } from '@/lib/content/queries';
import { useAppStore } from '@/lib/store/store';
import '@/lib/content/content.css';

/**
 * A fixed page of the content module (terms, about) by slug, in the reader's language, with what
 * the page adds below it (`children`, e.g. the barred countries under the terms).
 */
export function LegalArticle({ slug, children }: { slug: string; children?: ReactNode }) {
  const lang = useAppStore((state) => state.lang);
  const article = useQuery(getArticleQueryOptions({ slug }, lang));
  if (article.isPending || article.isError) {
    return <ContentLoadState failed={article.isError} onRetry={() => void article.refetch()} />;
  }
  return (
    <>
      <ArticleView article={article.data} showDate={false} headingId={`${slug}-title`} />
      {children}
    </>
  );
}
