/** Five wrong passwords in a row lock the login (or the fund password) for 15 minutes. */
export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_LOCK_MINUTES = 15;

export interface PasswordGuard {
  /** Consecutive wrong passwords since the last success or lock. */
  failedAttempts: number;
  /** Epoch ms until which attempts are refused; null when not locked. */
  lockedUntilMs: number | null;
}

export type PasswordAttemptOutcome =
  /** Refused without looking at the password: still locked. */
  | { kind: 'locked'; lockedUntilMs: number }
  | { kind: 'accepted'; next: PasswordGuard }
  /** Wrong, with `attemptsLeft` before the lock. */
  | { kind: 'rejected'; next: PasswordGuard; attemptsLeft: number }
  /** Wrong, and that was the last try: locked from now. */
  | { kind: 'locked_now'; next: PasswordGuard; lockedUntilMs: number };

/** Decides one password attempt against the guard state; the caller stores `next`. */
export function decidePasswordAttempt(
  guard: PasswordGuard,
  input: { matches: boolean; nowMs: number },
): PasswordAttemptOutcome {
  if (guard.lockedUntilMs !== null && guard.lockedUntilMs > input.nowMs) {
    return { kind: 'locked', lockedUntilMs: guard.lockedUntilMs };
  }
  // A lock that has run out starts a fresh count.
  const failedBefore = guard.lockedUntilMs === null ? guard.failedAttempts : 0;
  if (input.matches) return { kind: 'accepted', next: { failedAttempts: 0, lockedUntilMs: null } };
  const failed = failedBefore + 1;
  if (failed >= PASSWORD_MAX_FAILURES) {
    const lockedUntilMs = input.nowMs + PASSWORD_LOCK_MINUTES * 60_000;
    return { kind: 'locked_now', next: { failedAttempts: 0, lockedUntilMs }, lockedUntilMs };
  }
  return {
    kind: 'rejected',
    next: { failedAttempts: failed, lockedUntilMs: null },
    attemptsLeft: PASSWORD_MAX_FAILURES - failed,
  };
}

/** Whole minutes left of a lock, rounded up (at least 1 while locked), for the message. */
export function lockMinutesLeft(lockedUntilMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((lockedUntilMs - nowMs) / 60_000));
}
