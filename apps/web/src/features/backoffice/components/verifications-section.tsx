import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminVerificationsData } from '@waihui/contracts';
import { loadedRows } from '@/lib/query/paging';
import { QUEUE_REFRESH_MS } from '../api/review';
import {
  getVerificationQueueQueryOptions,
  useIdNumberView,
  useVerificationDecisions,
} from '../api/verifications';
import { Facts } from './facts';
import { ReasonForm } from './reason-form';
import { ReviewerPhoto } from './reviewer-photo';
import { UpdatedAt, useDecidedToast } from './review-queue';
import { useOperatorFormat } from './operator-format';

type Pending = AdminVerificationsData['list'][number];

/**
 * The identity-verification queue (role compliance): pending submissions, oldest first, a page at
 * a time with "load more"; approve or reject. A decision refetches the pages loaded so far.
 */
export function VerificationsSection() {
  const { t } = useTranslation('backoffice');
  const queue = useInfiniteQuery({
    ...getVerificationQueueQueryOptions(),
    refetchInterval: QUEUE_REFRESH_MS,
  });
  // A submission decided between two page loads can shift another onto both pages: shown once.
  const list = loadedRows(queue.data, { distinct: true });
  const pending = queue.data?.pages.at(-1)?.counts.pending ?? 0;
  return (
    <section aria-labelledby="bo-verifications">
      <h2 id="bo-verifications">{t('nav.verifications')}</h2>
      <p>{t('queues.pendingCount', { count: pending })}</p>
      <UpdatedAt at={queue.dataUpdatedAt} />
      {queue.data && list.length === 0 && <p>{t('feedback.empty')}</p>}
      {list.map((item) => (
        <VerificationCard key={item.id} item={item} />
      ))}
      {queue.hasNextPage && (
        <button
          type="button"
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {t('queues.loadMore')}
        </button>
      )}
    </section>
  );
}

function VerificationCard({ item }: { item: Pending }) {
  const { t } = useTranslation('backoffice');
  const format = useOperatorFormat();
  const { approve, reject } = useVerificationDecisions(item.id, useDecidedToast());
  const view = useIdNumberView(item.id);
  const { details } = item;
  const idType = t(`queues.idTypes.${details.id_type}`);
  return (
    <article className="bo-card" aria-label={details.name}>
      <Facts
        facts={[
          [t('queues.name'), details.name],
          [t('users.country'), details.country_name],
          [t('queues.birthDate'), details.birth_date],
          [
            t('queues.idNumber'),
            <span className="bo-inline">
              <span data-testid="id-number">
                {idType} {view.data?.id_number ?? details.id_number_masked}
              </span>
              {view.data === undefined && (
                <button type="button" disabled={view.isPending} onClick={() => view.mutate()}>
                  {t('queues.showIdNumber')}
                </button>
              )}
            </span>,
          ],
          [t('queues.submitted'), format.time(item.submitted_at)],
          [t('queues.user'), format.user(item.user)],
        ]}
      />
      <div className="bo-inline">
        <ReviewerPhoto url={details.front_photo.url} alt={t('queues.frontPhoto')} />
        <ReviewerPhoto url={details.back_photo.url} alt={t('queues.backPhoto')} />
      </div>
      <button type="button" onClick={() => approve.mutate()}>
        {t('queues.approve')}
      </button>
      <ReasonForm
        name="bo-reject"
        itemId={item.id}
        label={t('queues.reason')}
        submitLabel={t('queues.reject')}
        decide={reject.mutateAsync}
      />
    </article>
  );
}
