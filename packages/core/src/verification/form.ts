import { type Issue, type Result, issuesOn, resultOf } from '../result';
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

export type VerificationFormField = keyof VerificationFormInput;

/**
 * The parts of the verification form that need no IO, in the order the form shows them (product.md §5.9:
 * "identity verification needs a completed form and uploaded photos"). `today` is "YYYY-MM-DD".
 * Each missing photo is an issue on its own field. The country is checked against the area list
 * where that list lives (server and web).
 */
export function validateVerificationForm(
  input: VerificationFormInput,
  today: string,
): Result<VerificationFormInput, VerificationFormIssue, VerificationFormField> {
  const issues: Issue<VerificationFormIssue, VerificationFormField>[] = [
    ...issuesOn('name', validateRealName(input.name)),
  ];
  if (!(GENDERS as readonly string[]).includes(input.gender)) {
    issues.push({ code: 'GENDER_REQUIRED', field: 'gender' });
  }
  issues.push(...issuesOn('birthDate', validateBirthDate(input.birthDate, today)));
  if (isIdType(input.idType)) {
    issues.push(...issuesOn('idNumber', validateIdNumber(input.idType, input.idNumber)));
  } else {
    issues.push({ code: 'ID_TYPE_REQUIRED', field: 'idType' });
  }
  for (const field of ['frontPhotoId', 'backPhotoId'] as const) {
    if (input[field] === '') issues.push({ code: 'PHOTOS_REQUIRED', field });
  }
  return resultOf(input, issues);
}
