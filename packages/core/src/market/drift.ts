import type { Decimal } from '../money';
import { isBeyondBand } from './quote-checks';

/**
 * Whether the drift alert between an instrument's two sources changes: `raise` when the
 * secondary's mid moves further than `limit` × the primary's mid from it while no alert stands,
 * `clear` when it is back within the limit while one stands (equal to the limit is within), else
 * null. Both mids are the sources' latest usable raw mids.
 */
export function decideDrift(input: {
  alerting: boolean;
  primaryMid: Decimal;
  secondaryMid: Decimal;
  limit: Decimal;
}): 'raise' | 'clear' | null {
  const beyond = isBeyondBand(input.secondaryMid, input.primaryMid, input.limit);
  if (beyond && !input.alerting) return 'raise';
  if (!beyond && input.alerting) return 'clear';
  return null;
}
