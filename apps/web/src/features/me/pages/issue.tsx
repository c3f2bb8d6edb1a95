import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FEEDBACK_MAX_CHARS, feedbackLength, validateFeedback } from '@waihui/core';
import type { Feedback } from '@waihui/contracts';
import { TextAreaField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { issueOf, useForm } from '@/components/form/use-form';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { getFeedbackQueryOptions, useSubmitFeedback } from '../api/content';
import '../components/content-pages.css';
import { formatInstant } from '@/lib/format/times';

/**
 * Feedback (product.md §2.4 issue, §5.11 text area of at most 140 characters): a text area with its counter,
 * stored for the operators, and the user's own feedback below it. Needs a session.
 */
export default function IssuePage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.issue')} />
      {token === null ? (
        <LoginRequired />
      ) : (
        <>
          <FeedbackForm />
          <FeedbackHistory token={token} />
        </>
      )}
    </>
  );
}

function FeedbackForm() {
  const { t } = useTranslation('content');
  const submit = useSubmitFeedback();
  const [text, setText] = useState('');
  const form = useForm(
    { name: 'feedback', fields: ['content'] },
    { content: issueOf(validateFeedback(text)) },
  );
  const length = feedbackLength(text);

  const onSubmit = form.onSubmit(async () => {
    await submit.mutateAsync(text.trim());
    showToast(t('feedback.sent'), { icon: 'success' });
    form.reset();
    setText('');
  });

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-form-note">{t('feedback.intro')}</p>
      <TextAreaField
        field={form.field('content')}
        label={t('feedback.label')}
        rows={5}
        value={text}
        placeholder={t('feedback.placeholder')}
        onChange={setText}
        note={
          <span
            className="wh-feedback__counter"
            data-over={length > FEEDBACK_MAX_CHARS ? 'true' : undefined}
          >
            {t('feedback.counter', { count: length, max: FEEDBACK_MAX_CHARS })}
          </span>
        }
      />
      <SubmitButton form={form} label={t('feedback.submit')} />
    </form>
  );
}

function FeedbackHistory({ token }: { token: string }) {
  const { t } = useTranslation('content');
  const list = useQuery(getFeedbackQueryOptions(token));
  return (
    <section className="wh-feedback-history" aria-labelledby="feedback-history-title">
      <h2 id="feedback-history-title" className="wh-feedback-history__title">
        {t('feedback.history')}
      </h2>
      {list.isPending ? (
        <p role="status">{t('state.loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('state.loadFailed')}</p>
      ) : list.data.list.length === 0 ? (
        <p>{t('feedback.none')}</p>
      ) : (
        <ul className="wh-feedback-history__list">
          {list.data.list.map((item) => (
            <FeedbackRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FeedbackRow({ item }: { item: Feedback }) {
  const { t } = useTranslation('content');
  return (
    <li className="wh-feedback-history__item" data-testid={`feedback-${item.id}`}>
      <p className="wh-feedback-history__text">{item.content}</p>
      <time dateTime={item.created_at}>{formatInstant(item.created_at)}</time>
      {item.answer !== null && item.answered_at !== null ? (
        <div className="wh-feedback-history__answer">
          <p>
            {t('feedback.answered')}{' '}
            <time dateTime={item.answered_at}>{formatInstant(item.answered_at)}</time>
          </p>
          <p className="wh-feedback-history__text">{item.answer}</p>
        </div>
      ) : (
        <p className="wh-feedback-history__waiting">{t('feedback.waiting')}</p>
      )}
    </li>
  );
}
