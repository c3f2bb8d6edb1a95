import { ENVELOPE_CODE, type FailureEnvelope, type Language } from '@waihui/contracts';
import { translate, type MessageKey, type MessageParams } from '../i18n/messages';

/** Success envelope `{code: 1, msg, data}` with a translated "Success" message. */
export function ok<T>(lang: Language, data: T) {
  return { code: ENVELOPE_CODE.ok, msg: translate(lang, 'OK'), data };
}

export function failure(
  lang: Language,
  reason: MessageKey,
  options: {
    params?: MessageParams;
    code?: FailureEnvelope['code'];
    issues?: { path: string; message: string }[];
    details?: Record<string, unknown>;
  } = {},
): FailureEnvelope {
  return {
    code: options.code ?? ENVELOPE_CODE.failed,
    msg: translate(lang, reason, options.params),
    data: {
      reason,
      ...(options.issues ? { issues: options.issues } : {}),
      ...(options.details ?? {}),
    },
  };
}
