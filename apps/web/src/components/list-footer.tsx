import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './list-footer.css';

/**
 * The list footer of product.md §4.5: "load more" (also loads by itself when it scrolls into view),
 * "loading", or "no further entries". For lists paged with TanStack Query's infinite queries.
 */
export function ListFooter({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  const footer = useRef<HTMLDivElement>(null);
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
