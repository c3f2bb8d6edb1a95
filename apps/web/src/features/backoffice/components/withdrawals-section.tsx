import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUS_VALUES, type AdminWithdrawalQueueRow } from '@waihui/contracts';
import { getWithdrawalQueueQueryOptions, useWithdrawalDecisions } from '../api/withdrawals';
import { Facts, type Fact } from './facts';
import { useMoneyConfirm } from './money-confirm';
import { useOperatorFormat } from './operator-format';
import { ReasonForm } from './reason-form';
import { ReviewQueue, useDecidedToast } from './review-queue';

/**
 * The withdrawal queue (role finance): approve a pending one, mark an approved one paid with the
 * external reference, or reject either (the user's money is unlocked). Four-eyes: a request above
 * the threshold (`approvals_required` 2) needs two different operators' approvals; the card says
 * whose first approval it awaits a second to, and the button which approval it gives. Approving
 * and paying ask first, with the amount and destination; a payout to one of the platform's own
 * deposit addresses is warned about on the card and in the question.
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

function WithdrawalCard({ item }: { item: AdminWithdrawalQueueRow }) {
  const { t } = useTranslation('backoffice');
  const format = useOperatorFormat();
  const { approve, paid, reject } = useWithdrawalDecisions(item.id, useDecidedToast());
  const { ask, dialog } = useMoneyConfirm();
  const open = item.status === 'pending' || item.status === 'approved';
  const awaiting = item.status === 'pending' ? item.first_approval : null;
  const destination = `${format.method(item.method)} ${item.destination}`;
  // A payout to the platform's own deposit address or bank account comes straight back in.
  const ownAccount = item.method === 'bank' ? 'queues.ownBankAccount' : 'queues.ownAddress';
  const warning = item.to_platform_address ? t(ownAccount) : null;
  const payout: Fact[] = [
    [t('queues.amount'), `${item.amount} ${item.currency}`],
    [t('queues.net'), `${item.net} ${item.currency}`],
    [t('queues.destination'), destination],
    [t('queues.user'), format.user(item.user)],
  ];
  const askAndApprove = async () => {
    const label = t(approveLabel(item));
    if (
      await ask({
        title: t('queues.confirmApprove'),
        facts: payout,
        warning,
        confirmLabel: label,
      })
    )
      approve.mutate();
  };
  return (
    <article className="bo-card" aria-label={`#${item.id}`}>
      {warning && <p className="bo-warning">{warning}</p>}
      <Facts
        facts={[
          [t('queues.amount'), `${item.amount} ${item.currency}`],
          [t('queues.fee'), `${item.fee} ${item.currency}`],
          [t('queues.net'), `${item.net} ${item.currency}`],
          [t('queues.destination'), destination],
          [t('queues.submitted'), format.time(item.created_at)],
          [t('queues.user'), format.user(item.user)],
          [t('queues.statusLabel'), t(`queues.status.${item.status}`)],
          [t('queues.externalRef'), item.external_ref],
          [
            t('queues.fourEyes'),
            awaiting &&
              t('queues.awaitingSecond', {
                operator: awaiting.operator,
                time: format.time(awaiting.at),
              }),
          ],
          [t('queues.reason'), item.reject_reason],
        ]}
      />
      {item.status === 'pending' && (
        <button type="button" onClick={() => void askAndApprove()}>
          {t(approveLabel(item))}
        </button>
      )}
      {item.status === 'approved' && (
        <ReasonForm
          name="bo-paid"
          itemId={item.id}
          label={t('queues.externalRef')}
          submitLabel={t('queues.markPaid')}
          decide={async (reference) => {
            const yes = await ask({
              title: t('queues.confirmPaid'),
              facts: [...payout, [t('queues.externalRef'), reference]],
              warning,
              confirmLabel: t('queues.markPaid'),
            });
            if (yes) await paid.mutateAsync(reference);
          }}
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
      {dialog}
    </article>
  );
}

/** Which approval the button gives: the only one, the first of two, or the second. */
function approveLabel(
  item: AdminWithdrawalQueueRow,
): 'queues.approve' | 'queues.approveFirst' | 'queues.approveSecond' {
  if (item.first_approval !== null) return 'queues.approveSecond';
  return item.approvals_required === 2 ? 'queues.approveFirst' : 'queues.approve';
}
