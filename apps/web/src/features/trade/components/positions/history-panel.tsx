import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListFooter } from '@/components/list-footer';
import { loadedRows } from '@/lib/query/paging';
import { getHistoryQueryOptions } from '../../api/trading';
import { HistoryCard } from './history-card';
import { EmptyState, LoadFailed, LoadingState } from './list-states';

/**
 * History (product.md §4.2): closed positions, newest first, page by page with the loadmore / loading /
 * nomore footer; each shows its realised P/L and what closed it, and links to its fills.
 */
export function HistoryPanel({ token }: { token: string }) {
  const { t } = useTranslation('positions');
  const history = useInfiniteQuery(getHistoryQueryOptions(token));
  const positions = loadedRows(history.data);

  if (history.isPending) return <LoadingState />;
  if (history.isError && positions.length === 0) {
    return <LoadFailed message={t('state.historyFailed')} onRetry={() => void history.refetch()} />;
  }
  if (positions.length === 0) return <EmptyState text={t('state.noHistory')} />;
  return (
    <>
      <ul className="wh-pos-list" aria-label={t('list.history')}>
        {positions.map((position) => (
          <li key={position.id}>
            <HistoryCard position={position} />
          </li>
        ))}
      </ul>
      <ListFooter pages={history} />
    </>
  );
}
