import type { Decimal } from '../money';
import { isBeyondBand } from './quote-checks';

/**
 * What to do with the active source's new mid (product rule: a jump beyond the instrument's band
 * is held until a second source or a second tick confirms it):
 * - `deal`: within `band` of the last dealt mid (or nothing dealt yet);
 * - `confirmed`: beyond the band, but the held mid of the same source's previous tick, or the other
 *   source's latest mid, lies within the band of this one: deal it;
 * - `hold`: beyond the band and unconfirmed: keep it back (it replaces any held tick).
 * `discardsHeld`: a tick was held and this verdict drops it (superseded by a tick within the band
 * or by a new unconfirmed jump); a confirmed tick supersedes the held one without counting.
 */
export type JumpVerdict = 'deal' | 'confirmed' | 'hold';

export interface JumpScreenInput {
  mid: Decimal;
  /** The mid of the last quote dealt for the instrument; null before the first. */
  lastDealtMid: Decimal | null;
  /** The mid held back from this source's previous tick; null when none is held. */
  heldMid: Decimal | null;
  /** The other source's latest usable mid; null when it has none (or there is no other). */
  otherMid: Decimal | null;
  /** A fraction of the reference mid: 0.05 = 5%. */
  band: Decimal;
}

export function screenJump(input: JumpScreenInput): {
  verdict: JumpVerdict;
  discardsHeld: boolean;
} {
  const { mid, lastDealtMid, heldMid, otherMid, band } = input;
  if (lastDealtMid === null || !isBeyondBand(mid, lastDealtMid, band)) {
    return { verdict: 'deal', discardsHeld: heldMid !== null };
  }
  if (confirms(heldMid, mid, band) || confirms(otherMid, mid, band)) {
    return { verdict: 'confirmed', discardsHeld: false };
  }
  return { verdict: 'hold', discardsHeld: heldMid !== null };
}

/** Whether `witness` (another tick's mid) lies within `band` of the jumped `mid`. */
export function confirmsJump(witness: Decimal, mid: Decimal, band: Decimal): boolean {
  return !isBeyondBand(witness, mid, band);
}

function confirms(witness: Decimal | null, mid: Decimal, band: Decimal): boolean {
  return witness !== null && confirmsJump(witness, mid, band);
}
