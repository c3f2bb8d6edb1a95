import { type Result, fail, succeed } from '../result';

/**
 * The verification lifecycle (docs/funding.md): unverified → pending → verified (approved) or
 * rejected with a reason; after a rejection the user may submit again, which makes it pending once
 * more. A verified identity is final here; a pending one waits for an operator.
 */

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export type SubmissionIssue = 'VERIFICATION_PENDING' | 'VERIFICATION_ALREADY_APPROVED';

/** Whether a user in `status` may submit the form now; the value is the status a submission makes. */
export function decideSubmission(status: VerificationStatus): Result<'pending', SubmissionIssue> {
  if (status === 'pending') return fail('VERIFICATION_PENDING');
  if (status === 'verified') return fail('VERIFICATION_ALREADY_APPROVED');
  return succeed('pending');
}

/** Longest rejection reason an operator may write, in characters (code points). */
export const REJECTION_REASON_MAX_CHARS = 200;

export type ReviewDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export type ReviewIssue =
  'VERIFICATION_NOT_PENDING' | 'REJECTION_REASON_REQUIRED' | 'REJECTION_REASON_TOO_LONG';

/** The state a review leaves a submission in. */
export type ReviewOutcome =
  { status: 'verified'; rejectionReason: null } | { status: 'rejected'; rejectionReason: string };

/** An operator's decision on a submission: only a pending one can be decided; a rejection says why. */
export function decideReview(
  status: VerificationStatus,
  decision: ReviewDecision,
): Result<ReviewOutcome, ReviewIssue> {
  if (status !== 'pending') return fail('VERIFICATION_NOT_PENDING');
  if (decision.kind === 'approve') return succeed({ status: 'verified', rejectionReason: null });
  const reason = decision.reason.trim();
  if (reason === '') return fail('REJECTION_REASON_REQUIRED');
  if ([...reason].length > REJECTION_REASON_MAX_CHARS) {
    return fail('REJECTION_REASON_TOO_LONG', { max: String(REJECTION_REASON_MAX_CHARS) });
  }
  return succeed({ status: 'rejected', rejectionReason: reason });
}
