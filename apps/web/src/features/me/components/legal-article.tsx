import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ArticleView } from '@/lib/content/article-view';
import { getArticleQueryOptions } from '@/lib/content/queries';
import { useAppStore } from '@/lib/store/store';
import '@/lib/content/content.css';

/**
 * A fixed page of the content module (terms, about) by slug, in the reader's language, with what
 * the page adds below it (`children`, e.g. the barred countries under the terms).
 */
export function LegalArticle({ slug, children }: { slug: string; children?: ReactNode }) {
  const { t } = useTranslation('content');
  const lang = useAppStore((state) => state.lang);
  const article = useQuery(getArticleQueryOptions({ slug }, lang));
  if (article.isPending) {
    return (
      <p className="wh-content-state" role="status">
        {t('state.loading')}
      </p>
    );
  }
  if (article.isError) {
    return (
      <div className="wh-content-state" role="alert">
        <p>{t('state.loadFailed')}</p>
        <button
          type="button"
          className="wh-button wh-button--ghost"
          onClick={() => void article.refetch()}
        >
          {t('state.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <ArticleView article={article.data} showDate={false} headingId={`${slug}-title`} />
      {children}
    </>
  );
}
