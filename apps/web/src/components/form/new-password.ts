import { type NewPasswordField, validateNewPassword } from '@waihui/core';
import { type FieldIssue, fieldIssuesOf } from './use-form';

/**
 * A new password and its confirmation (core's validateNewPassword) as field issues: length on the
 * password (with the limits its message names), "passwords do not match" on the confirmation. An
 * empty password says "enter your password".
 */
export function newPasswordIssues(
  password: string,
  confirmPassword: string,
): Record<NewPasswordField, FieldIssue | null> {
  const issues = fieldIssuesOf(validateNewPassword({ password, confirmPassword }));
  return {
    password: password === '' ? 'PASSWORD_REQUIRED' : (issues.password ?? null),
    confirmPassword: issues.confirmPassword ?? null,
  };
}
