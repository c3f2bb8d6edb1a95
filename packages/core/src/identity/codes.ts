/** Verification codes (product.md §4.5, §5.3): 6 digits, 60 s between sends; ours: 10 min life, 5 tries. */
export const VERIFICATION_CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_SECONDS = 60;

/** Exactly six ASCII digits (the numeric input of product.md §5.3). */
export function isVerificationCode(value: string): boolean {
  return /^[0-9]{6}$/.test(value);
}

/**
 * Whole seconds until another code may be sent to a destination; 0 when it may be sent now.
 * `resendSeconds` is the rule's 60 except on a browser-test server (config CODE_RESEND_SECONDS).
 */
export function secondsUntilResend(
  lastSentAtMs: number | null,
  nowMs: number,
  resendSeconds: number = CODE_RESEND_SECONDS,
): number {
  if (lastSentAtMs === null) return 0;
  const waitMs = lastSentAtMs + resendSeconds * 1000 - nowMs;
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export type CodeAttemptOutcome =
  /** Right code: mark it used. */
  | { kind: 'accepted' }
  /** Wrong code: store `attempts`; `exhausted` when that was the last allowed try. */
  | { kind: 'wrong'; attempts: number; exhausted: boolean }
  /** Tries already used up: the code is dead even if this guess is right. */
  | { kind: 'too_many_tries' }
  /** No live code: never sent, used, replaced by a newer one, or past its 10 minutes. */
  | { kind: 'expired' };

/** Decides one attempt at a stored code. `code` null means no live code exists for the destination. */
export function decideCodeAttempt(input: {
  code: { attempts: number; expiresAtMs: number; consumed: boolean } | null;
  matches: boolean;
  nowMs: number;
}): CodeAttemptOutcome {
  const { code } = input;
  if (code === null || code.consumed || input.nowMs >= code.expiresAtMs) return { kind: 'expired' };
  if (code.attempts >= CODE_MAX_TRIES) return { kind: 'too_many_tries' };
  if (input.matches) return { kind: 'accepted' };
  const attempts = code.attempts + 1;
  return { kind: 'wrong', attempts, exhausted: attempts >= CODE_MAX_TRIES };
}
