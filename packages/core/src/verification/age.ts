import { type Result, fail, succeed } from '../result';

/**
 * Age from a date of birth, on calendar dates ("YYYY-MM-DD") so no time zone moves a birthday:
 * the caller passes today's date in the zone it trusts (the server: UTC). Someone born on 29 February
 * turns a year older on 1 March in a common year.
 */

/** Youngest age allowed to complete identity verification (product.md §5.9). */
export const MIN_VERIFICATION_AGE_YEARS = 18;

/** Oldest birth year the form accepts; earlier dates are typing mistakes. */
export const EARLIEST_BIRTH_YEAR = 1900;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** "2008-02-29" → {2008, 2, 29}; null unless the text is a real date in ISO form. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whole years between birth and today; negative when the birth date is after today. */
export function ageInYears(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  const birthdayPassed =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return birthdayPassed ? years : years - 1;
}

export type BirthDateIssue = 'BIRTH_DATE_INVALID' | 'UNDER_MIN_AGE';

/** A birth date the form may submit: a real date, not before 1900, not in the future, age ≥ 18. */
export function validateBirthDate(
  birthDate: string,
  today: string,
): Result<CalendarDate, BirthDateIssue> {
  const birth = parseCalendarDate(birthDate);
  const now = parseCalendarDate(today);
  if (birth === null || now === null) return fail('BIRTH_DATE_INVALID');
  if (birth.year < EARLIEST_BIRTH_YEAR || ageInYears(birth, now) < 0)
    return fail('BIRTH_DATE_INVALID');
  return ageInYears(birth, now) >= MIN_VERIFICATION_AGE_YEARS
    ? succeed(birth)
    : fail('UNDER_MIN_AGE', { min_age: String(MIN_VERIFICATION_AGE_YEARS) });
}
