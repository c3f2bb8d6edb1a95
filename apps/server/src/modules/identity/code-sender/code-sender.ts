import type { Language } from '@waihui/contracts';
import type { CodeChannel } from '../../../db/schema';

/** One message to one phone or e-mail address, already rendered in the recipient's language. */
export interface OutgoingMessage {
  channel: CodeChannel;
  /** E.164 phone number or e-mail address. */
  to: string;
  /** E-mail subject; SMS providers ignore it. */
  subject: string;
  text: string;
  /** What the code is for, passed on to SMS providers that template by use. */
  purpose: string;
  lang: Language;
}

/** Sends a message or throws; a throw makes the API answer CODE_DELIVERY_FAILED. */
export interface MessageSender {
  /** Short name for logs: "outbox", "smtp", "sms-webhook". */
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** One sender per channel, chosen from the configuration at start-up (code-sender.config.ts). */
export interface CodeSenders {
  sms: MessageSender;
  email: MessageSender;
}
