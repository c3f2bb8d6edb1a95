/** Spec §9: a text area takes at most 140 characters; the feedback page is one. */
export const FEEDBACK_MAX_CHARS = 140;

export type FeedbackIssue = 'FEEDBACK_EMPTY' | 'FEEDBACK_TOO_LONG';

/**
 * Length as a person counts characters (code points: "反馈" is 2, an emoji 1), after trimming the
 * spaces and line breaks at both ends, which are not stored.
 */
export function feedbackLength(text: string): number {
  return [...text.trim()].length;
}

/** The problem with a feedback text, or null when it may be sent. */
export function validateFeedback(text: string): FeedbackIssue | null {
  const length = feedbackLength(text);
  if (length === 0) return 'FEEDBACK_EMPTY';
  if (length > FEEDBACK_MAX_CHARS) return 'FEEDBACK_TOO_LONG';
  return null;
}
