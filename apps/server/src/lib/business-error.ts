import type { Issue } from '@waihui/core';
import { type MessageKey, type MessageParams, isMessageKey } from '../i18n/messages';

/**
 * A rule said no. Services throw it; the envelope plugin answers `{code: 0, msg, data: {reason}}`
 * with `msg` translated into the request's language. `reason` doubles as the message key.
 */
export class BusinessError extends Error {
  constructor(
    readonly reason: MessageKey,
    readonly options: {
      params?: MessageParams;
      httpStatus?: number;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(reason);
    this.name = 'BusinessError';
  }
}

/**
 * Core's reason for a refusal (the first issue of a failed Result) as the BusinessError the server
 * answers: its code is the reason, its details fill the message's placeholders ("at least {min}").
 */
export function issueRefusal(issue: Issue<string, string>): BusinessError {
  if (!isMessageKey(issue.code)) throw new Error(`core refused with unknown code ${issue.code}`);
  return new BusinessError(issue.code, issue.details ? { params: issue.details } : {});
}
