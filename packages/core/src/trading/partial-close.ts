import { Decimal, roundHalfEven8 } from '../money';
import { type Result, fail, succeed } from '../result';
import { type LotsIssueCode, validateLots } from './quantity';

/*
 * Closing part of a position (product.md §10.16): whole lots (the lots step is 1), at least one and
 * fewer than it holds, or all of them (a full close). The closed part takes its share of the margin
 * and of the open fee pro rata; the part still open keeps the remainder, so the two always add up to
 * what the position held, to the last unit of the ledger's scale.
 */

/** The lots of a position closed: 1 … its open lots (LOTS_ABOVE_MAXIMUM names them). */
export function validateCloseLots(
  value: string | number,
  openLots: number,
): Result<number, LotsIssueCode> {
  return validateLots(value, openLots);
}

/** What a position (or a part of it) holds: whole lots and USD amounts fixed at its fill. */
export interface PositionShare {
  lots: number;
  /** Initial margin, USD. */
  margin: Decimal;
  /** Open fee paid, USD. */
  openFee: Decimal;
}

export type PartIssueCode = 'POSITION_PART_TOO_SMALL';

/**
 * Splits `position` into the part closed (`closeLots` of its lots) and the rest left open.
 * Rounding (named): the closed part's margin and open fee are position × closeLots / lots, each
 * roundHalfEven8; the rest is position − closed part (exact, no rounding of its own). Refused with
 * POSITION_PART_TOO_SMALL when either part's margin would be zero at 8 decimals (a position's margin
 * is always positive). `closeLots` must already be 1 … lots − 1 (validateCloseLots, and all lots is a
 * full close).
 */
export function splitPosition(
  position: PositionShare,
  closeLots: number,
): Result<{ closed: PositionShare; rest: PositionShare }, PartIssueCode> {
  if (!Number.isInteger(closeLots) || closeLots < 1 || closeLots >= position.lots)
    throw new RangeError(`cannot split ${closeLots} of ${position.lots} lots`);
  const share = new Decimal(closeLots).dividedBy(position.lots);
  const closedMargin = roundHalfEven8(position.margin.times(share));
  const closedFee = roundHalfEven8(position.openFee.times(share));
  const restMargin = position.margin.minus(closedMargin);
  if (closedMargin.lessThanOrEqualTo(0) || restMargin.lessThanOrEqualTo(0))
    return fail('POSITION_PART_TOO_SMALL', { lots: String(closeLots) });
  return succeed({
    closed: { lots: closeLots, margin: closedMargin, openFee: closedFee },
    rest: {
      lots: position.lots - closeLots,
      margin: restMargin,
      openFee: position.openFee.minus(closedFee),
    },
  });
}
