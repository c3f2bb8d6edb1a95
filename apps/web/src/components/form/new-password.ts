import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validateNewPassword } from '@waihui/core';
import type { FieldIssue } from './use-form';

/**
 * A new password and its confirmation (core's validateNewPassword) as field issues: length on the
 * password (with the limits its message names), "passwords do not match" on the confirmation. An
 * empty password says "enter your password".
 */
export function newPasswordIssues(
  password: string,
  confirmPassword: string,
): { password: FieldIssue | null; confirm: FieldIssue | null } {
  const issues = validateNewPassword({ password, confirmPassword });
  const length = issues.find((issue) => issue !== 'PASSWORDS_DO_NOT_MATCH');
  return {
    password:
      password === ''
        ? 'PASSWORD_REQUIRED'
        : length === undefined
          ? null
          : { code: length, params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } },
    confirm: issues.includes('PASSWORDS_DO_NOT_MATCH') ? 'PASSWORDS_DO_NOT_MATCH' : null,
  };
}
