import { useTranslation } from 'react-i18next';
import {
  formatMessage,
  localizeMessageParams,
  type MessageCode,
  type MessageParams,
} from '@waihui/contracts';

/** A rule's message: an issue or reason code with what its placeholders need. */
export interface MessageRef {
  code: MessageCode;
  params?: MessageParams;
}

/**
 * The text of a rule message in the current language (amounts in its format), from the catalogue the server answers from
 * too (namespace `messages`: routes with forms declare it, so it loads with the page).
 */
export function useMessageText(): (message: MessageRef) => string {
  const { t, i18n } = useTranslation('messages');
  return ({ code, params }) =>
    formatMessage(t(code), localizeMessageParams(code, params ?? {}, i18n.language));
}
