import { CODE_TTL_SECONDS } from '@waihui/core';
import type { Language } from '@waihui/contracts';
import type { CodeChannel, CodePurpose } from '../../../db/schema';
import { translate, type MessageKey } from '../../../i18n/messages';
import type { OutgoingMessage } from './code-sender';

const PURPOSE_KEY: Record<CodePurpose, MessageKey> = {
  register: 'CODE_FOR_REGISTER',
  login: 'CODE_FOR_LOGIN',
  reset_password: 'CODE_FOR_RESET_PASSWORD',
  fund_password: 'CODE_FOR_FUND_PASSWORD',
};

/** Who a message goes to, by which channel, for what, in which language. */
interface Addressee {
  channel: CodeChannel;
  to: string;
  purpose: CodePurpose;
  lang: Language;
}

function addressed({ channel, to, purpose, lang }: Addressee) {
  return { channel, to, purpose, lang };
}

/** The SMS / e-mail carrying a code, in the recipient's language; it names its purpose (anti-phishing). */
export function renderCodeMessage(input: Addressee & { code: string }): OutgoingMessage {
  const { lang, code } = input;
  return {
    ...addressed(input),
    subject: translate(lang, 'CODE_EMAIL_SUBJECT', { code }),
    text: translate(lang, 'CODE_TEXT', {
      code,
      purpose: translate(lang, PURPOSE_KEY[input.purpose]),
      minutes: CODE_TTL_SECONDS / 60,
    }),
  };
}

/** Why a notice goes out instead of a code (code sending answers the same either way). */
export type CodeNoticeKind = 'no_account' | 'account_exists';

/**
 * The SMS / e-mail sent where a code would tell a stranger something: a login or reset code asked
 * for an address no account uses, or a registration code for one already registered. The owner of
 * the address learns what happened and what to do; the requester learns nothing from the answer.
 */
export function renderNoticeMessage(
  input: Addressee & { notice: CodeNoticeKind },
): OutgoingMessage {
  const { lang } = input;
  const purpose = translate(lang, PURPOSE_KEY[input.purpose]);
  return {
    ...addressed(input),
    subject: translate(lang, 'CODE_NOTICE_SUBJECT', { purpose }),
    text: translate(
      lang,
      input.notice === 'no_account' ? 'CODE_NOTICE_NO_ACCOUNT' : 'CODE_NOTICE_ACCOUNT_EXISTS',
      { purpose },
    ),
  };
}
