import { type Result, fail, succeed } from '../result';

/** product.md §5.11: a text area takes at most 140 characters; the feedback page is one. */
export const FEEDBACK_MAX_CHARS = 140;

export type FeedbackIssue = 'FEEDBACK_EMPTY' | 'FEEDBACK_TOO_LONG';

/**
 * Length as a person counts characters (code points: "反馈" is 2, an emoji 1), after trimming the
 * spaces and line breaks at both ends, which are not stored.
 */
export function feedbackLength(text: string): number {
  return [...text.trim()].length;
}

/** A feedback text that may be sent: the value is the text as stored (trimmed). */
export function validateFeedback(text: string): Result<string, FeedbackIssue> {
  const length = feedbackLength(text);
  if (length === 0) return fail('FEEDBACK_EMPTY');
  if (length > FEEDBACK_MAX_CHARS)
    return fail('FEEDBACK_TOO_LONG', { max: String(FEEDBACK_MAX_CHARS) });
  return succeed(text.trim());
}
