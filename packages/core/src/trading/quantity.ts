import { type Result, fail, succeed } from '../result';

/** Why a lots quantity is refused (product.md §5.5: "Quantity must be a positive integer greater than 0"). */
export type LotsIssueCode = 'LOTS_INVALID' | 'LOTS_NOT_POSITIVE_INTEGER' | 'LOTS_ABOVE_MAXIMUM';

const SIGNED_DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;
const WHOLE = /^\d{1,15}$/;

/**
 * Lots as the user sent them ("3", or an integer number) → a positive integer ≤ maxLots.
 * Not a number at all: LOTS_INVALID; zero, negative or fractional: LOTS_NOT_POSITIVE_INTEGER;
 * more than the instrument allows: LOTS_ABOVE_MAXIMUM with the maximum in the details.
 */
export function validateLots(
  value: string | number,
  maxLots: number,
): Result<number, LotsIssueCode> {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const trimmed = text.trim();
  if (!SIGNED_DECIMAL.test(trimmed)) return fail('LOTS_INVALID');
  if (!WHOLE.test(trimmed)) return fail('LOTS_NOT_POSITIVE_INTEGER');
  const lots = Number(trimmed);
  if (lots < 1) return fail('LOTS_NOT_POSITIVE_INTEGER');
  if (lots > maxLots) return fail('LOTS_ABOVE_MAXIMUM', { maximum: String(maxLots) });
  return succeed(lots);
}
