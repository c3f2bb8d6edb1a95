import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUS_VALUES, type AdminDepositQueueRow } from '@waihui/contracts';
import { getDepositQueueQueryOptions, useDepositDecisions } from '../api/deposits';
import { Facts } from './facts';
import { useMoneyConfirm } from './money-confirm';
import { useOperatorFormat } from './operator-format';
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

function DepositCard({ item }: { item: AdminDepositQueueRow }) {
  const { t } = useTranslation('backoffice');
  const format = useOperatorFormat();
  const { confirm, reject } = useDepositDecisions(item.id, useDecidedToast());
  const { ask, dialog } = useMoneyConfirm();
  const amount = `${item.amount} ${item.currency}`;
  const user = format.user(item.user);
  const askAndConfirm = async () => {
    const yes = await ask({
      title: t('queues.confirmDeposit'),
      facts: [
        [t('queues.amount'), amount],
        [t('queues.destination'), t('queues.coinAccountOf', { user })],
        [t('queues.txRef'), item.tx_ref],
      ],
      confirmLabel: t('queues.confirm'),
    });
    if (yes) confirm.mutate();
  };
  return (
    <article className="bo-card" aria-label={`#${item.id}`}>
      <Facts
        facts={[
          [t('queues.amount'), amount],
          [t('queues.method'), format.method(item.method)],
          [t('queues.txRef'), item.tx_ref],
          [t('queues.submitted'), format.time(item.created_at)],
          [t('queues.user'), user],
          [t('queues.statusLabel'), t(`queues.status.${item.status}`)],
          [t('queues.reason'), item.reject_reason],
        ]}
      />
      {item.status === 'pending' && (
        <>
          <button type="button" onClick={() => void askAndConfirm()}>
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
      {dialog}
    </article>
  );
}
