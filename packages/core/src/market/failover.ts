/** Which of an instrument's two sources its dealt quotes come from. */
export type SourceRole = 'primary' | 'secondary';

/**
 * One instrument's failover state: the active role, and since when (epoch ms) the primary has been
 * continuously live (null while it is not).
 */
export interface FailoverState {
  active: SourceRole;
  primaryLiveSinceMs: number | null;
}

export const START_ON_PRIMARY: FailoverState = { active: 'primary', primaryLiveSinceMs: null };

export interface FailoverInput {
  /** Whether each source is live for the instrument now (connected and its quote fresh). */
  primaryLive: boolean;
  /** False when the instrument has no secondary. */
  secondaryLive: boolean;
  nowMs: number;
  /** Back to the primary only once it has been live this long without a break (ms). */
  failbackAfterMs: number;
}

/**
 * The active source after one look at both, with hysteresis:
 * - on the primary: stay while it is live; take the secondary when the primary is not and the
 *   secondary is (neither live: stay, nothing better to offer);
 * - on the secondary: back to the primary once it has been live for `failbackAfterMs` without a
 *   break, or at once when the secondary stops being live and the primary is live.
 * Called on every tick, state change and timer tick; the caller records a change of `active`.
 */
export function decideFailover(state: FailoverState, input: FailoverInput): FailoverState {
  const primaryLiveSinceMs = input.primaryLive ? (state.primaryLiveSinceMs ?? input.nowMs) : null;
  const next = (active: SourceRole): FailoverState => ({ active, primaryLiveSinceMs });
  if (state.active === 'primary') {
    return next(!input.primaryLive && input.secondaryLive ? 'secondary' : 'primary');
  }
  if (primaryLiveSinceMs === null) return next('secondary');
  const healedLongEnough = input.nowMs - primaryLiveSinceMs >= input.failbackAfterMs;
  return next(healedLongEnough || !input.secondaryLive ? 'primary' : 'secondary');
}
