import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminVerificationsData } from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';
import { ReasonForm } from './reason-form';
import { ReviewerPhoto } from './reviewer-photo';

type Pending = AdminVerificationsData['list'][number];

/** Submissions a page (the server allows up to 100). */
export const VERIFICATION_PAGE_SIZE = 20;

/**
 * The identity-verification queue (role compliance): pending submissions, oldest first, a page at
 * a time with "load more"; approve or reject. A decision refetches the pages loaded so far.
 */
export function VerificationsSection() {
  const { t } = useTranslation('backoffice');
  const queue = useInfiniteQuery({
    queryKey: ['admin', 'verifications'],
    queryFn: ({ signal, pageParam }) =>
      operatorCall(
        backofficeRoutes.adminVerificationList,
        { page: pageParam, limit: VERIFICATION_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: AdminVerificationsData) => (last.has_more ? last.page + 1 : undefined),
  });
  const pages = queue.data?.pages ?? [];
  // A submission decided between two page loads can shift another onto both pages: show it once.
  const list = [
    ...new Map(pages.flatMap((page) => page.list).map((row) => [row.id, row])).values(),
  ];
  const pending = pages[pages.length - 1]?.counts.pending ?? 0;
  return (
    <section aria-labelledby="bo-verifications">
      <h2 id="bo-verifications">{t('nav.verifications')}</h2>
      <p>{t('queues.pendingCount', { count: pending })}</p>
      {queue.data && list.length === 0 && <p>{t('feedback.empty')}</p>}
      {list.map((item) => (
        <VerificationItem key={item.id} item={item} />
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

function VerificationItem({ item }: { item: Pending }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  /** The queue reads again; the toast (a status live region) says what became of the request. */
  const done = (status: 'approved' | 'confirmed' | 'paid' | 'rejected') => {
    showToast(t(`queues.status.${status}`), { icon: 'success' });
    return client.invalidateQueries({ queryKey: ['admin', 'verifications'] });
  };
  const approve = useMutation({
    mutationFn: () =>
      operatorCall(backofficeRoutes.adminVerificationApprove, { id: item.id }, { loading: true }),
    onSuccess: () => done('approved'),
  });
  const reject = useMutation({
    mutationFn: (reason: string) =>
      operatorCall(
        backofficeRoutes.adminVerificationReject,
        { id: item.id, reason },
        { loading: true },
      ),
    onSuccess: () => done('rejected'),
  });
  const { details } = item;
  return (
    <article className="bo-card" aria-label={details.name}>
      <dl className="bo-facts">
        <dt>{t('queues.name')}</dt>
        <dd>{details.name}</dd>
        <dt>{t('users.country')}</dt>
        <dd>{details.country_name}</dd>
        <dt>{t('queues.birthDate')}</dt>
        <dd>{details.birth_date}</dd>
        <dt>{t('queues.idNumber')}</dt>
        <dd>
          {details.id_type} {details.id_number_masked}
        </dd>
        <dt>{t('queues.submitted')}</dt>
        <dd>{item.submitted_at}</dd>
        <dt>{t('queues.user')}</dt>
        <dd>{item.user_id}</dd>
      </dl>
      <div className="bo-inline">
        <ReviewerPhoto url={details.front_photo.url} alt={t('queues.frontPhoto')} />
        <ReviewerPhoto url={details.back_photo.url} alt={t('queues.backPhoto')} />
      </div>
      <button type="button" onClick={() => approve.mutate()}>
        {t('queues.approve')}
      </button>
      <ReasonForm
        id={`bo-reject-${item.id}`}
        label={t('queues.reason')}
        submitLabel={t('queues.reject')}
        onSubmit={(reason) => reject.mutate(reason)}
      />
    </article>
  );
}
