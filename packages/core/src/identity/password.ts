import { type Issue, type Result, resultOf } from '../result';

/** Login and fund passwords (product.md §5.1, §9): at least 6 characters; the cap bounds argon2 work per request. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordIssue = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORDS_DO_NOT_MATCH';
export type NewPasswordField = 'password' | 'confirmPassword';

/** The limits a length message names ("at least {min}", "at most {max}"). */
const LENGTH_LIMITS = { min: String(PASSWORD_MIN_LENGTH), max: String(PASSWORD_MAX_LENGTH) };

/**
 * Length in characters as a person counts them (code points, so "密码密码密码" is 6), not UTF-16 units.
 * Nothing else is required: length beats composition rules, and a check on common passwords would need data.
 */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * A new password and its confirmation (product.md §5.1: "passwords do not match"): the length on the
 * password, the mismatch on the confirmation, in form order. The value is the password.
 */
export function validateNewPassword(input: {
  password: string;
  confirmPassword: string;
}): Result<string, PasswordIssue, NewPasswordField> {
  const issues: Issue<PasswordIssue, NewPasswordField>[] = [];
  const length = passwordLength(input.password);
  if (length < PASSWORD_MIN_LENGTH) {
    issues.push({ code: 'PASSWORD_TOO_SHORT', field: 'password', details: LENGTH_LIMITS });
  } else if (length > PASSWORD_MAX_LENGTH) {
    issues.push({ code: 'PASSWORD_TOO_LONG', field: 'password', details: LENGTH_LIMITS });
  }
  if (input.password !== input.confirmPassword) {
    issues.push({ code: 'PASSWORDS_DO_NOT_MATCH', field: 'confirmPassword' });
  }
  return resultOf(input.password, issues);
}
