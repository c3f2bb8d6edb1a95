import type { AppropriatenessQuestionId } from '@waihui/core';

/*
 * The texts of the appropriateness check (namespace `trade`). Which questions there are, their
 * answers and the expected one are core's (APPROPRIATENESS_QUESTIONS), the rule the server applies.
 */

const TEXTS = {
  leverage_loss: {
    question: 'consent.leverageLoss.question',
    hint: 'consent.leverageLoss.hint',
    answers: {
      nothing: 'consent.leverageLoss.nothing',
      at_most_margin: 'consent.leverageLoss.at_most_margin',
      more_than_margin_possible: 'consent.leverageLoss.more_than_margin_possible',
    },
  },
  stop_out: {
    question: 'consent.stopOut.question',
    hint: 'consent.stopOut.hint',
    answers: {
      nothing: 'consent.stopOut.nothing',
      positions_closed: 'consent.stopOut.positions_closed',
      more_margin: 'consent.stopOut.more_margin',
    },
  },
} as const;

type TextKey =
  | (typeof TEXTS)[AppropriatenessQuestionId]['question' | 'hint']
  | (typeof TEXTS)['leverage_loss']['answers'][keyof (typeof TEXTS)['leverage_loss']['answers']]
  | (typeof TEXTS)['stop_out']['answers'][keyof (typeof TEXTS)['stop_out']['answers']];

/** The text keys of one question: its question, its hint, and one per answer id. */
export function questionTexts(id: AppropriatenessQuestionId) {
  const texts = TEXTS[id];
  const answers: Readonly<Record<string, TextKey>> = texts.answers;
  return {
    question: texts.question as TextKey,
    hint: texts.hint as TextKey,
    answer: (answerId: string): TextKey => answers[answerId] ?? texts.question,
  };
}
