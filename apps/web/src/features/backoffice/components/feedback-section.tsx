import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, type AdminFeedbackRow } from '@waihui/contracts';
import { operatorCall } from '../api/operator-client';

/** The feedback queue: open (oldest first) or answered, with counts; answer one. */
export function FeedbackSection() {
  const { t } = useTranslation('backoffice');
  const [status, setStatus] = useState<'open' | 'answered'>('open');
  const queue = useQuery({
    queryKey: ['admin', 'feedback', status],
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminFeedbackList, { status, limit: 50 }, { signal }),
  });
  const counts = queue.data?.counts;
  return (
    <section aria-labelledby="bo-feedback">
      <h2 id="bo-feedback">{t('nav.feedback')}</h2>
      <div className="bo-inline" role="group" aria-label={t('nav.feedback')}>
        {(['open', 'answered'] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={status === key}
            onClick={() => setStatus(key)}
          >
            {t(`feedback.${key}`)} ({counts?.[key] ?? 0})
          </button>
        ))}
      </div>
      {queue.data?.list.length === 0 && <p>{t('feedback.empty')}</p>}
      {queue.data?.list.map((item) => (
        <FeedbackItem key={item.id} item={item} />
      ))}
    </section>
  );
}

function FeedbackItem({ item }: { item: AdminFeedbackRow }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  const [answer, setAnswer] = useState('');
  const send = useMutation({
    mutationFn: () =>
      operatorCall(
        backofficeRoutes.adminFeedbackAnswer,
        { id: item.id, answer },
        { loading: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'feedback'] }),
  });
  const fieldId = `bo-answer-${item.id}`;
  return (
    <article className="bo-card">
      <p>
        <strong>{t('feedback.content')}:</strong> {item.content} <small>({item.lang})</small>
      </p>
      <p>
        {t('feedback.date')}: {item.created_at}
      </p>
      {item.answer !== null ? (
        <p>
          <strong>{t('feedback.answer')}:</strong> {item.answer}
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate();
          }}
        >
          <label htmlFor={fieldId}>{t('feedback.answer')}</label>
          <textarea
            id={fieldId}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          />
          <button type="submit" disabled={answer.trim() === ''}>
            {t('feedback.send')}
          </button>
        </form>
      )}
    </article>
  );
}
