/** Moves at least this large (in %) get the strongest colour, unless a member moved more. */
export const HEAT_FULL_SCALE_PCT = 1;
/** Colour steps of a heat-map tile on each side of zero. */
export const HEAT_LEVELS = 4;

export interface Heat {
  trend: 'rise' | 'fall' | 'flat';
  /** 0 (flat or unknown) to HEAT_LEVELS (the biggest move of the category, or ≥ 1%). */
  level: number;
}

/**
 * Colour of a heat-map tile: the direction of today's change and its size relative to the largest
 * move among the category (at least HEAT_FULL_SCALE_PCT, so a quiet forex day stays pale).
 * `changePct` and `largestAbsPct` are display-only readings of the server's 2-place percentages;
 * nothing is computed from them but a colour.
 */
export function heatOf(changePct: string | null, largestAbsPct: number): Heat {
  const pct = changePct === null ? NaN : Number(changePct);
  if (!Number.isFinite(pct) || pct === 0) return { trend: 'flat', level: 0 };
  const scale = Math.max(largestAbsPct, HEAT_FULL_SCALE_PCT);
  const level = Math.min(
    HEAT_LEVELS,
    Math.max(1, Math.ceil((Math.abs(pct) / scale) * HEAT_LEVELS)),
  );
  return { trend: pct > 0 ? 'rise' : 'fall', level };
}

/** Largest |change %| of a list, 0 when none is known. */
export function largestAbsPct(values: readonly (string | null)[]): number {
  return values.reduce((largest, value) => {
    const pct = value === null ? NaN : Math.abs(Number(value));
    return Number.isFinite(pct) && pct > largest ? pct : largest;
  }, 0);
}
