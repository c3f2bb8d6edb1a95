import type { Result } from '@waihui/core';
import { issueRefusal } from '../../lib/business-error';

/** Throws the first issue of a form's result, if any (the form shows one message at a time). */
export function assertNoIssues(result: Result<unknown, string, string>): void {
  if (!result.ok) throw issueRefusal(result.issues[0]);
}
