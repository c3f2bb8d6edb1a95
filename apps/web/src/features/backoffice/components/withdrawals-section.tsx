import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminWithdrawalRow } from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';
import { ReasonForm } from './reason-form';

const STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;

/**
 * The withdrawal queue (role finance): approve a pending one, mark an approved one paid with the
 * external reference, or reject either (the user's money is unlocked). Four-eyes: a request above
 * the threshold (`approvals_required` 2) needs two different operators' approvals; the card says
 * whose first approval it awaits a second to, and the button which approval it gives.
 */
export function WithdrawalsSection() {
  const { t } = useTranslation('backoffice');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const queue = useQuery({
    queryKey: ['admin', 'withdrawals', status],
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminWithdrawalList, { status, limit: 50 }, { signal }),
  });
  const counts = queue.data?.counts;
  return (
    <section aria-labelledby="bo-withdrawals">
      <h2 id="bo-withdrawals">{t('nav.withdrawals')}</h2>
      <div className="bo-inline" role="group" aria-label={t('nav.withdrawals')}>
        {STATUSES.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={status === key}
            onClick={() => setStatus(key)}
          >
            {t(`queues.status.${key}`)} ({counts?.[key] ?? 0})
          </button>
        ))}
      </div>
      {queue.data?.list.length === 0 && <p>{t('feedback.empty')}</p>}
      {queue.data?.list.map((item) => (
        <WithdrawalItem key={item.id} item={item} />
      ))}
    </section>
  );
}

function WithdrawalItem({ item }: { item: AdminWithdrawalRow }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  /** The queue reads again; the toast (a status live region) says what became of the request. */
  const done = (status: 'approved' | 'confirmed' | 'paid' | 'rejected') => {
    showToast(t(`queues.status.${status}`), { icon: 'success' });
    return client.invalidateQueries({ queryKey: ['admin', 'withdrawals'] });
  };
  const approve = useMutation({
    mutationFn: () =>
      operatorCall(backofficeRoutes.adminWithdrawalApprove, { id: item.id }, { loading: true }),
    onSuccess: () => done('approved'),
  });
  const paid = useMutation({
    mutationFn: (external_ref: string) =>
      operatorCall(
        backofficeRoutes.adminWithdrawalPaid,
        { id: item.id, external_ref },
        { loading: true },
      ),
    onSuccess: () => done('paid'),
  });
  const reject = useMutation({
    mutationFn: (reason: string) =>
      operatorCall(
        backofficeRoutes.adminWithdrawalReject,
        { id: item.id, reason },
        { loading: true },
      ),
    onSuccess: () => done('rejected'),
  });
  const open = item.status === 'pending' || item.status === 'approved';
  return (
    <article className="bo-card" aria-label={`#${item.id}`}>
      <dl className="bo-facts">
        <dt>{t('queues.amount')}</dt>
        <dd>
          {item.amount} {item.currency}
        </dd>
        <dt>{t('queues.fee')}</dt>
        <dd>{item.fee}</dd>
        <dt>{t('queues.net')}</dt>
        <dd>{item.net}</dd>
        <dt>{t('queues.destination')}</dt>
        <dd>
          {item.method} {item.destination}
        </dd>
        <dt>{t('queues.submitted')}</dt>
        <dd>{item.created_at}</dd>
        <dt>{t('queues.user')}</dt>
        <dd>{item.user_id}</dd>
        {item.external_ref !== null && (
          <>
            <dt>{t('queues.externalRef')}</dt>
            <dd>{item.external_ref}</dd>
          </>
        )}
        {item.status === 'pending' && item.first_approval !== null && (
          <>
            <dt>{t('queues.fourEyes')}</dt>
            <dd>{t('queues.awaitingSecond', { operator: item.first_approval.operator })}</dd>
          </>
        )}
        {item.reject_reason !== null && (
          <>
            <dt>{t('queues.reason')}</dt>
            <dd>{item.reject_reason}</dd>
          </>
        )}
      </dl>
      {item.status === 'pending' && (
        <button type="button" onClick={() => approve.mutate()}>
          {t(approveLabel(item))}
        </button>
      )}
      {item.status === 'approved' && (
        <ReasonForm
          id={`bo-paid-${item.id}`}
          label={t('queues.externalRef')}
          submitLabel={t('queues.markPaid')}
          onSubmit={(ref) => paid.mutate(ref)}
        />
      )}
      {open && (
        <ReasonForm
          id={`bo-withdrawal-reject-${item.id}`}
          label={t('queues.reason')}
          submitLabel={t('queues.reject')}
          onSubmit={(reason) => reject.mutate(reason)}
        />
      )}
    </article>
  );
}

/** Which approval the button gives: the only one, the first of two, or the second. */
function approveLabel(
  item: AdminWithdrawalRow,
): 'queues.approve' | 'queues.approveFirst' | 'queues.approveSecond' {
  if (item.first_approval !== null) return 'queues.approveSecond';
  return item.approvals_required === 2 ? 'queues.approveFirst' : 'queues.approve';
}
