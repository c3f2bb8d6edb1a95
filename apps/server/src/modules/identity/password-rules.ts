import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type RegistrationIssue } from '@waihui/core';
import { BusinessError } from '../../lib/business-error';

/** The BusinessError for a core form issue, with the limits the message names. */
export function issueError(issue: RegistrationIssue): BusinessError {
  return new BusinessError(issue, {
    params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  });
}

/** Throws the first issue, if any (the form shows one message at a time). */
export function assertNoIssues(issues: readonly RegistrationIssue[]): void {
  const [first] = issues;
  if (first !== undefined) throw issueError(first);
}
