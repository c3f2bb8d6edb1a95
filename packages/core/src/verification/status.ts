/**
 * The verification lifecycle (docs/funding.md): unverified → pending → verified (approved) or
 * rejected with a reason; after a rejection the user may submit again, which makes it pending once
 * more. A verified identity is final here; a pending one waits for an operator.
 */

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export type SubmissionIssue = 'VERIFICATION_PENDING' | 'VERIFICATION_ALREADY_APPROVED';

/** Whether a user in `status` may submit the form now. */
export function decideSubmission(status: VerificationStatus): SubmissionIssue | null {
  if (status === 'pending') return 'VERIFICATION_PENDING';
  if (status === 'verified') return 'VERIFICATION_ALREADY_APPROVED';
  return null;
}

/** Longest rejection reason an operator may write, in characters (code points). */
export const REJECTION_REASON_MAX_CHARS = 200;

export type ReviewDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export type ReviewIssue =
  'VERIFICATION_NOT_PENDING' | 'REJECTION_REASON_REQUIRED' | 'REJECTION_REASON_TOO_LONG';

export type ReviewOutcome =
  | { ok: true; status: 'verified'; rejectionReason: null }
  | { ok: true; status: 'rejected'; rejectionReason: string }
  | { ok: false; issue: ReviewIssue };

/** An operator's decision on a submission: only a pending one can be decided; a rejection says why. */
export function decideReview(status: VerificationStatus, decision: ReviewDecision): ReviewOutcome {
  if (status !== 'pending') return { ok: false, issue: 'VERIFICATION_NOT_PENDING' };
  if (decision.kind === 'approve') return { ok: true, status: 'verified', rejectionReason: null };
  const reason = decision.reason.trim();
  if (reason === '') return { ok: false, issue: 'REJECTION_REASON_REQUIRED' };
  if ([...reason].length > REJECTION_REASON_MAX_CHARS) {
    return { ok: false, issue: 'REJECTION_REASON_TOO_LONG' };
  }
  return { ok: true, status: 'rejected', rejectionReason: reason };
}
