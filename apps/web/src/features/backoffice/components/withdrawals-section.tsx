import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUS_VALUES, type AdminWithdrawalRow } from '@waihui/contracts';
import { getWithdrawalQueueQueryOptions, useWithdrawalDecisions } from '../api/withdrawals';
import { Facts } from './facts';
import { ReasonForm } from './reason-form';
import { ReviewQueue, useDecidedToast } from './review-queue';

/**
 * The withdrawal queue (role finance): approve a pending one, mark an approved one paid with the
 * external reference, or reject either (the user's money is unlocked). Four-eyes: a request above
 * the threshold (`approvals_required` 2) needs two different operators' approvals; the card says
 * whose first approval it awaits a second to, and the button which approval it gives.
 */
export function WithdrawalsSection() {
  const { t } = useTranslation('backoffice');
  return (
    <ReviewQueue
      section="withdrawals"
      statuses={WITHDRAWAL_STATUS_VALUES}
      statusLabel={(status) => t(`queues.status.${status}`)}
      query={getWithdrawalQueueQueryOptions}
      card={(item) => <WithdrawalCard item={item} />}
    />
  );
}

function WithdrawalCard({ item }: { item: AdminWithdrawalRow }) {
  const { t } = useTranslation('backoffice');
  const { approve, paid, reject } = useWithdrawalDecisions(item.id, useDecidedToast());
  const open = item.status === 'pending' || item.status === 'approved';
  const awaiting = item.status === 'pending' ? item.first_approval : null;
  return (
    <article className="bo-card" aria-label={`#${item.id}`}>
      <Facts
        facts={[
          [t('queues.amount'), `${item.amount} ${item.currency}`],
          [t('queues.fee'), item.fee],
          [t('queues.net'), item.net],
          [t('queues.destination'), `${item.method} ${item.destination}`],
          [t('queues.submitted'), item.created_at],
          [t('queues.user'), item.user_id],
          [t('queues.externalRef'), item.external_ref],
          [
            t('queues.fourEyes'),
            awaiting && t('queues.awaitingSecond', { operator: awaiting.operator }),
          ],
          [t('queues.reason'), item.reject_reason],
        ]}
      />
      {item.status === 'pending' && (
        <button type="button" onClick={() => approve.mutate()}>
          {t(approveLabel(item))}
        </button>
      )}
      {item.status === 'approved' && (
        <ReasonForm
          name="bo-paid"
          itemId={item.id}
          label={t('queues.externalRef')}
          submitLabel={t('queues.markPaid')}
          decide={paid.mutateAsync}
        />
      )}
      {open && (
        <ReasonForm
          name="bo-withdrawal-reject"
          itemId={item.id}
          label={t('queues.reason')}
          submitLabel={t('queues.reject')}
          decide={reject.mutateAsync}
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
