import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '@waihui/contracts';
import { ContentLoadState } from '@/lib/content/content-load-state';
import { formatPublishDate } from '@/lib/content/format-date';
import { PATHS } from '@/lib/paths';
import { useAppStore } from '@/lib/store/store';
import { loadedRows } from '@/lib/query/paging';
import { getNewsListQueryOptions, type NewsCategory } from '../api/news';
import { ListFooter } from '@/components/list-footer';

/** The page of one article. */
export function articlePath(id: number): string {
  return `${PATHS.article}?id=${id}`;
}

/** A category's articles, newest first, with cover, date and summary, loaded page by page. */
export function ArticleList({ category, id }: { category: NewsCategory; id?: string }) {
  const { t } = useTranslation('content');
  const lang = useAppStore((state) => state.lang);
  const list = useInfiniteQuery(getNewsListQueryOptions(category, lang));
  const items = loadedRows(list.data);

  const failed = list.isError && items.length === 0;
  if (list.isPending || failed) {
    return <ContentLoadState failed={failed} onRetry={() => void list.refetch()} />;
  }
  if (items.length === 0) return <p className="wh-content-state">{t('state.empty')}</p>;
  return (
    <>
      <ul className="wh-news-list" id={id} aria-label={t(`news.tabs.${category}`)}>
        {items.map((item) => (
          <ArticleRow key={item.id} item={item} />
        ))}
      </ul>
      <ListFooter pages={list} />
    </>
  );
}

function ArticleRow({ item }: { item: ArticleSummary }) {
  const { t } = useTranslation('content');
  const lang = useAppStore((state) => state.lang);
  return (
    <li className="wh-news-item" data-testid={`article-${item.slug}`}>
      <Link className="wh-news-item__link" to={articlePath(item.id)}>
        <span className="wh-news-item__text">
          <span className="wh-news-item__title" lang={item.lang}>
            {item.title}
          </span>
          <span className="wh-news-item__summary" lang={item.lang}>
            {item.summary}
          </span>
          <span className="wh-news-item__meta">
            <time dateTime={item.published_at}>{formatPublishDate(item.published_at, lang)}</time>
            {item.fallback && (
              <span className="wh-news-item__fallback">{t('article.fallback')}</span>
            )}
          </span>
        </span>
        {item.cover_image !== null && (
          <img className="wh-news-item__cover" src={item.cover_image} alt="" loading="lazy" />
        )}
      </Link>
    </li>
  );
}
