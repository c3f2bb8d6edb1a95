import { Decimal } from '@waihui/core';
import { localizeDecimal } from '@/lib/format/prices';

/**
 * A new destination's waiting time (whole seconds from the server) in hours, as the note names it:
 * rounded up to one decimal (ROUND_UP, so the note never promises it sooner), in the language's
 * symbols: 86400 → "24", 5400 → "1.5", 3 → "0.1".
 */
export function delayHours(seconds: number): string {
  const hours = new Decimal(seconds).dividedBy(3600).toDecimalPlaces(1, Decimal.ROUND_UP);
  return localizeDecimal(hours.toFixed());
}
