import { type BirthDateIssue, validateBirthDate } from './age';
import {
  type IdNumberIssue,
  isIdType,
  type RealNameIssue,
  validateIdNumber,
  validateRealName,
} from './id-document';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export type VerificationFormIssue =
  | RealNameIssue
  | BirthDateIssue
  | IdNumberIssue
  | 'GENDER_REQUIRED'
  | 'ID_TYPE_REQUIRED'
  | 'PHOTOS_REQUIRED';

export interface VerificationFormInput {
  name: string;
  gender: string;
  /** "YYYY-MM-DD" */
  birthDate: string;
  idType: string;
  idNumber: string;
  frontPhotoId: string;
  backPhotoId: string;
}

/**
 * The parts of the verification form that need no IO, in the order the form shows them (spec §5:
 * "identity verification needs a completed form and uploaded photos"). `today` is "YYYY-MM-DD".
 * The country is checked against the area list where that list lives (server and web).
 */
export function validateVerificationForm(
  input: VerificationFormInput,
  today: string,
): VerificationFormIssue[] {
  const issues: VerificationFormIssue[] = [];
  const nameIssue = validateRealName(input.name);
  if (nameIssue) issues.push(nameIssue);
  if (!(GENDERS as readonly string[]).includes(input.gender)) issues.push('GENDER_REQUIRED');
  const birthIssue = validateBirthDate(input.birthDate, today);
  if (birthIssue) issues.push(birthIssue);
  if (isIdType(input.idType)) {
    const numberIssue = validateIdNumber(input.idType, input.idNumber);
    if (numberIssue) issues.push(numberIssue);
  } else {
    issues.push('ID_TYPE_REQUIRED');
  }
  if (input.frontPhotoId === '' || input.backPhotoId === '') issues.push('PHOTOS_REQUIRED');
  return issues;
}
