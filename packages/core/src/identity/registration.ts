import { type PasswordIssue, validateNewPassword } from './password';
import { isVerificationCode } from './codes';

export type RegistrationIssue = PasswordIssue | 'TERMS_NOT_CHECKED' | 'CODE_FORMAT';

/**
 * The parts of the registration form that need no IO (spec §5), in the order the form shows them:
 * password, confirmation, code, terms. Account format (e-mail, mobile) and country are checked
 * where the phone library lives (server and web), not here.
 */
export function validateRegistrationForm(input: {
  password: string;
  confirmPassword: string;
  code: string;
  termsAccepted: boolean;
}): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [...validateNewPassword(input)];
  if (!isVerificationCode(input.code)) issues.push('CODE_FORMAT');
  if (!input.termsAccepted) issues.push('TERMS_NOT_CHECKED');
  return issues;
}
