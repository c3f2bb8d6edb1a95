import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUS_VALUES, type AdminDepositRow } from '@waihui/contracts';
import { getDepositQueueQueryOptions, useDepositDecisions } from '../api/deposits';
import { Facts } from './facts';
import { ReasonForm } from './reason-form';
import { ReviewQueue, useDecidedToast } from './review-queue';

/** The deposit-notice queue (role finance): by status with counts; confirm or reject a pending one. */
export function DepositsSection() {
  const { t } = useTranslation('backoffice');
  return (
    <ReviewQueue
      section="deposits"
      statuses={DEPOSIT_STATUS_VALUES}
      statusLabel={(status) => t(`queues.status.${status}`)}
      query={getDepositQueueQueryOptions}
      card={(item) => <DepositCard item={item} />}
    />
  );
}

function DepositCard({ item }: { item: AdminDepositRow }) {
  const { t } = useTranslation('backoffice');
  const { confirm, reject } = useDepositDecisions(item.id, useDecidedToast());
  return (
    <article className="bo-card" aria-label={`#${item.id}`}>
      <Facts
        facts={[
          [t('queues.amount'), `${item.amount} ${item.currency}`],
          [t('queues.method'), item.method],
          [t('queues.txRef'), item.tx_ref],
          [t('queues.submitted'), item.created_at],
          [t('queues.user'), item.user_id],
          [t('queues.reason'), item.reject_reason],
        ]}
      />
      {item.status === 'pending' && (
        <>
          <button type="button" onClick={() => confirm.mutate()}>
            {t('queues.confirm')}
          </button>
          <ReasonForm
            name="bo-deposit-reject"
            itemId={item.id}
            label={t('queues.reason')}
            submitLabel={t('queues.reject')}
            decide={reject.mutateAsync}
          />
        </>
      )}
    </article>
  );
}
