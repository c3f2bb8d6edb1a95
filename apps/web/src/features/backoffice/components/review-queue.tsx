import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { showToast } from '@/lib/toast/toast';
import { QUEUE_REFRESH_MS, type Decided } from '../api/review';
import { useOperatorFormat } from './operator-format';

/** A status-filtered queue's answer: the rows of one status and the count of every status. */
interface QueueData<Status extends string> {
  list: { id: number }[];
  counts: Record<Status, number>;
}

/**
 * A review queue filtered by status (deposits, withdrawals, feedback): its heading, a button per
 * status with its count (the one shown pressed), when it was last read, and a card per row of that
 * status. It polls (QUEUE_REFRESH_MS); a decision reads the queue again (api/review.ts), so a decided
 * row leaves it.
 */
export function ReviewQueue<
  Status extends string,
  Data extends QueueData<Status>,
  Key extends QueryKey,
>({
  section,
  statuses,
  statusLabel,
  query,
  card,
}: {
  /** Its navigation entry, which names the heading and the filter group. */
  section: 'deposits' | 'withdrawals' | 'feedback';
  /** The filters in order; the first is shown first. */
  statuses: readonly [Status, ...Status[]];
  statusLabel: (status: Status) => string;
  query: (status: Status) => UseQueryOptions<Data, Error, Data, Key>;
  card: (row: Data['list'][number]) => ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const [status, setStatus] = useState<Status>(statuses[0]);
  const queue = useQuery({ ...query(status), refetchInterval: QUEUE_REFRESH_MS });
  const counts = queue.data?.counts;
  return (
    <section aria-labelledby={`bo-${section}`}>
      <h2 id={`bo-${section}`}>{t(`nav.${section}`)}</h2>
      <div className="bo-inline" role="group" aria-label={t(`nav.${section}`)}>
        {statuses.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={status === key}
            onClick={() => setStatus(key)}
          >
            {statusLabel(key)} ({counts?.[key] ?? 0})
          </button>
        ))}
      </div>
      <UpdatedAt at={queue.dataUpdatedAt} />
      {queue.data?.list.length === 0 && <p>{t('feedback.empty')}</p>}
      {queue.data?.list.map((row) => (
        <Fragment key={row.id}>{card(row)}</Fragment>
      ))}
    </section>
  );
}

/** When the queue was last read (it reads itself again every QUEUE_REFRESH_MS); 0: not yet. */
export function UpdatedAt({ at }: { at: number }) {
  const { t } = useTranslation('backoffice');
  const format = useOperatorFormat();
  if (at === 0) return null;
  return (
    <p className="bo-updated">
      {t('queues.updatedAt', { time: format.time(new Date(at).toISOString()) })}
    </p>
  );
}

/** The toast (a status live region) that says what a decision made of a request. */
export function useDecidedToast(): Decided {
  const { t } = useTranslation('backoffice');
  return (outcome) => showToast(t(`queues.status.${outcome}`), { icon: 'success' });
}
