/** How long to wait before connecting again after a connection failed or dropped. */
export interface BackoffPolicy {
  /** Delay before the first retry, ms. */
  initialMs: number;
  /** The doubling stops here, ms (before jitter). */
  maxMs: number;
  /** Fraction of the delay added or taken at random: 0.2 spreads it over ±20%. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 500, maxMs: 30_000, jitter: 0.2 };

/**
 * Exponential backoff with symmetric jitter, in whole ms:
 * min(maxMs, initialMs × 2^failures) × (1 + jitter × (2 × random − 1)), rounded half up.
 * `failures` counts consecutive failures before this retry (0 for the first); `random` is in
 * [0, 1). Jitter keeps many servers that lost the same provider from reconnecting in step.
 */
export function backoffDelayMs(failures: number, policy: BackoffPolicy, random: number): number {
  const base = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(failures, 30));
  return Math.round(base * (1 + policy.jitter * (2 * random - 1)));
}
