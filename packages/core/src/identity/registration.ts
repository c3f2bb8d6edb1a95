import { type Issue, type Result, resultOf } from '../result';
import { type NewPasswordField, type PasswordIssue, validateNewPassword } from './password';
import { isVerificationCode } from './codes';

export type RegistrationIssue = PasswordIssue | 'TERMS_NOT_CHECKED' | 'CODE_FORMAT';
export type RegistrationField = NewPasswordField | 'code' | 'termsAccepted';

export interface RegistrationFormInput {
  password: string;
  confirmPassword: string;
  code: string;
  termsAccepted: boolean;
}

/**
 * The parts of the registration form that need no IO (product.md §5.2), in the order the form shows them:
 * password, confirmation, code, terms. Account format (e-mail, mobile) and country are checked
 * where the phone library lives (server and web), not here.
 */
export function validateRegistrationForm(
  input: RegistrationFormInput,
): Result<RegistrationFormInput, RegistrationIssue, RegistrationField> {
  const password = validateNewPassword(input);
  const issues: Issue<RegistrationIssue, RegistrationField>[] = password.ok
    ? []
    : [...password.issues];
  if (!isVerificationCode(input.code)) issues.push({ code: 'CODE_FORMAT', field: 'code' });
  if (!input.termsAccepted) issues.push({ code: 'TERMS_NOT_CHECKED', field: 'termsAccepted' });
  return resultOf(input, issues);
}
