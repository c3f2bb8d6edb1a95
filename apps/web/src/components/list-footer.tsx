import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './list-footer.css';

/** What the footer reads of a list's infinite query (TanStack Query's `useInfiniteQuery` result). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The list footer of product.md §4.5: "load more" (also loads by itself when it scrolls into view),
 * "loading", or "no further entries", for a list paged with an infinite query (`pages`).
 */
export function ListFooter({ pages }: { pages: MorePages }) {
  const { t } = useTranslation();
  const { hasNextPage: hasMore, isFetchingNextPage: loading } = pages;
  const footer = useRef<HTMLDivElement>(null);
  const onLoadMore = () => void pages.fetchNextPage();
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  useEffect(() => {
    const element = footer.current;
    if (!hasMore || loading || element === null || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <div ref={footer} className="wh-list-footer" data-testid="list-footer">
      {loading ? (
        <span role="status">{t('list.loading')}</span>
      ) : hasMore ? (
        <button type="button" className="wh-list-footer__more" onClick={onLoadMore}>
          {t('list.loadmore')}
        </button>
      ) : (
        <span>{t('list.nomore')}</span>
      )}
    </div>
  );
}
