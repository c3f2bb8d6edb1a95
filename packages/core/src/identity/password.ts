/** Login and fund passwords (spec §5, §9): at least 6 characters; the cap bounds argon2 work per request. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordIssue = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORDS_DO_NOT_MATCH';

/**
 * Length in characters as a person counts them (code points, so "密码密码密码" is 6), not UTF-16 units.
 * Nothing else is required: length beats composition rules, and a check on common passwords would need data.
 */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** The first problem with a new password, or null. */
export function validatePassword(password: string): PasswordIssue | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  return null;
}

/** A new password and its confirmation (spec §5: "passwords do not match"); issues in form order. */
export function validateNewPassword(input: {
  password: string;
  confirmPassword: string;
}): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  const lengthIssue = validatePassword(input.password);
  if (lengthIssue) issues.push(lengthIssue);
  if (input.password !== input.confirmPassword) issues.push('PASSWORDS_DO_NOT_MATCH');
  return issues;
}
