import type { TFunction } from 'i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordIssue } from '@waihui/core';
import type identity from '@/locales/en/identity.json';

/** A form field's problem found before any request; each names a message in `identity:errors`. */
export type FieldIssue = keyof (typeof identity)['errors'];

/** The message of a field issue in the current language (`country` names a barred country). */
export function fieldIssueText(
  t: TFunction<'identity'>,
  issue: FieldIssue,
  params: { country?: string } = {},
): string {
  return t(`errors.${issue}`, {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
    country: params.country ?? '',
  });
}

/**
 * A new password and its confirmation (core's validateNewPassword), as field issues: length on
 * the password, "passwords do not match" on the confirmation. An empty password says "enter".
 */
export function newPasswordIssues(
  issues: readonly PasswordIssue[],
  password: string,
): { password: FieldIssue | null; confirm: FieldIssue | null } {
  const length = issues.find((issue) => issue !== 'PASSWORDS_DO_NOT_MATCH') ?? null;
  return {
    password: password === '' ? 'PASSWORD_REQUIRED' : length,
    confirm: issues.includes('PASSWORDS_DO_NOT_MATCH') ? 'PASSWORDS_DO_NOT_MATCH' : null,
  };
}
