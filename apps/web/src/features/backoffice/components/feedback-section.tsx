import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFeedbackRow } from '@waihui/contracts';
import { TextAreaField } from '@/components/form/text-area-field';
import { useForm } from '@/components/form/use-form';
import { getFeedbackQueueQueryOptions, useAnswerFeedback } from '../api/feedback';
import { useOperatorFormat } from './operator-format';
import { ReviewQueue } from './review-queue';

/** The feedback queue: open (oldest first) or answered, with counts; answer one. */
export function FeedbackSection() {
  const { t } = useTranslation('backoffice');
  return (
    <ReviewQueue
      section="feedback"
      statuses={['open', 'answered']}
      statusLabel={(status) => t(`feedback.${status}`)}
      query={getFeedbackQueueQueryOptions}
      card={(item) => <FeedbackCard item={item} />}
    />
  );
}

function FeedbackCard({ item }: { item: AdminFeedbackRow }) {
  const { t } = useTranslation('backoffice');
  const format = useOperatorFormat();
  return (
    <article className="bo-card">
      <p>
        <strong>{t('feedback.content')}:</strong> {item.content} <small>({item.lang})</small>
      </p>
      <p>
        {t('feedback.date')}: {format.time(item.created_at)}
      </p>
      {item.answer !== null ? (
        <p>
          <strong>{t('feedback.answer')}:</strong> {item.answer}
        </p>
      ) : (
        <AnswerForm id={item.id} />
      )}
    </article>
  );
}

function AnswerForm({ id }: { id: number }) {
  const { t } = useTranslation('backoffice');
  const send = useAnswerFeedback(id);
  const [answer, setAnswer] = useState('');
  const field = String(id);
  const form = useForm(
    { name: 'bo-answer', fields: [field], server: { FEEDBACK_ALREADY_ANSWERED: field } },
    {},
  );
  return (
    <form noValidate onSubmit={form.onSubmit(() => send.mutateAsync(answer))}>
      <TextAreaField
        field={form.field(field)}
        label={t('feedback.answer')}
        value={answer}
        onChange={setAnswer}
      />
      <button type="submit" disabled={answer.trim() === '' || form.submitting}>
        {t('feedback.send')}
      </button>
    </form>
  );
}
