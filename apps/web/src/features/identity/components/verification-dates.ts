import { EARLIEST_BIRTH_YEAR, MIN_VERIFICATION_AGE_YEARS } from '@waihui/core';

/** The device's calendar date of an instant, "YYYY-MM-DD". */
export function localDate(at: Date): string {
  const month = String(at.getMonth() + 1).padStart(2, '0');
  const day = String(at.getDate()).padStart(2, '0');
  return `${at.getFullYear()}-${month}-${day}`;
}

/**
 * The date picker's range: from 1 January 1900 to the last birthday that makes the user 18 today
 * (the spec's ±10-year default window would hold no allowed date, so the range follows the rule).
 */
export function birthDateBounds(today: Date): { min: string; max: string } {
  const latest = new Date(
    today.getFullYear() - MIN_VERIFICATION_AGE_YEARS,
    today.getMonth(),
    today.getDate(),
  );
  // 29 February of a leap year, 18 years later, rolls to 1 March: the user turns 18 on 1 March.
  if (latest.getMonth() !== today.getMonth()) latest.setDate(0);
  return { min: `${EARLIEST_BIRTH_YEAR}-01-01`, max: localDate(latest) };
}
