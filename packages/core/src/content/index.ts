export {
  FEEDBACK_MAX_CHARS,
  type FeedbackIssue,
  feedbackLength,
  validateFeedback,
} from './feedback';
