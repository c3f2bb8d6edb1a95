import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPROPRIATENESS_QUESTIONS,
  type AppropriatenessQuestionId,
  answerIssue,
  parseDecimal,
} from '@waihui/core';
import { ChoiceField } from '@/components/form/choice-field';
import { CheckboxField } from '@/components/form/fields';
import { type FieldIssue, useForm } from '@/components/form/use-form';
import { Sheet } from '@/components/sheet';
import { questionTexts } from './consent-questions';
import type { OrderConsent } from './order-values';

type Field = AppropriatenessQuestionId | 'accept';
const FIELDS: readonly Field[] = [...APPROPRIATENESS_QUESTIONS.map((q) => q.id), 'accept'];
const FORM_ID = 'trade-consent';

/**
 * The risk warning and the short appropriateness check before a user's first leveraged order
 * (product.md §10.10, compliance profile "both"). Continue is refused, with the reason under each question,
 * until every answer shows the user understands leverage and the warning is accepted; then
 * `onAccept` gets the consent the order carries (the server records it with its time).
 */
export function ConsentSheet({
  stopOutLevel,
  serverMessage,
  onAccept,
  onCancel,
}: {
  /** The stop-out margin level in force (%), from the account summary. */
  stopOutLevel: string;
  /** The server refused the consent sent (APPROPRIATENESS_FAILED): its message. */
  serverMessage: string | null;
  onAccept: (consent: OrderConsent) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('trade');
  const [answers, setAnswers] = useState<Partial<Record<AppropriatenessQuestionId, string>>>({});
  const [accepted, setAccepted] = useState(false);

  // A missing answer asks for one; a wrong one explains the point (the check's own words).
  const issues: Partial<Record<Field, FieldIssue | null>> = {
    accept: accepted ? null : { message: t('consent.acceptRequired') },
  };
  for (const question of APPROPRIATENESS_QUESTIONS) {
    const issue = answerIssue(question, answers[question.id]);
    issues[question.id] =
      issue === null
        ? null
        : {
            message:
              issue === 'missing'
                ? t('consent.answerRequired')
                : t(questionTexts(question.id).hint),
          };
  }
  const form = useForm({ name: FORM_ID, fields: FIELDS }, issues);

  const onSubmit = form.onSubmit(() => {
    onAccept({ accepted: true, answers: { ...answers } });
    return Promise.resolve();
  });

  return (
    <Sheet
      title={t('consent.title')}
      className="wh-sheet__panel--tall"
      footer={
        <div className="wh-sheet__actions">
          <button
            type="button"
            className="wh-trade-button wh-trade-button--ghost"
            onClick={onCancel}
          >
            {t('consent.cancel')}
          </button>
          <button type="submit" form={FORM_ID} className="wh-trade-button wh-trade-button--primary">
            {t('consent.continue')}
          </button>
        </div>
      }
    >
      <form id={FORM_ID} className="wh-trade-consent" noValidate onSubmit={onSubmit}>
        <p className="wh-trade-consent__warning">{t('consent.warning')}</p>
        <ul className="wh-trade-consent__points">
          <li>{t('consent.pointLeverage')}</li>
          <li>{t('consent.pointStopOut', { level: parseDecimal(stopOutLevel).toFixed() })}</li>
          <li>{t('consent.pointProtection')}</li>
          <li>{t('consent.pointFees')}</li>
        </ul>
        <h3 className="wh-trade-consent__check">{t('consent.check')}</h3>
        {APPROPRIATENESS_QUESTIONS.map((question) => {
          const texts = questionTexts(question.id);
          return (
            <ChoiceField
              key={question.id}
              field={form.field(question.id)}
              look="list"
              legend={t(texts.question)}
              value={answers[question.id]}
              choices={question.answers.map((answer) => ({
                value: answer,
                label: t(texts.answer(answer)),
              }))}
              onChange={(answer) => setAnswers((before) => ({ ...before, [question.id]: answer }))}
            />
          );
        })}
        <CheckboxField
          field={form.field('accept')}
          label={t('consent.accept')}
          checked={accepted}
          onChange={setAccepted}
        />
        {serverMessage !== null && (
          <p className="wh-trade-notice wh-trade-notice--error" role="alert">
            {serverMessage}
          </p>
        )}
      </form>
    </Sheet>
  );
}
