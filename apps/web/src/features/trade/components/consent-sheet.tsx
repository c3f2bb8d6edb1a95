import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPROPRIATENESS_QUESTIONS,
  type AppropriatenessQuestion,
  type AppropriatenessQuestionId,
  answerIssue,
  parseDecimal,
} from '@waihui/core';
import { questionTexts } from './consent-questions';
import type { OrderConsent } from './order-values';
import { Sheet } from '@/components/sheet';

/**
 * The risk warning and the short appropriateness check before a user's first leveraged order
 * (issue 8, compliance profile "both"). Continue is refused, with the reason under each question,
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
  const [checked, setChecked] = useState(false);

  const issues = APPROPRIATENESS_QUESTIONS.map((question) =>
    answerIssue(question, answers[question.id]),
  );

  function onContinue(): void {
    setChecked(true);
    if (!accepted || issues.some((issue) => issue !== null)) return;
    onAccept({ accepted: true, answers: { ...answers } });
  }

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
          <button
            type="button"
            className="wh-trade-button wh-trade-button--primary"
            onClick={onContinue}
          >
            {t('consent.continue')}
          </button>
        </div>
      }
    >
      <div className="wh-trade-consent">
        <p className="wh-trade-consent__warning">{t('consent.warning')}</p>
        <ul className="wh-trade-consent__points">
          <li>{t('consent.pointLeverage')}</li>
          <li>{t('consent.pointStopOut', { level: parseDecimal(stopOutLevel).toFixed() })}</li>
          <li>{t('consent.pointProtection')}</li>
          <li>{t('consent.pointFees')}</li>
        </ul>
        <h3 className="wh-trade-consent__check">{t('consent.check')}</h3>
        {APPROPRIATENESS_QUESTIONS.map((question, index) => (
          <Question
            key={question.id}
            question={question}
            answer={answers[question.id]}
            issue={checked ? (issues[index] ?? null) : null}
            onAnswer={(answer) => setAnswers((before) => ({ ...before, [question.id]: answer }))}
          />
        ))}
        <div className="wh-trade-consent__accept">
          <input
            id="trade-consent-accept"
            type="checkbox"
            className="wh-checkbox"
            checked={accepted}
            aria-invalid={(checked && !accepted) || undefined}
            aria-describedby={checked && !accepted ? 'trade-consent-accept-error' : undefined}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <label htmlFor="trade-consent-accept">{t('consent.accept')}</label>
        </div>
        {checked && !accepted && (
          <p id="trade-consent-accept-error" className="wh-field__error" role="alert">
            {t('consent.acceptRequired')}
          </p>
        )}
        {serverMessage !== null && (
          <p className="wh-trade-notice wh-trade-notice--error" role="alert">
            {serverMessage}
          </p>
        )}
      </div>
    </Sheet>
  );
}

function Question({
  question,
  answer,
  issue,
  onAnswer,
}: {
  question: AppropriatenessQuestion;
  answer: string | undefined;
  issue: 'missing' | 'wrong' | null;
  onAnswer: (answer: string) => void;
}) {
  const { t } = useTranslation('trade');
  const errorId = `trade-consent-${question.id}-error`;
  const texts = questionTexts(question.id);
  return (
    <fieldset
      className="wh-trade-question"
      aria-invalid={issue !== null || undefined}
      aria-describedby={issue === null ? undefined : errorId}
    >
      <legend className="wh-trade-question__text">{t(texts.question)}</legend>
      {question.answers.map((option) => {
        const id = `trade-consent-${question.id}-${option}`;
        return (
          <div key={option} className="wh-trade-question__answer">
            <input
              id={id}
              type="radio"
              name={`trade-consent-${question.id}`}
              checked={answer === option}
              onChange={() => onAnswer(option)}
            />
            <label htmlFor={id}>{t(texts.answer(option))}</label>
          </div>
        );
      })}
      {issue !== null && (
        <p id={errorId} className="wh-field__error" role="alert">
          {issue === 'missing' ? t('consent.answerRequired') : t(texts.hint)}
        </p>
      )}
    </fieldset>
  );
}
