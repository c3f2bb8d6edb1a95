/**
 * The appropriateness check before a user's first leveraged order (product.md §10.10, docs/trading.md):
 * each question's id, its answer ids as `consent.answers` records them, and the answer that shows
 * the user understands the risk. The server refuses any other answer (APPROPRIATENESS_FAILED); the
 * trade page checks first with the same rule, so a wrong answer is explained at once.
 */
export const APPROPRIATENESS_QUESTIONS = [
  {
    id: 'leverage_loss',
    answers: ['nothing', 'at_most_margin', 'more_than_margin_possible'],
    expected: 'more_than_margin_possible',
  },
  {
    id: 'stop_out',
    answers: ['nothing', 'positions_closed', 'more_margin'],
    expected: 'positions_closed',
  },
] as const;

export type AppropriatenessQuestion = (typeof APPROPRIATENESS_QUESTIONS)[number];
export type AppropriatenessQuestionId = AppropriatenessQuestion['id'];

/** What is wrong with one question's answer: none chosen, or not the expected one; null = right. */
export function answerIssue(
  question: AppropriatenessQuestion,
  answer: string | undefined,
): 'missing' | 'wrong' | null {
  if (answer === undefined) return 'missing';
  return answer === question.expected ? null : 'wrong';
}

/** Every question answered as expected (extra keys are ignored). */
export function passesAppropriateness(answers: Readonly<Record<string, string>>): boolean {
  return APPROPRIATENESS_QUESTIONS.every((question) => answers[question.id] === question.expected);
}
