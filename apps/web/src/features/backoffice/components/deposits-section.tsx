import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminDepositRow } from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';
import { ReasonForm } from './reason-form';

const STATUSES = ['pending', 'confirmed', 'rejected'] as const;

/** The deposit-notice queue (role finance): by status with counts; confirm or reject a pending one. */
export function DepositsSection() {
  const { t } = useTranslation('backoffice');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const queue = useQuery({
    queryKey: ['admin', 'deposits', status],
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminDepositList, { status, limit: 50 }, { signal }),
  });
  const counts = queue.data?.counts;
  return (
    <section aria-labelledby="bo-deposits">
      <h2 id="bo-deposits">{t('nav.deposits')}</h2>
      <div className="bo-inline" role="group" aria-label={t('nav.deposits')}>
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
        <DepositItem key={item.id} item={item} />
      ))}
    </section>
  );
}

function DepositItem({ item }: { item: AdminDepositRow }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  /** The queue reads again; the toast (a status live region) says what became of the request. */
  const done = (status: 'approved' | 'confirmed' | 'paid' | 'rejected') => {
    showToast(t(`queues.status.${status}`), { icon: 'success' });
    return client.invalidateQueries({ queryKey: ['admin', 'deposits'] });
  };
  const confirm = useMutation({
    mutationFn: () =>
      operatorCall(backofficeRoutes.adminDepositConfirm, { id: item.id }, { loading: true }),
    onSuccess: () => done('confirmed'),
  });
  const reject = useMutation({
    mutationFn: (reason: string) =>
      operatorCall(backofficeRoutes.adminDepositReject, { id: item.id, reason }, { loading: true }),
    onSuccess: () => done('rejected'),
  });
  return (
    <article className="bo-card" aria-label={`#${item.id}`}>
      <dl className="bo-facts">
        <dt>{t('queues.amount')}</dt>
        <dd>
          {item.amount} {item.currency}
        </dd>
        <dt>{t('queues.method')}</dt>
        <dd>{item.method}</dd>
        <dt>{t('queues.txRef')}</dt>
        <dd>{item.tx_ref}</dd>
        <dt>{t('queues.submitted')}</dt>
        <dd>{item.created_at}</dd>
        <dt>{t('queues.user')}</dt>
        <dd>{item.user_id}</dd>
        {item.reject_reason !== null && (
          <>
            <dt>{t('queues.reason')}</dt>
            <dd>{item.reject_reason}</dd>
          </>
        )}
      </dl>
      {item.status === 'pending' && (
        <>
          <button type="button" onClick={() => confirm.mutate()}>
            {t('queues.confirm')}
          </button>
          <ReasonForm
            id={`bo-deposit-reject-${item.id}`}
            label={t('queues.reason')}
            submitLabel={t('queues.reject')}
            onSubmit={(reason) => reject.mutate(reason)}
          />
        </>
      )}
    </article>
  );
}
