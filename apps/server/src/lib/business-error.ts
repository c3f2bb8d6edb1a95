import type { MessageKey, MessageParams } from '../i18n/messages';

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
