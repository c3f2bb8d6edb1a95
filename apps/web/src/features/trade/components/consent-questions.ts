/**
 * The appropriateness check before a user's first leveraged order: question ids and answer ids as
 * the server records them (`consent.answers`), the keys of their texts (namespace `trade`), and
 * the answer that shows the user understands leverage. The server checks the same answers
 * (apps/server/src/modules/trading/trading.service.ts, APPROPRIATENESS_ANSWERS) and refuses others
 * with APPROPRIATENESS_FAILED; the page checks first, so a wrong answer is explained at once.
 */
export const APPROPRIATENESS_QUESTIONS = [
  {
    id: 'leverage_loss',
    question: 'consent.leverageLoss.question',
    hint: 'consent.leverageLoss.hint',
    answers: [
      { id: 'nothing', text: 'consent.leverageLoss.nothing' },
      { id: 'at_most_margin', text: 'consent.leverageLoss.at_most_margin' },
      { id: 'more_than_margin_possible', text: 'consent.leverageLoss.more_than_margin_possible' },
    ],
    expected: 'more_than_margin_possible',
  },
  {
    id: 'stop_out',
    question: 'consent.stopOut.question',
    hint: 'consent.stopOut.hint',
    answers: [
      { id: 'nothing', text: 'consent.stopOut.nothing' },
      { id: 'positions_closed', text: 'consent.stopOut.positions_closed' },
      { id: 'more_margin', text: 'consent.stopOut.more_margin' },
    ],
    expected: 'positions_closed',
  },
] as const;

export type AppropriatenessQuestion = (typeof APPROPRIATENESS_QUESTIONS)[number];
export type QuestionId = AppropriatenessQuestion['id'];

/** What is wrong with one question's answer: none chosen, or not the expected one; null = right. */
export function answerIssue(
  question: AppropriatenessQuestion,
  answer: string | undefined,
): 'missing' | 'wrong' | null {
  if (answer === undefined) return 'missing';
  return answer === question.expected ? null : 'wrong';
}
