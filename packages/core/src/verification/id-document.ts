import { type Result, fail, succeed } from '../result';

/**
 * ID documents the verification form accepts (product.md §3.8) and the shape of their numbers. Numbers are
 * compared and stored normalised: trimmed, inner spaces removed, letters upper-cased. The shapes are
 * deliberately loose (countries differ); they refuse what cannot be a document number, not every
 * wrong one: an operator compares the number with the photo.
 */

export const ID_TYPES = [
  'id_card',
  'passport',
  'drivers_license',
  'health_insurance_card',
] as const;
export type IdType = (typeof ID_TYPES)[number];

export function isIdType(value: string): value is IdType {
  return (ID_TYPES as readonly string[]).includes(value);
}

/** Per type: allowed characters and length of the normalised number. */
const NUMBER_SHAPES: Record<IdType, { pattern: RegExp; min: number; max: number }> = {
  // National ID cards: digits and letters, sometimes hyphenated (e.g. 12 digits, 18 with a check letter).
  id_card: { pattern: /^[A-Z0-9-]+$/, min: 5, max: 20 },
  // ICAO 9303 machine-readable passports: at most 9 letters or digits.
  passport: { pattern: /^[A-Z0-9]+$/, min: 5, max: 9 },
  drivers_license: { pattern: /^[A-Z0-9-]+$/, min: 4, max: 20 },
  health_insurance_card: { pattern: /^[A-Z0-9-]+$/, min: 4, max: 20 },
};

/** Longest text the number field takes before normalising (a bound for the contract). */
export const ID_NUMBER_INPUT_MAX = 40;

/** " ab 123 456 " → "AB123456". */
export function normaliseIdNumber(input: string): string {
  return input.trim().replace(/\s+/g, '').toUpperCase();
}

export type IdNumberIssue = 'ID_NUMBER_REQUIRED' | 'ID_NUMBER_INVALID';

/** Checks the normalised number against its type's shape; the value is the normalised number. */
export function validateIdNumber(idType: IdType, input: string): Result<string, IdNumberIssue> {
  const number = normaliseIdNumber(input);
  if (number === '') return fail('ID_NUMBER_REQUIRED');
  const shape = NUMBER_SHAPES[idType];
  if (number.length < shape.min || number.length > shape.max || !shape.pattern.test(number)) {
    return fail('ID_NUMBER_INVALID');
  }
  return succeed(number);
}

/**
 * An ID number as shown anywhere after submission: the first two and last two characters stay
 * (one each for numbers of six or fewer), the rest become "*": "AB1234567" → "AB*****67".
 */
export function maskIdNumber(number: string): string {
  const keep = number.length <= 6 ? 1 : 2;
  if (number.length <= keep * 2) return '*'.repeat(number.length);
  return `${number.slice(0, keep)}${'*'.repeat(number.length - keep * 2)}${number.slice(-keep)}`;
}

/** Longest real name in characters (code points), after trimming. */
export const REAL_NAME_MAX_CHARS = 100;

export type RealNameIssue = 'REAL_NAME_REQUIRED' | 'REAL_NAME_INVALID';

/** Trimmed, inner runs of white space collapsed to one space. */
export function normaliseRealName(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

/** A name is 1–100 characters with no control characters or digits; the value is the normalised name. */
export function validateRealName(input: string): Result<string, RealNameIssue> {
  const name = normaliseRealName(input);
  if (name === '') return fail('REAL_NAME_REQUIRED');
  // eslint-disable-next-line no-control-regex
  if ([...name].length > REAL_NAME_MAX_CHARS || /[\u0000-\u001f\u007f\d]/.test(name)) {
    return fail('REAL_NAME_INVALID', { max: String(REAL_NAME_MAX_CHARS) });
  }
  return succeed(name);
}
